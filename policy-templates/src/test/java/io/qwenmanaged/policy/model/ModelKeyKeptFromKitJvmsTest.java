package io.qwenmanaged.policy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The governed model's key is for Qwen alone: the pinned {@code env} removes it before the MCP
 * server's and the auto-recall hook's JVMs start, and the Windows auto-recall hook removes it too.
 * Without a governed model the commands stay as they were.
 */
@Tag("unit")
class ModelKeyKeptFromKitJvmsTest {

  private static KitStartCommands posix(boolean modelKey) {
    return new KitStartCommands(
        Platform.POSIX,
        Optional.of("/usr/bin/env"),
        "/opt/kit/jre/bin/java",
        "/opt/kit/lib/mcp-server.jar",
        "/opt/kit/lib/hook.jar",
        List.of(),
        false,
        modelKey,
        Optional.empty());
  }

  @Test
  void theMcpServersRemovedVariablesHoldTheModelKeyWhenAModelIsGoverned() {
    assertTrue(
        JvmStartVariables.removedForMcpServer(List.of(), true).contains(ModelEndpoint.API_KEY_ENV));
    List<String> args = posix(true).mcpServerArgs();
    int at = args.indexOf(ModelEndpoint.API_KEY_ENV);
    assertEquals("-u", args.get(at - 1));
  }

  @Test
  void theAutoRecallHookRemovesTheModelKeyOnBothPlatforms() {
    assertTrue(
        posix(true).autoRecallCommand("/etc/kit/recall.json").contains(ModelEndpoint.API_KEY_ENV));
    assertTrue(
        JvmStartVariables.removedOnWindows(List.of(), true).contains(ModelEndpoint.API_KEY_ENV));
  }

  @Test
  void withoutAGovernedModelTheCommandsAreUnchanged() {
    assertEquals(
        JvmStartVariables.removedForMcpServer(List.of()),
        JvmStartVariables.removedForMcpServer(List.of(), false));
    assertFalse(posix(false).mcpServerArgs().contains(ModelEndpoint.API_KEY_ENV));
  }
}
