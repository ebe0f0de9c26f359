package io.qwenmanaged.launcher.start;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.qwenconfig.Ignored;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The one start line about what Qwen ignores of the repository's own configuration. */
@Tag("unit")
class IgnoredConfigurationLineTest {

  private static Ignored element(String label) {
    return new Ignored(
        "/r/.qwen/settings.json", "/" + label, label, "Qwen ignores it", Optional.empty());
  }

  @Test
  void aRepositoryThatAddsNothingQwenIgnoresGetsNoLine() {
    assertEquals(Optional.empty(), IgnoredConfigurationLine.of(List.of()));
  }

  @Test
  void theLineCountsTheElementsAndNamesTheirKindsOnce() {
    assertEquals(
        Optional.of(
            "qwen-managed: Qwen ignores 3 elements of this repository's Qwen configuration"
                + " (hooks, proxy); run qwen-managed doctor to see them"),
        IgnoredConfigurationLine.of(List.of(element("hooks"), element("hooks"), element("proxy"))));
  }

  @Test
  void beyondThreeKindsTheLineStopsNaming() {
    assertEquals(
        Optional.of(
            "qwen-managed: Qwen ignores 4 elements of this repository's Qwen configuration"
                + " (hooks, proxy, env, …); run qwen-managed doctor to see them"),
        IgnoredConfigurationLine.of(
            List.of(element("hooks"), element("proxy"), element("env"), element(".env"))));
  }

  @Test
  void oneElementIsSingular() {
    assertEquals(
        Optional.of(
            "qwen-managed: Qwen ignores 1 element of this repository's Qwen configuration"
                + " (.env); run qwen-managed doctor to see them"),
        IgnoredConfigurationLine.of(List.of(element(".env"))));
  }
}
