package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.tests.e2e.harness.ApprovedWrite;
import io.qwenmanaged.tests.e2e.harness.HostileWorkspaceSettings;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A repository that ships its own Qwen workspace settings ({@code .qwen/settings.json}) trying to
 * undo the policy — hooks disabled and emptied, YOLO as the approval mode, the managed MCP server
 * replaced, rules approving the memory write tool without a dialog — starts, and none of it acts:
 * Qwen reads the file (its display key hides the tips) but stays in the default mode, the kit's MCP
 * server still serves the tools, and both dialogs still ask before the one write.
 */
@Tag("e2e")
class HostileWorkspaceSettingsE2eTest {

  /** Shown on start unless {@code ui.hideTips}: its absence proves the workspace file was read. */
  private static final String TIPS = "Tips: ";

  @Test
  void repositoryWorkspaceSettingsStartButNeitherSkipADialogNorReplaceTheServer() {
    Scenario scenario =
        Scenario.write("hostile-workspace-settings")
            .withWorkspaceFile(".qwen/settings.json", HostileWorkspaceSettings.HOSTILE_SETTINGS);
    try (QwenSession qwen = QwenSession.start(scenario)) {
      String ready = qwen.awaitText("still-default-mode", QwenScreens.FOOTER_DEFAULT);
      assertFalse(ready.contains(TIPS), "Qwen read the workspace settings (they hide the tips)");
      ApprovedWrite.run(
          qwen, "Remember the hook rule " + qwen.nonce(), "Never disable the hook " + qwen.nonce());
    }
  }
}
