package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.tests.e2e.harness.ApprovedWrite;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.TestPlan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Mem0 key is never in real Qwen's environment: with auto-recall and writes on, one prompt is
 * searched by the recall hook and one approved write reaches Mem0, both carrying the key, while
 * Qwen's own {@code /proc/<pid>/environ} (read by each of the kit's JVMs as Qwen started it) and
 * every kit JVM's environment hold only the path of the session's credential file; after {@code
 * /quit} the file and its folder are gone.
 */
@Tag("e2e")
class KeyOutsideQwenE2eTest {

  @Test
  void qwenNeverHoldsTheKeyWhileRecallAndRememberUseIt() {
    ObjectNode overlay = JsonNodeFactory.instance.objectNode();
    overlay.putObject("autoRecall").put("enabled", true).put("timeoutMs", 3000);
    Scenario scenario = Scenario.write("key-outside-qwen").withPlanOverlay(overlay);
    try (QwenSession qwen = QwenSession.start(scenario)) {
      String key = qwen.mem0Key();
      ApprovedWrite.approve(qwen, "Remember this " + qwen.nonce(), "Key note " + qwen.nonce());
      assertEquals(1, qwen.mem0().searchCalls().size(), "the recall hook searched once");
      assertEquals(1, qwen.mem0().addCalls().size(), "one approved write");
      for (RecordedCall call : qwen.mem0().calls()) {
        assertEquals(List.of("Token " + key), call.header("authorization"), call.toString());
      }
      qwen.mem0().assertNoViolations();

      List<Map<String, String>> qwens = qwen.javaStarts().parents();
      assertFalse(qwens.isEmpty(), "no kit JVM recorded Qwen's environment");
      for (Map<String, String> environment : qwens) {
        assertKeyAbsent(environment, key);
      }
      for (Map<String, String> start : qwen.javaStarts().all()) {
        assertKeyAbsent(start, key);
      }
      Path file = Path.of(qwens.get(0).get(ManagedServer.CREDENTIAL_FILE_ENV));
      assertTrue(Files.isRegularFile(file), "the session's credential file is in place");

      qwen.submit("/quit");
      assertEquals(0, qwen.awaitExit(), qwen.screen());
      assertFalse(Files.exists(file), "the credential file outlived the session");
      assertFalse(Files.exists(file.getParent()), "its folder outlived the session");
    }
  }

  private static void assertKeyAbsent(Map<String, String> environment, String key) {
    assertFalse(environment.containsKey(TestPlan.MEM0_KEY_ENV), environment::toString);
    assertTrue(
        environment.values().stream().noneMatch(value -> value.contains(key)),
        "the key is in an environment");
  }
}
