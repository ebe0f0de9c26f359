package io.qwenmanaged.tests.e2e;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the end-to-end suite finds what it drives: the built kit jars, the test JVM's own {@code
 * java}, {@code node} and {@code tmux} (the pinned Qwen Code is copied by {@link PrivateRoot}).
 * Anything missing fails the test with the command that provides it (never a skip).
 */
final class KitFiles {

  static final String QWEN_CODE_VERSION = "0.24.4";

  private KitFiles() {}

  /** The repository root, from the {@code kit.root} system property that Maven sets. */
  static Path root() {
    String root = System.getProperty("kit.root");
    if (root == null) {
      fail("System property kit.root is not set; run the tests through Maven (-pl tests).");
    }
    return Path.of(root).toAbsolutePath().normalize();
  }

  static Path mcpServerJar() {
    return built("mcp-server/target/mcp-server.jar");
  }

  static Path launcherJar() {
    return built("launcher/target/launcher.jar");
  }

  static Path installerJar() {
    return built("installer/target/installer.jar");
  }

  static Path hookJar() {
    return built("hook/target/hook.jar");
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
  static Path outputRoot() {
    return root().resolve("tests/target/e2e");
  }

  private static Path built(String relativePath) {
    Path jar = root().resolve(relativePath);
    if (!Files.isRegularFile(jar)) {
      fail(jar + " is missing: run mvn package first.");
    }
    return jar;
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
