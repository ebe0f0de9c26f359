package io.qwenmanaged.tests.e2e;

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
 * developer would: the installed kit (prefix, the policy generated from the admin plan, the install
 * manifest), the developer's user settings, the files the repository brings (a {@code .env},
 * workspace settings), and the script of the developer's terminal that runs {@code qwen-managed}.
 */
final class ScenarioSetup {

  private ScenarioSetup() {}

  /**
   * Prepares {@code scenario} in {@code files}; returns the installed policy.
   *
   * @param mem0Key the credential the developer's terminal provides (the launcher passes it to the
   *     MCP server)
   */
  static GeneratedPolicy prepare(
      Scenario scenario,
      ScenarioFiles files,
      McpTraffic mcp,
      JavaStarts starts,
      URI mem0BaseUrl,
      String modelBaseUrl,
      String mem0Key) {
    Installed installed = install(scenario, files, files.prefix(), mcp, starts, mem0BaseUrl);
    PaneScript.write(
        files.launchScript(),
        developerTerminal(files, modelBaseUrl, mem0Key),
        LauncherCommand.of(installed.prefix(), installed.policy(), List.of(), scenario.arguments()),
        Optional.empty(),
        scenario.pipedStdin(),
        files.paneExit());
    files.keep(files.launchScript(), "launch.sh");
    return installed.policy();
  }

  /** An installed kit: its prefix and its policy. */
  record Installed(KitPrefix prefix, GeneratedPolicy policy) {}

  /**
   * Installs the kit for {@code scenario} into {@code prefixRoot} and writes the user settings and
   * the repository's files.
   */
  static Installed install(
      Scenario scenario,
      ScenarioFiles files,
      Path prefixRoot,
      McpTraffic mcp,
      JavaStarts starts,
      URI mem0BaseUrl) {
    KitPrefix prefix = KitPrefix.assemble(prefixRoot, mcp, starts);
    byte[] plan = TestPlan.render(scenario, files, prefix, mem0BaseUrl);
    try {
      Files.write(files.plan(), plan);
      GeneratedPolicy policy = GeneratedPolicy.install(plan, files, prefix);
      UserSettings.write(files.userSettings(), files.userSettingsCopy());
      for (Map.Entry<String, String> file : scenario.workspaceFiles().entrySet()) {
        Path path = files.workspace().resolve(file.getKey());
        Files.createDirectories(path.getParent());
        Files.writeString(path, file.getValue());
      }
      return new Installed(prefix, policy);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The developer's terminal, the only environment {@code qwen-managed} gets: HOME, the terminal
   * type, the locale, the fake model's {@code OPENAI_*} variables (which the test plan allowlists)
   * and the Mem0 credential.
   */
  static Map<String, String> developerTerminal(
      ScenarioFiles files, String modelBaseUrl, String mem0Key) {
    Map<String, String> caller = new LinkedHashMap<>();
    caller.put("HOME", files.home().toString());
    caller.put("TERM", "xterm-256color");
    caller.put("LANG", "C.UTF-8");
    caller.put("OPENAI_API_KEY", "e2e-model-key");
    caller.put("OPENAI_BASE_URL", modelBaseUrl);
    caller.put("OPENAI_MODEL", FakeModel.MODEL_NAME);
    caller.put(TestPlan.MEM0_KEY_ENV, mem0Key);
    return caller;
  }
}
