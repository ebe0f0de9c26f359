package io.qwenmanaged.install.bundle;

import io.qwenmanaged.install.exec.QwenPackageInstall;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The unpacked bundle the admin CLI runs from, when it runs from one: a kit root whose {@code
 * runtime/} holds the Java, Node.js and Qwen Code folders.
 *
 * @param root the unpacked {@code qwen-managed-kit/} folder
 * @param qwenVersion the version of the bundled Qwen Code package
 */
public record Bundle(Path root, String qwenVersion) {

  private static final Pattern LINE = Pattern.compile("([0-9a-f]{64})  (.+)");

  /** The bundle whose {@code lib/} is {@code distributionLib}; empty for a plain distribution. */
  public static Optional<Bundle> at(Path distributionLib) {
    Path root = distributionLib.toAbsolutePath().normalize().getParent();
    if (root == null) {
      return Optional.empty();
    }
    for (String folder : BundleLayout.RUNTIMES) {
      if (!Files.isDirectory(root.resolve(folder), LinkOption.NOFOLLOW_LINKS)) {
        return Optional.empty();
      }
    }
    Path qwen = root.resolve(BundleLayout.RUNTIME).resolve(BundleLayout.QWEN_PACKAGE);
    return Optional.of(new Bundle(root, QwenPackageInstall.installedVersion(qwen).orElse("")));
  }

  /** The bundle's {@code runtime/} folder. */
  public Path runtime() {
    return root.resolve(BundleLayout.RUNTIME);
  }

  /**
   * The runtime files {@code SHA256SUMS} lists, by their path below {@code runtime/} (forward
   * slashes), with their SHA-256, in the list's order.
   */
  public Map<String, String> runtimeFiles() throws IOException {
    Map<String, String> files = new LinkedHashMap<>();
    String prefix = BundleLayout.RUNTIME + "/";
    Path list = root.resolve(BundleLayout.CHECKSUMS);
    for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
      Matcher matcher = LINE.matcher(line);
      if (matcher.matches() && matcher.group(2).startsWith(prefix)) {
        files.put(matcher.group(2).substring(prefix.length()), matcher.group(1));
      }
    }
    return files;
  }
}
