package io.qwenmanaged.tests.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Everything a scenario puts on disk before Qwen starts, in the order an administrator and a
 * developer would: the install prefix, the admin plan, the policy files generated from it, the
 * developer's user settings, the files the repository brings (a {@code .env}, workspace settings),
 * and the script that launches Qwen as {@code launcher.json} says.
 */
final class ScenarioSetup {

  private ScenarioSetup() {}

  /**
   * Prepares {@code scenario} in {@code files}; returns the generated policy.
   *
   * @param mem0Key the credential the caller's launcher provides to the MCP server
   */
  static GeneratedPolicy prepare(
      Scenario scenario,
      ScenarioFiles files,
      McpTraffic mcp,
      JavaStarts starts,
      URI mem0BaseUrl,
      String modelBaseUrl,
      String mem0Key) {
    KitPrefix prefix = KitPrefix.assemble(files.prefix(), mcp, starts);
    byte[] plan = TestPlan.render(scenario, files, prefix, mem0BaseUrl);
    GeneratedPolicy policy;
    try {
      Files.write(files.plan(), plan);
      policy = GeneratedPolicy.render(files.plan(), files.configDir());
      UserSettings.write(files.userSettings(), files.userSettingsCopy());
      for (Map.Entry<String, String> file : scenario.workspaceFiles().entrySet()) {
        Path path = files.workspace().resolve(file.getKey());
        Files.createDirectories(path.getParent());
        Files.writeString(path, file.getValue());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String> caller = callerEnvironment(files, modelBaseUrl);
    LaunchScript.write(
        files.launchScript(), policy, LaunchScript.environment(policy, caller, mem0Key));
    return policy;
  }

  /** The developer's terminal: what the launcher may copy from (only allowlisted names pass). */
  private static Map<String, String> callerEnvironment(ScenarioFiles files, String modelBaseUrl) {
    Map<String, String> caller = new LinkedHashMap<>();
    caller.put("HOME", files.home().toString());
    caller.put("TERM", "xterm-256color");
    caller.put("LANG", "C.UTF-8");
    caller.put("OPENAI_API_KEY", "e2e-model-key");
    caller.put("OPENAI_BASE_URL", modelBaseUrl);
    caller.put("OPENAI_MODEL", FakeModel.MODEL_NAME);
    return caller;
  }
}
