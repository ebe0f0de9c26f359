package io.qwenmanaged.tests.e2e.scenarios;

import static io.qwenmanaged.policy.model.KitFiles.externalContext;
import static io.qwenmanaged.policy.model.KitFiles.systemSettings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.tests.e2e.harness.ApprovedWrite;
import io.qwenmanaged.tests.e2e.harness.MemoryWrites;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.ScenarioFiles;
import io.qwenmanaged.tests.e2e.harness.SharedKits;
import io.qwenmanaged.tests.e2e.harness.TestPlan;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * One installation for two repositories, {@code alpha} and {@code beta}, each bound to its own Mem0
 * app id and its own credential variable (with different keys), both at the same fake Mem0. Typed
 * below alpha's root, {@code qwen-managed} starts Qwen Code in alpha's root with alpha's policy
 * files and key, and an approved write reaches Mem0 with alpha's app id and key only; typed in
 * beta's root, beta's; exactly those two writes reach Mem0. Typed outside both, it is refused with
 * exit 2, naming both repositories with their paths, before anything starts.
 */
@Tag("e2e")
@ExtendWith(SharedKits.class)
class SeveralRepositoriesE2eTest {

  private static final String ALPHA = "alpha";
  private static final String BETA = "beta";
  private static final List<String> BOTH = List.of(ALPHA, BETA);
  private static final String REFUSAL =
      "qwen-managed: refused: the current directory is in none of the managed"
          + " repositories; start qwen-managed inside one of them: ";
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void eachRepositoryWritesToItsOwnMemoryWithItsOwnKey() {
    Scenario scenario =
        Scenario.write("repositories-write")
            .withRepositories(ALPHA, BETA)
            .startingIn(inRepository(ALPHA, "src/deep"));
    try (QwenSession qwen = QwenSession.start(scenario)) {
      qwen.awaitText("alpha-project", QwenScreens.projectName(ALPHA));
      String alphaNote = "Alpha note " + qwen.nonce();
      ApprovedWrite.approve(qwen, "Remember for alpha " + qwen.nonce(), alphaNote);
      List<RecordedCall> afterAlpha = qwen.mem0().calls();
      assertEquals(1, afterAlpha.size(), () -> "Mem0 requests: " + afterAlpha);
      assertWrite(qwen, afterAlpha.get(0), alphaNote, ALPHA);

      qwen.restartIn(inRepository(BETA, ""));
      qwen.awaitText("beta-project", QwenScreens.projectName(BETA));
      String betaNote = "Beta note " + qwen.nonce();
      ApprovedWrite.approve(qwen, "Remember for beta " + qwen.nonce(), betaNote);
      List<RecordedCall> calls = qwen.mem0().calls();
      assertEquals(2, calls.size(), () -> "Mem0 requests: " + calls);
      assertWrite(qwen, calls.get(0), alphaNote, ALPHA);
      assertWrite(qwen, calls.get(1), betaNote, BETA);
      qwen.mem0().assertNoViolations();
      assertModelToldAcceptedTwice(qwen);
      assertEachServerStartedForItsRepository(qwen);
    }
  }

  @Test
  void outsideEveryRepositoryTheStartIsRefusedNamingThem() {
    Scenario scenario = Scenario.write("repositories-outside").withRepositories(ALPHA, BETA);
    try (QwenSession qwen = QwenSession.open(scenario)) {
      assertEquals(2, qwen.awaitExit());
      String listed =
          ALPHA + " (" + qwen.repository(ALPHA) + "), " + BETA + " (" + qwen.repository(BETA) + ")";
      qwen.awaitUnwrappedText("refusal", REFUSAL + listed);
      RefusedStartE2eTest.assertNothingStarted(qwen);
    }
  }

  /** {@code below} (empty: the root) in the repository {@code name}, for {@code startingIn}. */
  private static String inRepository(String name, String below) {
    return ScenarioFiles.REPOSITORIES + "/" + name + (below.isEmpty() ? "" : "/" + below);
  }

  /** {@code call} is the add of {@code content} to {@code repository}'s app id with its key. */
  private static void assertWrite(
      QwenSession qwen, RecordedCall call, String content, String repository) {
    MemoryWrites.assertAdd(call, content, TestPlan.appId(repository), qwen.mem0Key(repository));
  }

  /**
   * The model received two tool results, each {@code accepted} with the operation id the fake Mem0
   * issued for that add, in order.
   */
  private static void assertModelToldAcceptedTwice(QwenSession qwen) {
    List<String> operations = new ArrayList<>();
    for (String text : qwen.model().toolResults().values()) {
      JsonNode result = json(text);
      assertEquals("accepted", result.path("status").asText(), text);
      operations.add(result.path("providerOperationId").asText());
    }
    assertEquals(qwen.mem0().issuedEventIds(), operations);
  }

  /**
   * The MCP server was started twice, once per repository: in that repository's root, from that
   * repository's system settings and external-context configuration, with the path of its session
   * credential file and no credential variable at all (neither its own, nor another repository's,
   * nor the one-workspace plan's).
   */
  private static void assertEachServerStartedForItsRepository(QwenSession qwen) {
    List<Map<String, String>> servers = qwen.javaStarts().mcpServer();
    assertEquals(2, servers.size(), "MCP server starts");
    for (String repository : BOTH) {
      String configFile = installed(qwen, externalContext(Optional.of(repository)));
      Map<String, String> server =
          servers.stream()
              .filter(env -> configFile.equals(env.get("QWEN_EXTERNAL_CONTEXT_CONFIG")))
              .findFirst()
              .orElseThrow(() -> new AssertionError("no MCP server read " + configFile));
      assertEquals(
          installed(qwen, systemSettings(Optional.of(repository))),
          server.get("QWEN_CODE_SYSTEM_SETTINGS_PATH"));
      assertEquals(qwen.repository(repository).toString(), server.get("PWD"));
      assertFalse(
          server.containsKey(TestPlan.keyEnv(repository)),
          () -> repository + "'s key variable reached its MCP server; only the file's path may");
      assertTrue(server.containsKey(ManagedServer.CREDENTIAL_FILE_ENV), server::toString);
      assertFalse(server.containsValue(qwen.mem0Key(repository)), "the key is in the environment");
      for (String other : BOTH) {
        if (!other.equals(repository)) {
          assertFalse(
              server.containsKey(TestPlan.keyEnv(other)),
              () -> other + "'s key reached " + repository + "'s MCP server");
        }
      }
      assertFalse(server.containsKey(TestPlan.MEM0_KEY_ENV), TestPlan.MEM0_KEY_ENV + " passed");
    }
  }

  /** The path of the installed policy file {@code name}. */
  private static String installed(QwenSession qwen, String name) {
    return qwen.policy().policyFile(name).toString();
  }

  private static JsonNode json(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
