package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything a scenario puts on disk before Qwen starts, in the order an administrator and a
 * developer would: the kit installed from the admin plan by the real installer (with the recording
 * {@code java} the plan pins), the developer's user settings, the files the repository brings (a
 * {@code .env}, workspace settings), and the script of the developer's terminal that runs {@code
 * qwen-managed}.
 */
public final class ScenarioSetup {

  private ScenarioSetup() {}

  /**
   * Prepares {@code scenario} in {@code files}: installs the kit (or, with {@code kits}, takes the
   * one it already installed from the same plan) and writes the developer's files and the script of
   * the developer's terminal; returns the installed kit.
   *
   * @param mem0Key the credential the developer's terminal provides (the launcher passes it to the
   *     MCP server); a repository's own key is derived from it ({@link #repositoryKey})
   */
  static Installed prepare(
      Scenario scenario,
      ScenarioFiles files,
      Optional<KitCache> kits,
      McpTraffic mcp,
      JavaStarts starts,
      URI mem0BaseUrl,
      String modelBaseUrl,
      String mem0Key) {
    Installed installed =
        setUp(scenario, files, new KitPrefix(files.prefix()), kits, mcp, starts, mem0BaseUrl);
    writeLaunchScript(scenario, files, installed, modelBaseUrl, mem0Key);
    return installed;
  }

  /**
   * Writes the script of the developer's terminal, which types {@code qwen-managed} (with the
   * scenario's arguments and stdin) in the scenario's start directory, created when missing.
   */
  static void writeLaunchScript(
      Scenario scenario,
      ScenarioFiles files,
      Installed installed,
      String modelBaseUrl,
      String mem0Key) {
    Optional<Path> directory = scenario.startDirectory().map(files.runtimeRoot()::resolve);
    try {
      if (directory.isPresent()) {
        Files.createDirectories(directory.get());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String> terminal =
        developerTerminal(files, modelBaseUrl, mem0Key, scenario.repositories());
    if (scenario.systemSettingsOverlay().isEmpty()) {
      PaneScript.write(
          files.launchScript(),
          terminal,
          LauncherCommand.of(installed.policy(), List.of(), scenario.arguments()),
          directory,
          scenario.pipedStdin(),
          files.paneExit());
    } else {
      // The launcher's checks would refuse system settings the kit's schema does not know: Qwen
      // starts directly, with the launcher's command and environment, in the workspace.
      PaneScript.write(
          files.launchScript(),
          DirectQwen.environment(installed.policy(), terminal, mem0Key, files.runtimeRoot()),
          DirectQwen.command(installed.policy()),
          Optional.of(files.workspace()),
          scenario.pipedStdin(),
          files.paneExit());
    }
    files.keep(files.launchScript(), "launch.sh");
  }

  /** An installed kit: its prefix and its policy. */
  public record Installed(KitPrefix prefix, InstalledPolicy policy) {}

  /**
   * Installs the kit for {@code scenario} into {@code prefixRoot} and writes the user settings and
   * the repository's files.
   */
  public static Installed install(
      Scenario scenario,
      ScenarioFiles files,
      Path prefixRoot,
      McpTraffic mcp,
      JavaStarts starts,
      URI mem0BaseUrl) {
    return setUp(
        scenario, files, new KitPrefix(prefixRoot), Optional.empty(), mcp, starts, mem0BaseUrl);
  }

  /**
   * Writes the plan, installs the kit from it (unless {@code kits} holds one installed from the
   * same plan), keeps copies of its policy files and writes the developer's files.
   */
  private static Installed setUp(
      Scenario scenario,
      ScenarioFiles files,
      KitPrefix prefix,
      Optional<KitCache> kits,
      McpTraffic mcp,
      JavaStarts starts,
      URI mem0BaseUrl) {
    writePlan(scenario, files, prefix, mem0BaseUrl);
    createRepositories(scenario, files);
    Installed installed =
        kits.isPresent()
            ? kits.get().installed(files, () -> installKit(scenario, files, prefix, mcp, starts))
            : installKit(scenario, files, prefix, mcp, starts);
    installed.policy().keepIn(files);
    writeDeveloperFiles(scenario, files);
    return installed;
  }

  /**
   * Installs the kit from the plan already written, with the recording {@code java} in the prefix.
   */
  private static Installed installKit(
      Scenario scenario, ScenarioFiles files, KitPrefix prefix, McpTraffic mcp, JavaStarts starts) {
    KitPrefix assembled = KitPrefix.assemble(prefix.root(), mcp, starts);
    InstalledPolicy policy =
        InstalledPolicy.install(files.plan(), scenario.systemSettingsOverlay());
    // The installer trained the kit's class-data archives with the pinned java: those starts are
    // the install's, not the scenario's.
    mcp.clear();
    starts.clear();
    return new Installed(assembled, policy);
  }

  private static void writePlan(
      Scenario scenario, ScenarioFiles files, KitPrefix prefix, URI mem0BaseUrl) {
    try {
      Files.write(files.plan(), TestPlan.render(scenario, files, prefix, mem0BaseUrl));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The plan's repositories, each with its {@code .git}: the installer requires them. */
  private static void createRepositories(Scenario scenario, ScenarioFiles files) {
    try {
      for (String repository : scenario.repositories()) {
        Files.createDirectories(files.repository(repository).resolve(".git"));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The developer's side: the user settings and the files the repository brings. */
  private static void writeDeveloperFiles(Scenario scenario, ScenarioFiles files) {
    try {
      UserSettings.write(files.userSettings(), files.userSettingsCopy());
      for (Map.Entry<String, String> file : scenario.workspaceFiles().entrySet()) {
        Path path = files.workspace().resolve(file.getKey());
        Files.createDirectories(path.getParent());
        Files.writeString(path, file.getValue());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The developer's terminal, the only environment {@code qwen-managed} gets: HOME, the terminal
   * type, the locale, the fake model's {@code OPENAI_*} variables (which the test plan allowlists),
   * the key of a model endpoint a plan may name ({@link TestPlan#MODEL_KEY_ENV}) and the Mem0
   * credential.
   */
  public static Map<String, String> developerTerminal(
      ScenarioFiles files, String modelBaseUrl, String mem0Key) {
    return developerTerminal(files, modelBaseUrl, mem0Key, List.of());
  }

  /**
   * The developer's terminal with, besides {@code mem0Key} in the one-workspace plan's variable,
   * every repository's own key in its own variable ({@link TestPlan#keyEnv}).
   */
  public static Map<String, String> developerTerminal(
      ScenarioFiles files, String modelBaseUrl, String mem0Key, List<String> repositories) {
    Map<String, String> caller = new LinkedHashMap<>();
    caller.put("HOME", files.home().toString());
    caller.put("TERM", "xterm-256color");
    caller.put("LANG", "C.UTF-8");
    caller.put("OPENAI_API_KEY", "e2e-model-key");
    caller.put("OPENAI_BASE_URL", modelBaseUrl);
    caller.put("OPENAI_MODEL", FakeModel.MODEL_NAME);
    caller.put(TestPlan.MEM0_KEY_ENV, mem0Key);
    caller.put(TestPlan.MODEL_KEY_ENV, TestPlan.MODEL_KEY);
    for (String repository : repositories) {
      caller.put(TestPlan.keyEnv(repository), repositoryKey(mem0Key, repository));
    }
    return caller;
  }

  /** The Mem0 key the developer's terminal gives the repository {@code repository}. */
  static String repositoryKey(String mem0Key, String repository) {
    return mem0Key + "-" + repository;
  }
}
