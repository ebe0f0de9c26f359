package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * The folders and files of one scenario. Everything the installed kit and Qwen use — the install
 * prefix, the config directory with the generated policy and install manifest, the fresh HOME,
 * QWEN_HOME and workspace, the tmux socket and the script the pane runs — lives in a private
 * directory of {@link PrivateRoot} (no group- or world-writable directory above it, no repository
 * above the workspace), which {@link #deleteRuntime()} removes. What is worth reading after a run
 * (screens, the test plan, copies of the policy files and of the pane's script, the user settings,
 * model and MCP logs, the environments of the JVM starts) goes to {@code
 * tests/target/e2e/<scenario>/}, emptied first.
 */
public record ScenarioFiles(Path output, Path runtimeRoot) {

  /** The folder of the private directory that holds the plan's repositories, by name. */
  public static final String REPOSITORIES = "repos";

  /** The folder of the private directory that holds the one-workspace plan's repository. */
  static final String WORKSPACE = "workspace ü";

  /** The files of {@code scenario} in a new private directory. */
  public static ScenarioFiles create(String scenario) {
    return prepared(scenario, PrivateRoot.current().newScenarioDirectory());
  }

  /**
   * The files of {@code scenario} in {@code runtimeRoot}, which may already hold an installed kit
   * (its prefix and config directory, kept): everything else an earlier scenario left there — the
   * developer's HOME, QWEN_HOME, workspace and repositories, the evidence, recordings, tmux socket
   * and pane script — is deleted first, so the developer's side starts empty.
   */
  static ScenarioFiles onInstalledKit(String scenario, Path runtimeRoot) {
    ScenarioFiles kit = new ScenarioFiles(Path.of(""), runtimeRoot);
    kit.developerSide().forEach(PrivateRoot::deleteTree);
    List<Path> left = kit.developerSide();
    if (!left.isEmpty()) {
      throw new IllegalStateException("an earlier scenario's files could not be deleted: " + left);
    }
    return prepared(scenario, runtimeRoot);
  }

  /** What the private directory holds besides the kit's prefix and config directory. */
  private List<Path> developerSide() {
    try (Stream<Path> found = Files.list(runtimeRoot)) {
      return found.filter(path -> !path.equals(prefix()) && !path.equals(configDir())).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static ScenarioFiles prepared(String scenario, Path runtimeRoot) {
    try {
      Path output = KitFiles.outputRoot().resolve(scenario);
      PrivateRoot.deleteTree(output);
      Files.createDirectories(output);
      Files.writeString(output.resolve("runtime-root.txt"), runtimeRoot + "\n");
      ScenarioFiles files = new ScenarioFiles(output, runtimeRoot);
      for (Path directory :
          new Path[] {
            files.home(),
            files.qwenHome(),
            files.workspace(),
            files.configDir(),
            files.evidence(),
            files.recordings()
          }) {
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
   * name has a space, single quotes, parentheses, a {@code $} (not followed by a name, which the
   * generator refuses: Qwen would expand it) and letters outside ASCII, so every scenario proves
   * that the generated hook command survives Qwen's settings loading and {@code bash -c}, the MCP
   * command its spawn, and that the kit's JVMs open such paths whatever the locale.
   */
  Path prefix() {
    return runtimeRoot.resolve("kit prefix (O'Brien's $ sign, Grüße)");
  }

  /** The developer's own user settings, which Qwen reads from QWEN_HOME. */
  Path userSettings() {
    return qwenHome().resolve("settings.json");
  }

  /** The repository Qwen works in; its name has a space and a letter outside ASCII. */
  public Path workspace() {
    return runtimeRoot.resolve(WORKSPACE);
  }

  /** The root of the plan's repository {@code name}, for a plan with {@code repositories}. */
  Path repository(String name) {
    return runtimeRoot.resolve(REPOSITORIES).resolve(name);
  }

  /**
   * Outside the workspace: where a repository's scripts leave the marker and log files a scenario
   * reads ({@link RepositoryFacts#evidence()}); copied into the output folder on close.
   */
  Path evidence() {
    return runtimeRoot.resolve("evidence");
  }

  /**
   * Where the recording {@code java} of the kit's prefix ({@link KitPrefix}) leaves the MCP traffic
   * and the environments of the JVM starts; copied into the output folder on close.
   */
  Path recordings() {
    return runtimeRoot.resolve("recordings");
  }

  Path tmuxSocket() {
    return runtimeRoot.resolve("tmux.sock");
  }

  Path tmuxConfig() {
    return output.resolve("tmux.conf");
  }

  /** The script the tmux pane runs: the developer's terminal typing {@code qwen-managed}. */
  Path launchScript() {
    return runtimeRoot.resolve("launch.sh");
  }

  /** Where the pane's script writes the exit status of {@code qwen-managed}. */
  public PaneExit paneExit() {
    return new PaneExit(runtimeRoot.resolve("exit-status"));
  }

  /** The admin plan the scenario's policy is generated from. */
  Path plan() {
    return output.resolve("plan.json");
  }

  /**
   * The plan's {@code configDir}: every generated policy file, exactly as generated, and the
   * install manifest.
   */
  Path configDir() {
    return runtimeRoot.resolve("etc qwen-managé");
  }

  /** A copy of {@link #userSettings()} kept for inspection. */
  Path userSettingsCopy() {
    return output.resolve("qwen-home-settings.json");
  }

  /**
   * The folder of the scenario's private CA ({@link PrivateCa}): in the private directory, so no
   * one but the test user can write above the CA's PEM file.
   */
  Path privateCa() {
    return runtimeRoot.resolve("corporate-ca");
  }

  public Path modelLog() {
    return output.resolve("model-requests.jsonl");
  }

  /**
   * Copies {@code file} of the private directory into the output folder as {@code name} (for
   * reading after the run).
   */
  public void keep(Path file, String name) {
    try {
      Path target = output.resolve(name);
      Files.createDirectories(target.getParent());
      Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Copies every file of {@link #evidence()} into the output folder's {@code evidence/}, and every
   * file below {@link #recordings()} into the output folder, at the same relative path.
   */
  void keepEvidence() {
    keepTree(evidence(), "evidence/");
    keepTree(recordings(), "");
  }

  private void keepTree(Path folder, String prefix) {
    try (Stream<Path> found = Files.walk(folder)) {
      for (Path file : found.filter(Files::isRegularFile).toList()) {
        keep(file, prefix + folder.relativize(file));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public void deleteRuntime() {
    PrivateRoot.deleteTree(runtimeRoot);
  }
}
