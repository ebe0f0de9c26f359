package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the end-to-end suite finds what it drives: the test JVM's own {@code java}, {@code node}
 * and {@code tmux} (the pinned Qwen Code is copied by {@link PrivateRoot}). Anything missing fails
 * the test with the command that provides it (never a skip).
 */
public final class KitFiles {

  public static final String QWEN_CODE_VERSION = "0.24.4";

  private KitFiles() {}

  /** The repository root, from the {@code kit.root} system property that Maven sets. */
  static Path root() {
    String root = System.getProperty("kit.root");
    if (root == null) {
      fail("System property kit.root is not set; run the tests through Maven (-pl tests).");
    }
    return Path.of(root).toAbsolutePath().normalize();
  }

  /** The test JVM's {@code java}: the pinned JVM of these tests. */
  static Path java() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  /** The {@code node} found on the test JVM's PATH. */
  static Path node() {
    return onPath("node");
  }

  /** The {@code tmux} found on the test JVM's PATH. */
  static Path tmux() {
    return onPath("tmux");
  }

  /** Where every scenario writes its screens and logs: {@code tests/target/e2e}. */
  public static Path outputRoot() {
    return root().resolve("tests/target/e2e");
  }

  private static Path onPath(String program) {
    String path = System.getenv().getOrDefault("PATH", "");
    for (String directory : path.split(java.io.File.pathSeparator)) {
      if (directory.isEmpty()) {
        continue;
      }
      Path candidate = Path.of(directory, program);
      if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
        return candidate.toAbsolutePath().normalize();
      }
    }
    return fail(
        program
            + " is not on PATH: run bash tests/tools/install-qwen-code.sh (tmux) or install it.");
  }
}
