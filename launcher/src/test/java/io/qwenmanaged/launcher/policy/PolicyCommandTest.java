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
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code policy}: the effective policy from generated files, with no secret and no value shown. */
class PolicyCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path directory;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private Path generate(String profile, boolean credentialFile) throws IOException {
    ObjectNode plan = JSON.createObjectNode().put("planVersion", 1).put("profile", profile);
    plan.put("platform", "posix")
        .put("installPrefix", "/opt/kit")
        .put("configDir", directory.toString());
    plan.putObject("runtimes")
        .put("java", "/opt/kit/jre/bin/java")
        .put("node", "/opt/kit/node/bin/node")
        .put("qwenCli", "/opt/kit/qwen/node_modules/@qwen-code/qwen-code/cli.js")
        .put("qwenVersion", "0.24.4");
    ObjectNode provider = plan.putObject("provider");
    if (profile.equals("generic-http-read-only")) {
      provider.put("type", "generic-http-search-v1").put("baseUrl", "https://search.example.com");
    } else {
      provider.put("type", "mem0-platform-v3").put("appId", "repo-memory");
    }
    ObjectNode credential = provider.putObject("credential").put("env", "CONTEXT_KEY");
    if (credentialFile) {
      credential.put("file", directory.resolve("context.key").toString());
    }
    plan.put("workspace", "/srv/repo").put("qwenHome", "${HOME}/.qwen-managed");
    plan.putObject("environment").putArray("path").add("/usr/bin");
    GenerationResult result = PolicyGenerator.generate(JSON.writeValueAsBytes(plan), "plan.json");
    for (PolicyFile file : ((GenerationResult.Generated) result).files()) {
      Files.write(directory.resolve(file.name()), file.bytes());
    }
    return directory.resolve("launcher.json");
  }

  private int run(Path launcherJson, Map<String, String> caller, boolean json) {
    return PolicyCommand.run(
        launcherJson,
        caller,
        directory,
        json,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void showsProviderPathsAndCredentialStatusButNoValue() throws IOException {
    Path launcher = generate("mem0-write", false);
    int code =
        run(
            launcher,
            Map.of("CONTEXT_KEY", "key-canary", "HOME", "/home/dev", "NODE_OPTIONS", "x"),
            false);

    String text = out.toString(StandardCharsets.UTF_8);
    assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
    assertTrue(text.contains("credential         CONTEXT_KEY <set>\n"), text);
    assertTrue(text.contains("app id             repo-memory\n"), text);
    assertTrue(text.contains("QWEN_HOME          " + directory + "/.qwen-managed\n"), text);
    assertTrue(text.contains("passed now         HOME\n"), text);
    assertTrue(text.contains("memory writes      enabled, confirmed by the user\n"), text);
    assertFalse(text.contains("key-canary") || text.contains("/home/dev"), text);
  }

  @Test
  void aReadOnlyGenericProviderShowsItsUrlAndNoAppId() throws IOException {
    Path launcher = generate("generic-http-read-only", false);

    assertEquals(0, run(launcher, Map.of(), true));
    JsonNode policy = JSON.readTree(out.toByteArray());
    assertEquals("generic-http-search-v1", policy.at("/provider/type").asText());
    assertEquals("https://search.example.com", policy.at("/provider/baseUrl").asText());
    assertTrue(policy.at("/provider/appId").isMissingNode());
    assertFalse(policy.at("/provider/writes").asBoolean());
    assertEquals("<missing>", policy.at("/credential/status").asText());
  }

  @Test
  void aCredentialFileThatHoldsSomethingCountsAsSet() throws IOException {
    Path launcher = generate("mem0-read-only", true);
    assertEquals(0, run(launcher, Map.of(), true));
    assertEquals("<missing>", JSON.readTree(out.toByteArray()).at("/credential/status").asText());

    Files.writeString(directory.resolve("context.key"), "key-canary");
    out.reset();
    assertEquals(0, run(launcher, Map.of(), true));
    JsonNode policy = JSON.readTree(out.toByteArray());
    assertEquals("<set>", policy.at("/credential/status").asText());
    assertEquals(
        directory.resolve("context.key").toString(), policy.at("/credential/file").asText());
    assertFalse(out.toString(StandardCharsets.UTF_8).contains("key-canary"));
  }

  @Test
  void anUnreadableProviderConfigurationIsReported() throws IOException {
    Path launcher = generate("mem0-write", false);
    Files.writeString(directory.resolve("external-context.json"), "{\"version\": 1}");

    assertEquals(3, run(launcher, Map.of(), false));
    assertEquals("", out.toString(StandardCharsets.UTF_8));
    assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("external-context.json:"));
  }

  @Test
  void aMissingLauncherJsonIsAnIoProblem() {
    assertEquals(4, run(directory.resolve("launcher.json"), Map.of(), false));
    assertEquals("launcher.json:: error: does not exist\n", err.toString(StandardCharsets.UTF_8));
  }
}
