package io.qwenmanaged.tests.qwen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.rules.QwenSettingsTable;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The settings drift guard's comparison, on a schema and a classification made for the purpose. */
@Tag("unit")
class SettingsCoverageTest {

  private static final QwenSettingsTable TABLE =
      QwenSettingsTable.parse("proxy\tignored\tproxy\nui.theme\tallowed\tcolours\n");

  @Test
  void aClassificationOfEveryPathHasNoProblem() {
    assertEquals(List.of(), SettingsCoverage.problems(List.of("ui.theme", "proxy"), TABLE));
  }

  @Test
  void namesASettingTheClassificationMisses() {
    assertEquals(
        List.of(
            "ui.vimMode: a setting of the pinned Qwen that qwen-settings.tsv does not classify"),
        SettingsCoverage.problems(List.of("proxy", "ui.theme", "ui.vimMode"), TABLE));
  }

  @Test
  void namesAClassifiedPathTheSchemaNoLongerHas() {
    assertEquals(
        List.of("proxy: classified in qwen-settings.tsv but not a setting of the pinned Qwen"),
        SettingsCoverage.problems(List.of("ui.theme"), TABLE));
  }
}
