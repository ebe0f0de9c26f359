package io.qwenmanaged.launcher.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.start.RepositoryChoice;
import io.qwenmanaged.policy.start.StartContext;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code policy} shows the governed model endpoint, where its key comes from and whether it is
 * there (never the key), or says the plan does not govern the model.
 */
@Tag("unit")
class PolicyModelEndpointTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path directory;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  private Path generate(boolean model) throws IOException {
    ObjectNode plan = JSON.createObjectNode().put("planVersion", 1).put("profile", "mem0-write");
    plan.put("platform", "posix")
        .put("installPrefix", "/opt/kit")
        .put("configDir", directory.toString());
    plan.putObject("runtimes")
        .put("java", "/opt/kit/jre/bin/java")
        .put("node", "/opt/kit/node/bin/node")
        .put("qwenCli", "/opt/kit/qwen/node_modules/@qwen-code/qwen-code/cli.js")
        .put("qwenVersion", "0.24.4");
    plan.putObject("provider")
        .put("type", "mem0-platform-v3")
        .put("appId", "repo-memory")
        .putObject("credential")
        .put("env", "CONTEXT_KEY");
    plan.put("workspace", "/srv/repo").put("qwenHome", "${HOME}/.qwen-managed");
    plan.putObject("environment").putArray("path").add("/usr/bin");
    if (model) {
      ObjectNode block = plan.putObject("model").put("baseUrl", "https://llm.example.com/v1/");
      block.putArray("models").add("qwen3-coder-plus").add("qwen3-coder-flash");
      block.putObject("credential").put("env", "LLM_KEY");
    }
    GenerationResult result = PolicyGenerator.generate(JSON.writeValueAsBytes(plan), "plan.json");
    for (PolicyFile file : ((GenerationResult.Generated) result).files()) {
      Files.write(directory.resolve(file.name()), file.bytes());
    }
    return directory.resolve("launcher.json");
  }

  private String run(Path launcherJson, Map<String, String> caller, boolean json) {
    out.reset();
    int code =
        PolicyCommand.run(
            new StartContext(
                launcherJson, caller, "dev", directory, new RepositoryChoice.Holding(Path.of("/"))),
            json,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    assertEquals(0, code);
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void showsTheGovernedEndpointItsModelsAndWhetherItsKeyIsSetButNeverTheKey() throws IOException {
    Path launcher = generate(true);
    String text = run(launcher, Map.of("CONTEXT_KEY", "k", "LLM_KEY", "model-canary"), false);
    assertTrue(
        text.contains(
            "model endpoint     https://llm.example.com/v1 (models: qwen3-coder-plus,"
                + " qwen3-coder-flash)\n"),
        text);
    assertTrue(text.contains("model key          LLM_KEY <set>\n"), text);
    assertTrue(text.contains("model key to Qwen  in QWEN_MANAGED_MODEL_API_KEY only\n"), text);
    assertFalse(text.contains("model-canary"), text);
    assertTrue(run(launcher, Map.of("CONTEXT_KEY", "k"), false).contains("LLM_KEY <missing>\n"));
  }

  @Test
  void theJsonFormCarriesTheEndpointAndTheKeysStatus() throws IOException {
    JsonNode policy =
        JSON.readTree(run(generate(true), Map.of("CONTEXT_KEY", "k", "LLM_KEY", "v"), true));
    assertTrue(policy.at("/model/governed").booleanValue());
    assertEquals("https://llm.example.com/v1", policy.at("/model/baseUrl").asText());
    assertEquals("qwen3-coder-flash", policy.at("/model/models/1").asText());
    assertEquals("<set>", policy.at("/model/credential/status").asText());
  }

  @Test
  void saysThePlanDoesNotGovernTheModelWithoutOne() throws IOException {
    Path launcher = generate(false);
    assertTrue(
        run(launcher, Map.of("CONTEXT_KEY", "k"), false)
            .contains("model endpoint     not governed by the plan\n"));
    assertFalse(JSON.readTree(run(launcher, Map.of(), true)).at("/model/governed").booleanValue());
  }
}
