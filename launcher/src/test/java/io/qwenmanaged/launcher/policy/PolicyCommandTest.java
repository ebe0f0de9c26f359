package io.qwenmanaged.launcher.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
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
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code policy}: the effective policy from generated files, with no secret and no value shown. */
@Tag("unit")
class PolicyCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path directory;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private Path generate(String profile, boolean credentialFile) throws IOException {
    return generate(profile, credentialFile, plan -> {});
  }

  private Path generate(
      String profile, boolean credentialFile, java.util.function.Consumer<ObjectNode> edit)
      throws IOException {
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
    edit.accept(plan);
    GenerationResult result = PolicyGenerator.generate(JSON.writeValueAsBytes(plan), "plan.json");
    for (PolicyFile file : ((GenerationResult.Generated) result).files()) {
      Files.write(directory.resolve(file.name()), file.bytes());
    }
    return directory.resolve("launcher.json");
  }

  private int run(Path launcherJson, Map<String, String> caller, boolean json) {
    return run(launcherJson, caller, json, Path.of("/"));
  }

  private int run(Path launcherJson, Map<String, String> caller, boolean json, Path here) {
    return PolicyCommand.run(
        new StartContext(
            launcherJson, caller, "dev", directory, new RepositoryChoice.Holding(here)),
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
  void saysWhetherAutoRecallAddsMemoriesToEachPrompt() throws IOException {
    Path launcher =
        generate("mem0-read-only", false, p -> p.putObject("autoRecall").put("enabled", true));
    assertEquals(0, run(launcher, Map.of("CONTEXT_KEY", "k"), false));
    String recall = directory.resolve("external-context-recall.json").toString();
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(
        text.contains("auto-recall        on: memories added to each prompt (" + recall + ")\n"),
        text);
    out.reset();
    assertEquals(0, run(launcher, Map.of("CONTEXT_KEY", "k"), true));
    JsonNode json = JSON.readTree(out.toByteArray());
    assertTrue(json.path("provider").path("autoRecall").booleanValue(), json.toString());
    assertEquals(recall, json.path("paths").path("autoRecallConfig").textValue());
    out.reset();
    assertEquals(0, run(generate("mem0-write", false), Map.of("CONTEXT_KEY", "k"), false));
    assertTrue(out.toString(StandardCharsets.UTF_8).contains("auto-recall        off\n"));
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
    assertEquals("launcher.json: error: does not exist\n", err.toString(StandardCharsets.UTF_8));
  }

  /** Two repositories, alpha and beta, side by side with a sibling alpha-old that is neither. */
  private Path generateRepositories() throws IOException {
    Path etc = Files.createDirectories(directory.resolve("etc"));
    ObjectNode plan = JSON.createObjectNode().put("planVersion", 1).put("profile", "mem0-write");
    plan.put("platform", "posix").put("installPrefix", "/opt/kit").put("configDir", etc.toString());
    plan.putObject("runtimes")
        .put("java", "/opt/kit/jre/bin/java")
        .put("node", "/opt/kit/node/bin/node")
        .put("qwenCli", "/opt/kit/qwen/node_modules/@qwen-code/qwen-code/cli.js")
        .put("qwenVersion", "0.24.4");
    ArrayNode repositories = plan.putArray("repositories");
    for (String name : List.of("alpha", "beta")) {
      Path root = Files.createDirectories(directory.resolve("srv").resolve(name));
      ObjectNode repository = repositories.addObject().put("name", name);
      repository.put("path", root.toString());
      ObjectNode provider =
          repository
              .putObject("provider")
              .put("type", "mem0-platform-v3")
              .put("appId", name + "-memory");
      provider.putObject("credential").put("env", "MEM0_KEY_" + name.toUpperCase(Locale.ROOT));
    }
    Files.createDirectories(directory.resolve("srv/alpha-old"));
    Files.createDirectories(directory.resolve("srv/beta/src/deep"));
    plan.put("qwenHome", "${HOME}/.qwen-managed");
    plan.putObject("environment").putArray("path").add("/usr/bin");
    GenerationResult result = PolicyGenerator.generate(JSON.writeValueAsBytes(plan), "plan.json");
    for (PolicyFile file : assertInstanceOf(GenerationResult.Generated.class, result).files()) {
      Files.write(etc.resolve(file.name()), file.bytes());
    }
    return etc.resolve("launcher.json");
  }

  @Test
  void namesTheRepositoryThatHoldsTheWorkingDirectoryAndShowsItsFilesAndCredential()
      throws IOException {
    Path launcher = generateRepositories();
    Path beta = directory.resolve("srv/beta");
    Map<String, String> caller = Map.of("MEM0_KEY_ALPHA", "alpha-canary");

    assertEquals(0, run(launcher, caller, false, beta.resolve("src/deep")));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("repository         beta (" + beta + ")\n"), text);
    assertTrue(text.contains("workspace          " + beta + "\n"), text);
    assertTrue(
        text.contains(
            "system settings    " + launcher.resolveSibling("system-settings.beta.json") + "\n"),
        text);
    assertTrue(
        text.contains(
            "external context   " + launcher.resolveSibling("external-context.beta.json") + "\n"),
        text);
    assertTrue(text.contains("app id             beta-memory\n"), text);
    assertTrue(text.contains("credential         MEM0_KEY_BETA <missing>\n"), text);
    assertFalse(text.contains("alpha"), text);

    out.reset();
    assertEquals(0, run(launcher, caller, true, directory.resolve("srv/alpha")));
    JsonNode policy = JSON.readTree(out.toByteArray());
    assertEquals("alpha", policy.at("/repository/name").asText());
    assertEquals(directory.resolve("srv/alpha").toString(), policy.at("/repository/path").asText());
    assertEquals(directory.resolve("srv/alpha").toString(), policy.at("/paths/workspace").asText());
    assertEquals("alpha-memory", policy.at("/provider/appId").asText());
    assertEquals("MEM0_KEY_ALPHA", policy.at("/credential/env").asText());
    assertEquals("<set>", policy.at("/credential/status").asText());
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void outsideEveryRepositoryItRefusesListingThemAll() throws IOException {
    Path launcher = generateRepositories();
    for (Path here : List.of(directory.resolve("srv/alpha-old"), directory.resolve("srv"))) {
      err.reset();
      assertEquals(2, run(launcher, Map.of(), true, here));
      assertEquals("", out.toString(StandardCharsets.UTF_8));
      assertEquals(
          "qwen-managed: refused: the current directory is in none of the managed repositories;"
              + " start qwen-managed inside one of them: alpha ("
              + directory.resolve("srv/alpha")
              + "), beta ("
              + directory.resolve("srv/beta")
              + ")\n",
          err.toString(StandardCharsets.UTF_8));
    }
  }

  @Test
  void aOneWorkspaceInstallationNamesNoRepositoryAndIsTheSameEverywhere() throws IOException {
    Path launcher = generate("mem0-write", false);
    assertEquals(0, run(launcher, Map.of(), true, directory));
    JsonNode policy = JSON.readTree(out.toByteArray());
    assertTrue(policy.path("repository").isMissingNode(), policy::toString);
    assertEquals("/srv/repo", policy.at("/paths/workspace").asText());
    out.reset();
    assertEquals(0, run(launcher, Map.of(), false, directory));
    assertFalse(out.toString(StandardCharsets.UTF_8).contains("repository "));
  }

  @Test
  void showsWhatThePlanAllowsTheRepositoryToAddWithItsReasons() throws IOException {
    Path launcher =
        generate(
            "mem0-write",
            false,
            plan -> {
              ObjectNode block = plan.putObject("repositoryConfig");
              block.putArray("allow").addObject().put("kind", "hooks").put("reason", "lint");
              block
                  .putArray("allowFiles")
                  .addObject()
                  .put("path", ".qwen/agents/release.md")
                  .put("sha256", "a".repeat(64))
                  .put("reason", "release agent");
            });
    assertEquals(0, run(launcher, Map.of(), false));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(
        text.contains(
            "allowed by plan    hooks: repository hooks that cannot match the memory write tool"
                + " (lint)\n"),
        text);
    assertTrue(
        text.contains("                   .qwen/agents/release.md sha256 " + "a".repeat(64)), text);
    out.reset();
    assertEquals(0, run(launcher, Map.of(), true));
    JsonNode policy = JSON.readTree(out.toByteArray());
    assertEquals("hooks", policy.at("/repositoryAllows/kinds/0/kind").asText());
    assertEquals("release agent", policy.at("/repositoryAllows/files/0/reason").asText());
  }

  @Test
  void saysWhenThePlanAllowsNothingBeyondTheKitsRules() throws IOException {
    assertEquals(0, run(generate("mem0-write", false), Map.of(), false));
    assertTrue(
        out.toString(StandardCharsets.UTF_8)
            .contains("allowed by plan    nothing beyond the kit's rules\n"));
  }
}
