package io.qwenmanaged.tests.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The folders and files of one scenario. What is worth reading after a run (screens, the test plan,
 * the policy files generated from it, the user settings, model and MCP logs) goes to {@code
 * tests/target/e2e/<scenario>/}, emptied first; the private install prefix, the fresh HOME,
 * QWEN_HOME, workspace and tmux socket live in a private temporary folder (short paths, no
 * repository above the workspace) that {@link #deleteRuntime()} removes.
 */
record ScenarioFiles(Path output, Path runtimeRoot) {

  static ScenarioFiles create(String scenario) {
    try {
      Path output = KitFiles.outputRoot().resolve(scenario);
      deleteTree(output);
      Files.createDirectories(output);
      Path runtimeRoot =
          Files.createTempDirectory(
              "qwen-e2e-",
              PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
      ScenarioFiles files = new ScenarioFiles(output, runtimeRoot);
      for (Path directory :
          new Path[] {files.home(), files.qwenHome(), files.workspace(), files.configDir()}) {
        Files.createDirectories(directory);
      }
      Files.createDirectories(files.workspace().resolve(".git"));
      return files;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Path home() {
    return runtimeRoot.resolve("home");
  }

  Path qwenHome() {
    return runtimeRoot.resolve("qwen-home");
  }

  /**
   * The scenario's install prefix: the kit jars in {@code lib/}, the recording {@code java}. Its
   * name has a space, single quotes, parentheses and a {@code $} (not followed by a name, which the
   * generator refuses: Qwen would expand it), so every scenario proves that the generated hook
   * command survives Qwen's settings loading and {@code bash -c}, and the MCP command its spawn.
   */
  Path prefix() {
    return runtimeRoot.resolve("kit prefix (O'Brien's $ sign)");
  }

  /** The developer's own user settings, which Qwen reads from QWEN_HOME. */
  Path userSettings() {
    return qwenHome().resolve("settings.json");
  }

  Path workspace() {
    return runtimeRoot.resolve("workspace");
  }

  Path tmuxSocket() {
    return runtimeRoot.resolve("tmux.sock");
  }

  Path tmuxConfig() {
    return output.resolve("tmux.conf");
  }

  Path launchScript() {
    return output.resolve("launch-qwen.sh");
  }

  /** The admin plan the scenario's policy is generated from. */
  Path plan() {
    return output.resolve("plan.json");
  }

  /** The plan's {@code configDir}: every generated policy file, exactly as generated. */
  Path configDir() {
    return output.resolve("policy");
  }

  /** A copy of {@link #userSettings()} kept for inspection. */
  Path userSettingsCopy() {
    return output.resolve("qwen-home-settings.json");
  }

  Path modelLog() {
    return output.resolve("model-requests.jsonl");
  }

  void deleteRuntime() {
    deleteTree(runtimeRoot);
  }

  private static void deleteTree(Path root) {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
