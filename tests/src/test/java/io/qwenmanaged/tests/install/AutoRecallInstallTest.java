package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A plan that turns auto-recall on for one of two repositories, installed from the unpacked
 * distribution: only that repository gets the version 2 file and the prompt hook, both listed in
 * the manifest and checked by {@code verify}; the installed hook command, run as Qwen runs it,
 * searches that repository's memory; a read-only rollback keeps it; a changed recall file is
 * refused.
 */
@Tag("jar")
class AutoRecallInstallTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String RECALL_FILE = "external-context-recall.alpha.json";
  private static final String HOOK_NAME = "external-context-auto-recall";
  private static final String ALPHA_KEY = "alpha-recall-key-91c2";

  private static UnpackedKit kit;

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();

  @BeforeAll
  static void unpack() {
    kit = UnpackedKit.unpack();
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void onlyTheRepositoryThatAsksGetsTheRecallFileAndHookAndVerifyChecksThem() {
    Site site = kit.newSite();
    String id = installed(site, "mem0-write");

    Path config = site.configGeneration(id);
    assertTrue(Files.isRegularFile(config.resolve(RECALL_FILE)));
    assertFalse(Files.exists(config.resolve("external-context-recall.beta.json")));
    assertTrue(site.manifest(id).containsKey(config.resolve(RECALL_FILE).toString()));
    JsonNode recall = Site.read(config.resolve(RECALL_FILE));
    assertEquals(2, recall.path("version").asInt());
    assertEquals(
        site.repository("alpha").toString(), recall.at("/autoRecall/repositoryRoot").asText());
    assertEquals(3000, recall.at("/autoRecall/timeoutMs").asInt());
    assertFalse(recall.has("write"), recall.toString());
    assertEquals(HOOK_NAME, recallHook(config, "alpha").path("name").asText());
    assertTrue(
        Site.read(config.resolve("system-settings.beta.json"))
            .at("/hooks/UserPromptSubmit")
            .isMissingNode());

    Outcome verify = site.verify();

    assertEquals(0, verify.exitCode(), verify.toString());
  }

  @Test
  void theInstalledHookCommandSearchesTheRepositorysMemoryWithThePrompt() throws IOException {
    Site site = kit.newSite();
    String id = installed(site, "mem0-read-only");
    mem0.setSearchResults("[{\"id\":\"m1\",\"memory\":\"Deploys go out on Tuesdays.\"}]");
    String command = recallHook(site.configGeneration(id), "alpha").path("command").asText();

    Outcome inside = runHook(site, command, site.repository("alpha"), "when do we deploy?");
    Outcome outside = runHook(site, command, site.root(), "when do we deploy?");

    assertEquals(0, inside.exitCode(), inside.toString());
    assertEquals("", inside.stderr(), inside.toString());
    JsonNode answer = JSON.readTree(inside.stdout());
    assertEquals("UserPromptSubmit", answer.at("/hookSpecificOutput/hookEventName").asText());
    assertTrue(
        answer.at("/hookSpecificOutput/additionalContext").asText().contains("Deploys go out"),
        inside.toString());
    assertEquals("{}\n", outside.stdout(), outside.toString());
    assertEquals(1, mem0.searchCalls().size(), "one search, none for the session elsewhere");
    String body = mem0.searchCalls().get(0).bodyText();
    assertEquals("when do we deploy?", JSON.readTree(body).path("query").asText());
    assertTrue(body.contains("alpha-memory"), body);
  }

  @Test
  void aReadOnlyRollbackKeepsAutoRecall() {
    Site site = kit.newSite();
    String writing = installed(site, "mem0-write");

    Outcome back = site.rollback("read-only");

    assertEquals(0, back.exitCode(), back.toString());
    String id = Healthy.current(site, "after rollback --to read-only");
    assertNotEquals(writing, id);
    Path config = site.configGeneration(id);
    assertTrue(Files.isRegularFile(config.resolve(RECALL_FILE)));
    assertEquals(HOOK_NAME, recallHook(config, "alpha").path("name").asText());
    Outcome verify = site.verify();
    assertEquals(0, verify.exitCode(), verify.toString());
  }

  @Test
  void aChangedRecallFileIsRefusedByVerifyNamingIt() throws IOException {
    Site site = kit.newSite();
    String id = installed(site, "mem0-read-only");
    Path recall = site.configGeneration(id).resolve(RECALL_FILE);
    ObjectNode changed = (ObjectNode) Site.read(recall);
    ((ObjectNode) changed.get("autoRecall")).put("timeoutMs", 3001);
    Files.writeString(recall, changed.toString(), StandardCharsets.UTF_8);

    Outcome verify = site.verify();

    assertNotEquals(0, verify.exitCode(), verify.toString());
    assertTrue(verify.stderr().contains(recall.toString()), verify.toString());
    verify.assertNoStackTrace();
  }

  /** Installs two repositories, auto-recall on for {@code alpha} only, against the fake Mem0. */
  private String installed(Site site, String profile) {
    ObjectNode plan = Plans.withRepositories(site, profile, List.of("alpha", "beta"));
    ObjectNode alpha = (ObjectNode) plan.get("repositories").get(0);
    ((ObjectNode) alpha.get("provider")).put("baseUrl", mem0.baseUrl().toString());
    alpha.putObject("autoRecall").put("enabled", true).put("timeoutMs", 3000);
    Outcome install = site.install(site.writePlan("recall.json", plan));
    assertEquals(0, install.exitCode(), install.toString());
    return Healthy.current(site, "after installing recall.json");
  }

  private static JsonNode recallHook(Path config, String repository) {
    JsonNode entries =
        Site.read(config.resolve("system-settings." + repository + ".json"))
            .at("/hooks/UserPromptSubmit");
    assertEquals(1, entries.size(), entries.toString());
    assertEquals("*", entries.get(0).path("matcher").asText());
    return entries.get(0).at("/hooks/0");
  }

  /**
   * Runs the generated hook command as Qwen does on POSIX ({@code bash -c}), the event on stdin.
   */
  private static Outcome runHook(Site site, String command, Path cwd, String prompt)
      throws IOException {
    Path input = Files.createTempFile(site.root(), "prompt", ".json");
    ObjectNode event =
        JSON.createObjectNode()
            .put("hook_event_name", "UserPromptSubmit")
            .put("submitted_prompt", prompt)
            .put("cwd", cwd.toString());
    Files.writeString(input, event.toString(), StandardCharsets.UTF_8);
    Map<String, String> env =
        Map.of("PATH", "/usr/bin:/bin", Plans.credentialEnv("alpha"), ALPHA_KEY);
    return kit.commands().run(List.of("/bin/bash", "-c", command + " < '" + input + "'"), env);
  }
}
