package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.Utf8Locale;
import io.qwenmanaged.tests.e2e.harness.ApprovedWrite;
import io.qwenmanaged.tests.e2e.harness.EnvSource;
import io.qwenmanaged.tests.e2e.harness.HostileVariables;
import io.qwenmanaged.tests.e2e.harness.MemoryWrites;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.SharedKits;
import io.qwenmanaged.tests.e2e.harness.ToolCallPlan;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A repository that sets the variables the JVM, the dynamic loader and bash read — from its {@code
 * .env}, its {@code .qwen/.env} or the {@code env} block of its {@code .qwen/settings.json}, none
 * of which the managed Qwen loads — cannot change how the kit's hook and MCP server start: the MCP
 * server still offers both tools, the content dialog still appears (also in YOLO mode, where it is
 * the only gate), rejecting it sends nothing, approving it sends exactly one request, neither JVM
 * receives a variable of any group, and no trace-prompt command runs.
 */
@Tag("e2e")
@ExtendWith(SharedKits.class)
class HostileRepositoryEnvironmentE2eTest {

  /**
   * One session per source, its repository file setting every group at once. A group that got
   * through would show whatever the others do, and none can hide another: the recording {@code
   * java} (a {@code /bin/sh} script, which none of the values stops) writes the variables the MCP
   * server's start received before its JVM runs, so any value that reached it is seen there; a
   * value that broke a start would leave no MCP server recorded, or no hook JVM and no content
   * dialog; and the shell group's trace prompt would leave its marker unless the hook's bash did
   * not start at all, which fails on the missing dialog. No value of one group undoes what
   * another's would do.
   */
  @ParameterizedTest(name = "{0}")
  @EnumSource(EnvSource.class)
  void inYoloModeTheContentDialogStillGuardsEveryWrite(EnvSource source) {
    String name = "hostile-env-" + source.name().toLowerCase();
    try (QwenSession qwen = QwenSession.start(everyGroup(name, source).withYoloOffered())) {
      assertBothToolsOffered(qwen);
      qwen.shiftTabTo(QwenScreens.FOOTER_AUTO_EDIT, "auto-edit");
      qwen.shiftTabTo(QwenScreens.FOOTER_AUTO, "auto");
      qwen.shiftTabTo(QwenScreens.FOOTER_YOLO, "yolo");

      String rejected = "Rejected note " + qwen.nonce();
      qwen.model()
          .script()
          .on("Forget-me " + qwen.nonce(), ToolCallPlan.rememberViaBridge(rejected));
      qwen.submit("Forget-me " + qwen.nonce());
      String first = qwen.awaitDialog("hook-dialog-rejected", QwenScreens.HOOK_DIALOG_TITLE);
      assertTrue(first.contains("\"" + rejected + "\""), first);
      qwen.rejectDialog();
      MemoryWrites.assertNothingSent(qwen);

      String approved = "Approved note " + qwen.nonce();
      qwen.model().script().on("Keep-me " + qwen.nonce(), ToolCallPlan.rememberViaBridge(approved));
      qwen.submit("Keep-me " + qwen.nonce());
      String second = qwen.awaitDialog("hook-dialog-approved", QwenScreens.HOOK_DIALOG_TITLE);
      assertTrue(second.contains("\"" + approved + "\""), second);
      assertFalse(second.contains(QwenScreens.QWEN_MCP_DIALOG), second);
      assertEquals(List.of(), qwen.mem0().calls(), "nothing is sent before approval");
      qwen.press("Enter");
      qwen.awaitText("model-answered", qwen.model().script().afterToolResult());
      MemoryWrites.assertExactlyOneAdd(qwen, approved);

      for (HostileVariables group : HostileVariables.values()) {
        assertNoVariableReachedAJvm(qwen, group);
      }
    }
  }

  @Test
  void inDefaultModeBothDialogsStillGuardTheWrite() {
    try (QwenSession qwen =
        QwenSession.start(everyGroup("hostile-env-default-mode", EnvSource.DOT_ENV))) {
      assertBothToolsOffered(qwen);
      qwen.awaitText("default-mode", QwenScreens.FOOTER_DEFAULT);
      ApprovedWrite.run(qwen, "Remember the env note " + qwen.nonce(), "Env note " + qwen.nonce());
      for (HostileVariables group : HostileVariables.values()) {
        assertNoVariableReachedAJvm(qwen, group);
      }
    }
  }

  /**
   * {@code LD_SHOW_AUXV} makes the dynamic loader print to stdout as soon as any program starts,
   * the bash that runs the hook included, so Qwen could not read the hook's answer (and would let
   * the write through: measured). The managed Qwen no longer loads a repository's {@code .env}, so
   * the variable never reaches the session: even in YOLO mode the write gets the content dialog,
   * and the hook's own block for the variable (kept as defence in depth) never has to act.
   */
  @Test
  void aRepositoryEnvFileThatWouldMakeProgramsPrintTheirAuxiliaryVectorDoesNotReachTheSession() {
    Scenario scenario =
        EnvSource.QWEN_DOT_ENV
            .supply(Scenario.write("hostile-env-show-auxv"), Map.of("LD_SHOW_AUXV", "1"))
            .withYoloOffered();
    try (QwenSession qwen = QwenSession.start(scenario)) {
      qwen.shiftTabTo(QwenScreens.FOOTER_AUTO_EDIT, "auto-edit");
      qwen.shiftTabTo(QwenScreens.FOOTER_AUTO, "auto");
      qwen.shiftTabTo(QwenScreens.FOOTER_YOLO, "yolo");
      String note = "Auxv note " + qwen.nonce();
      String prompt = "Remember the auxv note " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.rememberViaBridge(note));
      qwen.submit(prompt);
      String dialog = qwen.awaitDialog("content-dialog", QwenScreens.HOOK_DIALOG_TITLE);
      assertTrue(dialog.contains("\"" + note + "\""), dialog);
      assertFalse(dialog.contains(AUXV_BLOCKED_ON_SCREEN), dialog);
      qwen.rejectDialog();
      MemoryWrites.assertNothingSent(qwen);
    }
  }

  /** The start of the hook command's block reason, as Qwen shows it. */
  private static final String AUXV_BLOCKED_ON_SCREEN = "LD_SHOW_AUXV is set";

  /** A scenario whose repository sets every group's variables from {@code source}. */
  private static Scenario everyGroup(String name, EnvSource source) {
    Scenario scenario = Scenario.write(name);
    Map<String, String> all = new LinkedHashMap<>();
    for (HostileVariables group : HostileVariables.values()) {
      all.putAll(group.variables());
      for (Map.Entry<String, String> file : group.files().entrySet()) {
        scenario = scenario.withWorkspaceFile(file.getKey(), file.getValue());
      }
    }
    return source.supply(scenario, all);
  }

  private static void assertBothToolsOffered(QwenSession qwen) {
    assertEquals(
        Optional.of(List.of("context_search", "context_remember")), qwen.mcp().listedTools());
  }

  /**
   * Neither the MCP server's nor the hook's JVM received a value of {@code group} (the kit's own
   * forced values, such as bash's default {@code SHELLOPTS}, may stand under the same names), the
   * hook's JVM received nothing but its shell's {@code PWD} and the kit's UTF-8 locale, and no
   * trace prompt ran a command in the workspace.
   */
  private static void assertNoVariableReachedAJvm(QwenSession qwen, HostileVariables group) {
    List<Map<String, String>> servers = qwen.javaStarts().mcpServer();
    assertEquals(1, servers.size(), "MCP server starts");
    group
        .variables()
        .forEach(
            (name, value) ->
                assertNotEquals(
                    value, servers.get(0).get(name), name + " reached the MCP server's JVM"));
    List<Map<String, String>> hooks = qwen.javaStarts().hook();
    assertFalse(hooks.isEmpty(), "the hook's JVM was never started");
    for (Map<String, String> hook : hooks) {
      assertEquals(
          Set.of("PWD", "LC_ALL"),
          hook.keySet(),
          "the hook's JVM got more than its shell's PWD and the kit's locale");
      assertEquals(Utf8Locale.NAME, hook.get("LC_ALL"), "the hook's locale");
    }
    assertFalse(
        Files.exists(qwen.workspace().resolve(HostileVariables.MARKER)),
        "a trace prompt ran a command while starting the hook");
  }
}
