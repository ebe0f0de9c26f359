package io.qwenmanaged.tests.qwen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.rules.QwenSettingsTable;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kit's classification of Qwen's settings ({@link QwenSettingsTable}) covers exactly the pinned
 * Qwen's own settings schema, so a new Qwen version cannot bring a setting that the managed Qwen
 * merges from a repository or user file, or drops, without a review.
 */
@Tag("e2e")
class QwenSettingsDriftTest {

  @TempDir Path home;

  @Test
  void theClassificationCoversExactlyThePinnedQwensSettings() throws Exception {
    List<String> paths = PinnedQwen.of(home).script(SettingsCoverage.SCHEMA_PATHS).lines().toList();

    assertTrue(paths.contains("ui.theme"), "no setting read from Qwen's schema: " + paths);
    assertEquals(List.of(), SettingsCoverage.problems(paths, QwenSettingsTable.kit()));
  }
}
