package io.qwenmanaged.tests.qwen;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the pinned Qwen Code that {@code tests/tools/install-test-tools.sh} installs under {@code
 * tests/.tools}: {@code node <package>/cli.js <arguments>}, in an empty environment with a scratch
 * HOME, stdin closed and stdout not a terminal (so yargs writes one line per help entry). A missing
 * install fails the test with the command that provides it.
 */
final class PinnedQwen {

  private static final String CLI =
      "tests/.tools/qwen-code/node_modules/@qwen-code/qwen-code/cli.js";

  /** Only a guard against a hung process, not a timing assertion. */
  private static final long GIVE_UP_SECONDS = 120;

  private final Path node;
  private final Path cli;
  private final Path home;

  private PinnedQwen(Path node, Path cli, Path home) {
    this.node = node;
    this.cli = cli;
    this.home = home;
  }

  /** The pinned Qwen of the repository named by the {@code kit.root} system property. */
  static PinnedQwen of(Path home) {
    String root = System.getProperty("kit.root");
    if (root == null) {
      fail("System property kit.root is not set; run the tests through Maven (-pl tests).");
    }
    Path cli = Path.of(root).toAbsolutePath().normalize().resolve(CLI);
    if (!Files.isRegularFile(cli)) {
      fail(cli + " is missing: run bash tests/tools/install-test-tools.sh first.");
    }
    return new PinnedQwen(onPath("node"), cli, home);
  }

  /** Qwen's standard output for {@code arguments}; fails on a non-zero exit. */
  String run(String... arguments) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(node.toString(), cli.toString()));
    command.addAll(List.of(arguments));
    return execute(command, "qwen " + String.join(" ", arguments));
  }

  /**
   * The standard output of the ES module {@code script} run by the same node, with the pinned
   * package's directory as its one argument ({@code process.argv[1]}); fails on a non-zero exit.
   */
  String script(String script) throws IOException, InterruptedException {
    String directory = cli.getParent().toString();
    return execute(
        List.of(node.toString(), "--input-type=module", "-e", script, directory),
        "node script on " + directory);
  }

  private String execute(List<String> command, String label)
      throws IOException, InterruptedException {
    Path out = Files.createTempFile(home, "qwen", ".out");
    Path err = Files.createTempFile(home, "qwen", ".err");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(home.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    Map<String, String> environment = builder.environment();
    environment.clear();
    environment.put("PATH", node.getParent() + File.pathSeparator + "/usr/bin:/bin");
    environment.put("HOME", home.toString());
    environment.put("QWEN_HOME", home.resolve(".qwen").toString());
    environment.put("LANG", "C.UTF-8");
    environment.put("NO_COLOR", "1");
    Process process = builder.start();
    if (!process.waitFor(GIVE_UP_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
      fail(label + " did not finish");
    }
    String stdout = Files.readString(out, StandardCharsets.UTF_8);
    if (process.exitValue() != 0) {
      fail(
          label
              + " exited with "
              + process.exitValue()
              + ": "
              + Files.readString(err, StandardCharsets.UTF_8).strip());
    }
    return stdout;
  }

  private static Path onPath(String program) {
    for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (directory.isEmpty()) {
        continue;
      }
      Path candidate = Path.of(directory, program);
      if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
        return candidate.toAbsolutePath().normalize();
      }
    }
    return fail(
        program + " is not on PATH: install Node.js (see tests/tools/install-test-tools.sh).");
  }
}
