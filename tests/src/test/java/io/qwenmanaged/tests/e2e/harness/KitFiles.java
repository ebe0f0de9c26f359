package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.fail;

import io.qwenmanaged.tests.kit.Distribution;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the end-to-end suite finds what it drives. The kit is installed from the distribution
 * {@link #DISTRIBUTION}, the linux-x64 bundle that {@code mvn package} builds, and runs on that
 * bundle's runtimes, the ones that ship: its Java runtime (the launcher, the MCP server, the
 * hooks), its Node.js and its Qwen Code package. This class is the one place that pins them; {@code
 * tmux} is the one found on PATH. Anything missing fails the test with the command that provides it
 * (never a skip).
 */
public final class KitFiles {

  public static final String QWEN_CODE_VERSION = "0.24.4";

  /** The archive every scenario installs from, unpacked once per test run. */
  static final Distribution DISTRIBUTION = Distribution.LINUX_X64_BUNDLE;

  private static final String CLI_IN_PACKAGE = "node_modules/@qwen-code/qwen-code/cli.js";

  private KitFiles() {}

  /** The repository root, from the {@code kit.root} system property that Maven sets. */
  static Path root() {
    String root = System.getProperty("kit.root");
    if (root == null) {
      fail("System property kit.root is not set; run the tests through Maven (-pl tests).");
    }
    return Path.of(root).toAbsolutePath().normalize();
  }

  /** The pinned {@code java}: the bundle's private Java runtime. */
  public static Path java() {
    return runtime("java/bin/java");
  }

  /** The pinned {@code node}: the bundle's Node.js. */
  static Path node() {
    return runtime("node/bin/node");
  }

  /** The pinned Qwen Code's {@code cli.js}: the bundle's Qwen Code package. */
  static Path qwenCli() {
    return runtime("qwen/" + CLI_IN_PACKAGE);
  }

  private static Path runtime(String file) {
    Path path = DISTRIBUTION.unpacked().resolve("runtime").resolve(file);
    if (!Files.isRegularFile(path)) {
      fail(path + " is missing from the unpacked bundle: run mvn package (the installer module).");
    }
    return path;
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
