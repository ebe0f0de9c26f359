package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.qwenconfig.Ignored;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Doctor's lines about the repository's own Qwen configuration: one {@code warn} per element the
 * managed Qwen ignores, with why; an allowed one with the administrator's reason and the honest
 * note that Qwen ignores it all the same.
 */
@Tag("unit")
class ConfigurationLinesTest {

  @Test
  void eachIgnoredElementIsAWarningWithItsReason() {
    Ignored proxy =
        new Ignored(
            "/r/.qwen/settings.json", "/proxy", "proxy", "Qwen ignores proxy: x", Optional.empty());
    assertEquals(
        List.of(
            DoctorLine.warn(
                "repository configuration ignored",
                "/r/.qwen/settings.json:/proxy: Qwen ignores proxy: x")),
        ConfigurationLines.repository(List.of(proxy)));
  }

  @Test
  void anAllowedElementCarriesTheAdministratorsReasonAndStaysIgnored() {
    Ignored hook =
        new Ignored(
            "/r/.qwen/settings.json",
            "/hooks/Stop",
            "hooks",
            "Qwen ignores hooks.Stop: hooks",
            Optional.of("the kind \"hooks\" (reviewed)"));
    assertEquals(
        List.of(
            DoctorLine.warn(
                "repository configuration allowed",
                "/r/.qwen/settings.json:/hooks/Stop: Qwen ignores hooks.Stop: hooks — allowed by"
                    + " the kind \"hooks\" (reviewed), but the managed Qwen still ignores it")),
        ConfigurationLines.repository(List.of(hook)));
  }
}
