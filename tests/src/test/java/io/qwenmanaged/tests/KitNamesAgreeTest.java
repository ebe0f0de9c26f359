package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.ManagedServer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The hook jar depends on nothing, so it carries its own copy of the write tool's qualified name;
 * the generated hook matcher and ask rule use {@link ManagedServer#REMEMBER}. Run the built hook
 * with that name: it must confirm the write (ask), not pass the request through as another tool's.
 */
@Tag("jar")
class KitNamesAgreeTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theHookConfirmsTheToolNameThePolicyUses() throws Exception {
    ObjectNode request = JSON.createObjectNode();
    request.put("hook_event_name", "PreToolUse");
    request.put("tool_name", ManagedServer.REMEMBER);
    request.put("permission_mode", "default");
    request.putObject("tool_input").put("content", "Names agree");

    JsonNode decision =
        HookDecisions.assertOneDecision(
            JarRunner.runHook(JSON.writeValueAsString(request).getBytes(StandardCharsets.UTF_8)));

    assertEquals(
        "ask", decision.at("/hookSpecificOutput/permissionDecision").asText(), decision.toString());
  }
}
