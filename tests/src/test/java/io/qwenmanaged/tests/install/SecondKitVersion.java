package io.qwenmanaged.tests.install;

import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A copy of an unpacked kit that says it is another kit version: the version resource in each of
 * its jars is replaced, and its {@code SHA256SUMS} lists the changed jars. What a second release
 * would be to the installer, without building one.
 */
final class SecondKitVersion {

  static final String RESOURCE = "io/qwenmanaged/kit-version.properties";

  private SecondKitVersion() {}

  /** Copies {@code kit} to {@code into}/qwen-managed-kit as version {@code version}. */
  static Path copy(Path kit, Path into, String version) {
    Path copy = into.resolve("qwen-managed-kit");
    try {
      try (Stream<Path> walk = Files.walk(kit)) {
        for (Path path : walk.toList()) {
          Path target = copy.resolve(kit.relativize(path).toString());
          if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(target);
          } else {
            Files.copy(path, target, StandardCopyOption.COPY_ATTRIBUTES);
          }
        }
      }
      List<String> sums = new ArrayList<>();
      for (String line : Files.readAllLines(copy.resolve("SHA256SUMS"))) {
        String name = line.substring(66);
        if (name.startsWith("lib/") && name.endsWith(".jar")) {
          Path jar = copy.resolve(name);
          rewrite(jar, version);
          line = Sha256.hex(Files.readAllBytes(jar)) + "  " + name;
        }
        sums.add(line);
      }
      Files.write(copy.resolve("SHA256SUMS"), sums);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return copy;
  }

  private static void rewrite(Path jar, String version) throws IOException {
    Path changed = jar.resolveSibling(jar.getFileName() + ".new");
    try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar));
        OutputStream file = Files.newOutputStream(changed);
        ZipOutputStream out = new ZipOutputStream(file)) {
      for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
        out.putNextEntry(new ZipEntry(entry.getName()));
        if (entry.getName().equals(RESOURCE)) {
          out.write(("version=" + version + "\n").getBytes(StandardCharsets.UTF_8));
        } else {
          transfer(in, out);
        }
        out.closeEntry();
      }
    }
    Files.move(changed, jar, StandardCopyOption.REPLACE_EXISTING);
  }

  private static void transfer(InputStream in, OutputStream out) throws IOException {
    in.transferTo(out);
  }
}
