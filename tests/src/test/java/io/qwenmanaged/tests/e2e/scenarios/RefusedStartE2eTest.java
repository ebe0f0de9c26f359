package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.qwencli.FlagFamily;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.SharedKits;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What the launcher refuses in a real terminal is refused before Qwen Code starts: {@code
 * qwen-managed --yolo} typed in the pane, and a prompt piped into {@code qwen-managed} (Qwen would
 * run a headless turn without its dialogs). The refusal is on screen, the exit status is 2, and
 * nothing of a session ever ran: no JVM was started through the pinned java, no byte of MCP
 * traffic, no request to the model, nothing written to QWEN_HOME (the launcher creates Qwen's
 * runtime directory there only once every check has passed).
 */
@Tag("e2e")
@ExtendWith(SharedKits.class)
class RefusedStartE2eTest {

  @Test
  void yoloTypedAfterQwenManagedIsRefusedBeforeQwenStarts() {
    Scenario scenario = Scenario.write("refused-yolo").withArguments("--yolo");
    try (QwenSession qwen = QwenSession.open(scenario)) {
      assertEquals(2, qwen.awaitExit());
      qwen.awaitText(
          "refusal", "qwen-managed: '--yolo' is refused: it " + FlagFamily.YOLO.reason() + ".");
      assertNothingStarted(qwen);
    }
  }

  @Test
  void aPromptPipedIntoQwenManagedIsRefusedBeforeQwenStarts() {
    Scenario scenario = Scenario.write("refused-piped-stdin").withPipedStdin("hi");
    try (QwenSession qwen = QwenSession.open(scenario)) {
      assertEquals(2, qwen.awaitExit());
      qwen.awaitText(
          "refusal", "qwen-managed: refused: standard input and output must be a terminal");
      assertNothingStarted(qwen);
    }
  }

  /**
   * Nothing of a session ran: no JVM through the pinned java, no MCP traffic, no model or Mem0
   * request, nothing written to QWEN_HOME.
   */
  static void assertNothingStarted(QwenSession qwen) {
    assertEquals(List.of(), qwen.javaStarts().all(), "a JVM was started through the pinned java");
    assertTrue(qwen.mcp().isEmpty(), "an MCP server was started");
    assertEquals(List.of(), qwen.model().chatRequests(), "Qwen asked the model");
    assertEquals(Set.of("settings.json"), entries(qwen.qwenHome()), "QWEN_HOME was written");
    assertEquals(List.of(), qwen.mem0().calls(), "Mem0 was called");
  }

  private static Set<String> entries(Path directory) {
    try (Stream<Path> paths = Files.list(directory)) {
      return paths.map(path -> path.getFileName().toString()).collect(Collectors.toSet());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
