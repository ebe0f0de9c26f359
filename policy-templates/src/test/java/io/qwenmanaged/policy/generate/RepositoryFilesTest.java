package io.qwenmanaged.policy.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each repository of a plan gets its own pair of files: its system settings start the MCP server in
 * its root with its own external-context config, which holds its own app id, URL and key variable;
 * the files of a read-only plan hold no write part for any repository. Checked from the plan, so
 * the golden files cannot drift from what the plan says.
 */
@Tag("unit")
class RepositoryFilesTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String SERVER = "/mcpServers/external-context";

  @ParameterizedTest
  @ValueSource(
      strings = {
        "posix-repositories-2-mem0-write",
        "posix-repositories-3-mem0-read-only",
        "windows-repositories-2-mem0-write",
        "windows-repositories-3-generic-http-read-only"
      })
  void eachRepositorysFilesNameItsOwnRootConfigAndProvider(String goldenCase) throws IOException {
    JsonNode plan = plan(goldenCase);
    Map<String, JsonNode> files = generate(plan);
    Platform platform = Platform.of(plan.get("platform").asText());
    String configDir = plan.get("configDir").asText();
    boolean write = plan.get("profile").asText().equals("mem0-write");
    List<String> expectedNames = new ArrayList<>();
    JsonNode launcher = files.get(KitFiles.LAUNCHER);
    for (int i = 0; i < plan.get("repositories").size(); i++) {
      JsonNode repository = plan.get("repositories").get(i);
      Optional<String> name = Optional.of(repository.get("name").asText());
      String configName = KitFiles.externalContext(name);
      String settingsName = KitFiles.systemSettings(name);
      expectedNames.add(configName);
      expectedNames.add(settingsName);
      String configPath = platform.join(configDir, configName);

      JsonNode settings = files.get(settingsName);
      assertEquals(repository.get("path").asText(), settings.at(SERVER + "/cwd").asText());
      assertEquals(configPath, settings.at(SERVER + "/env/QWEN_EXTERNAL_CONTEXT_CONFIG").asText());
      assertEquals(write, settings.at("/permissions/ask").isArray(), settingsName);
      assertEquals(write, settings.has("hooks"), settingsName);

      JsonNode provider = repository.get("provider");
      JsonNode config = files.get(configName);
      assertEquals(write, config.has("write"), configName);
      assertEquals(provider.get("type").asText(), config.at("/provider/type").asText());
      assertEquals(provider.path("appId"), config.at("/provider/appId"), configName);
      assertEquals(provider.path("baseUrl"), config.at("/provider/baseUrl"), configName);
      String keyVariable = config.at("/provider/apiKeyEnv").asText("");
      keyVariable = keyVariable.isEmpty() ? config.at("/provider/tokenEnv").asText() : keyVariable;
      assertEquals(provider.at("/credential/env").asText(), keyVariable, configName);

      JsonNode entry = launcher.get("repositories").get(i);
      assertEquals(name.get(), entry.get("name").asText());
      assertEquals(repository.get("path").asText(), entry.get("workspace").asText());
      assertEquals(provider.get("credential"), entry.get("credential"));
      boolean shared = repository.path("sharedCredential").asBoolean();
      assertEquals(shared, entry.has("sharedCredential"), name.get());
      assertEquals(shared, entry.path("sharedCredential").asBoolean(), name.get());
      assertEquals(configPath, entry.get("externalContextConfig").asText());
      assertEquals(platform.join(configDir, settingsName), entry.get("systemSettings").asText());
    }
    expectedNames.addAll(List.of(KitFiles.SYSTEM_DEFAULTS, KitFiles.LAUNCHER));
    if (write) {
      expectedNames.add(KitFiles.USER_SETTINGS);
    }
    assertEquals(expectedNames.stream().sorted().toList(), List.copyOf(files.keySet()));
    assertFalse(launcher.has("workspace"));
    assertFalse(launcher.has("credential"));
    assertFalse(launcher.get("files").has("systemSettings"));
    assertFalse(launcher.get("files").has("externalContextConfig"));
    assertTrue(
        files.entrySet().stream()
            .filter(f -> !f.getKey().equals(KitFiles.LAUNCHER))
            .noneMatch(f -> f.getValue().toString().contains("sharedCredential")));
  }

  private static JsonNode plan(String goldenCase) throws IOException {
    try (InputStream in =
        RepositoryFilesTest.class.getResourceAsStream("golden/" + goldenCase + "/plan.json")) {
      return JSON.readTree(in);
    }
  }

  private static Map<String, JsonNode> generate(JsonNode plan) throws IOException {
    GenerationResult result = PolicyGenerator.generate(plan, "plan.json");
    Map<String, JsonNode> files = new TreeMap<>();
    for (PolicyFile file : assertInstanceOf(GenerationResult.Generated.class, result).files()) {
      files.put(file.name(), JSON.readTree(file.bytes()));
    }
    return files;
  }
}
