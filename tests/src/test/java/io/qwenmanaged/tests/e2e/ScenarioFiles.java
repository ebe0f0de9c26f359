package io.qwenmanaged.tests.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The folders and files of one scenario. What is worth reading after a run (screens, settings,
 * configuration, model and MCP logs) goes to {@code tests/target/e2e/<scenario>/}, emptied first;
 * the fresh HOME, QWEN_HOME, runtime folder, workspace and tmux socket live in a private temporary
 * folder (short paths, no repository above the workspace) that {@link #deleteRuntime()} removes.
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
          new Path[] {files.home(), files.qwenHome(), files.runtime(), files.workspace()}) {
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

  Path runtime() {
    return runtimeRoot.resolve("runtime");
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

  Path systemSettings() {
    return output.resolve("system-settings.json");
  }

  Path systemDefaults() {
    return output.resolve("system-defaults.json");
  }

  Path externalContextConfig() {
    return output.resolve("external-context.json");
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
