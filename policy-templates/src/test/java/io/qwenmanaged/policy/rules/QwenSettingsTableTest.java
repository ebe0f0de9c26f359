package io.qwenmanaged.policy.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The kit's classification of Qwen's settings: the allowlist it gives and how it explains it. */
@Tag("unit")
class QwenSettingsTableTest {

  private static final QwenSettingsTable KIT = QwenSettingsTable.kit();

  @Test
  void theAllowlistIsSortedAndHoldsLookAndFeel() {
    List<String> allowlist = KIT.allowlist();

    assertEquals(allowlist.stream().sorted().toList(), allowlist);
    assertTrue(allowlist.containsAll(List.of("general.vimMode", "ui.theme", "ui.hideBanner")));
  }

  @Test
  void nothingThatTouchesTrustIsOnTheAllowlist() {
    List<String> trusted =
        List.of(
            "permissions",
            "proxy",
            "env",
            "mcpServers",
            "mcp",
            "tools",
            "hooks",
            "disableAllHooks",
            "security",
            "advanced",
            "telemetry",
            "privacy",
            "experimental",
            "serve",
            "channels",
            "agents",
            "skills",
            "memory",
            "slashCommands",
            "policy",
            "outboundCorrelation",
            "modelProviders",
            "providerProtocol",
            "worktree",
            "omni",
            "artifact",
            "plansDirectory",
            "model.baseUrl",
            "model.generationConfig",
            "model.name",
            "context.includeDirectories",
            "context.fileName",
            "dualOutput");
    // The one exception below an ignored section: which sign-in the developer chose (its key and
    // endpoint, the other keys of security.auth, stay ignored).
    Set<String> exceptions = Set.of("security.auth.selectedType");
    for (String path : KIT.allowlist()) {
      for (String refused : trusted) {
        if (exceptions.contains(path)) {
          continue;
        }
        assertFalse(path.equals(refused) || path.startsWith(refused + "."), path);
      }
    }
  }

  @Test
  void everySettingHasAReason() {
    assertFalse(KIT.settings().isEmpty());
    KIT.settings().forEach(setting -> assertFalse(setting.reason().isBlank(), setting.path()));
  }

  @Test
  void aKeyBelowAClassifiedSettingTakesItsVerdict() {
    assertEquals(
        Optional.of(new QwenSetting("ui.history", true, "display of history")),
        KIT.classify("ui.history.collapseOnResume"));
    assertEquals("proxy", KIT.classify("proxy").orElseThrow().path());
    assertEquals("telemetry", KIT.classify("telemetry.enabled").orElseThrow().path());
  }

  @Test
  void explainsWhyAnIgnoredSettingIsIgnored() {
    assertEquals(
        "permissions.allow: ignored (permission rules)",
        KIT.classify("permissions.allow").orElseThrow().describe());
  }

  @Test
  void anUnknownPathOrABareSectionHasNoVerdictOfItsOwn() {
    assertEquals(Optional.empty(), KIT.classify("notASetting"));
    assertEquals(Optional.empty(), KIT.classify("ui"));
    assertEquals(Optional.empty(), KIT.classify("ui.notASetting"));
  }

  @Test
  void readsNotesVerdictsAndReasons() {
    QwenSettingsTable table =
        QwenSettingsTable.parse(
            "# a note\n\nui.theme\tallowed\tcolours\nenv\tignored\tvariables\n");

    assertEquals(List.of("ui.theme"), table.allowlist());
    assertEquals(
        List.of(
            new QwenSetting("ui.theme", true, "colours"),
            new QwenSetting("env", false, "variables")),
        table.settings());
  }

  @Test
  void aMalformedLineIsNamedByItsNumber() {
    assertEquals(
        "qwen-settings.tsv line 2: the verdict must be allowed or ignored",
        assertThrows(
                IllegalStateException.class,
                () -> QwenSettingsTable.parse("env\tignored\tvariables\nui.theme\tmaybe\tcolours"))
            .getMessage());
    assertEquals(
        "qwen-settings.tsv line 2: env is classified twice",
        assertThrows(
                IllegalStateException.class,
                () -> QwenSettingsTable.parse("env\tignored\ta\nenv\tignored\tb"))
            .getMessage());
    assertThrows(IllegalStateException.class, () -> QwenSettingsTable.parse("a.b.c.d\tignored\tx"));
    assertThrows(IllegalStateException.class, () -> QwenSettingsTable.parse("env\tignored\t "));
    assertThrows(IllegalStateException.class, () -> QwenSettingsTable.parse("env ignored x"));
  }
}
