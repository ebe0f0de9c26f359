package io.qwenmanaged.distribution;

import io.qwenmanaged.install.bundle.BundleLayout;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes {@code SHA256SUMS} for a staged distribution folder: one line per file, {@code <sha256>
 * <relative path>} with two spaces and forward slashes, sorted by path — the format {@code
 * sha256sum -c SHA256SUMS} checks. Run by the build, before the archives are made.
 */
public final class ChecksumList {

  private ChecksumList() {}

  /** {@code args[0]}: the staged folder. Exits 0, or 1 with one line when it cannot write. */
  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: ChecksumList <staged distribution folder>");
      System.exit(2);
    }
    try {
      write(Path.of(args[0]));
    } catch (IOException e) {
      System.err.println(
          "ChecksumList: cannot write " + BundleLayout.CHECKSUMS + ": " + e.getMessage());
      System.exit(1);
    }
  }

  /** Writes {@code root/SHA256SUMS} for every other regular file below {@code root}. */
  public static void write(Path root) throws IOException {
    Files.write(root.resolve(BundleLayout.CHECKSUMS), lines(root).getBytes(StandardCharsets.UTF_8));
  }

  /** The text of {@code SHA256SUMS} for {@code root}. */
  public static String lines(Path root) throws IOException {
    List<String> paths = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      files
          .filter(Files::isRegularFile)
          .map(file -> root.relativize(file).toString().replace('\\', '/'))
          .filter(relative -> !relative.equals(BundleLayout.CHECKSUMS))
          .forEach(paths::add);
    }
    paths.sort(null);
    StringBuilder text = new StringBuilder();
    for (String relative : paths) {
      text.append(Sha256.hex(Files.readAllBytes(root.resolve(relative))))
          .append("  ")
          .append(relative)
          .append('\n');
    }
    return text.toString();
  }
}
