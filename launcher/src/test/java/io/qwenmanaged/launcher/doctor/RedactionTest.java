package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The doctor's report never shows the credential, and a placeholder too short to be a real key does
 * not mangle the report: it is warned about instead.
 */
@Tag("unit")
class RedactionTest {

  private static DoctorReport report(String reason) {
    return new DoctorReport(
        List.of(
            DoctorLine.ok("mcp server", reason),
            DoctorLine.fail(
                "hook", "1 problem", List.of(Diagnostic.policy("f", "", "said " + reason)))));
  }

  @Test
  void aRealKeyIsReplacedWhereverAChildPrintedIt() {
    String key = "m0-4c1f9e2b7a";
    DoctorReport scrubbed = Redaction.apply(report("lists context_search " + key), key);
    assertEquals("lists context_search <redacted>", scrubbed.lines().get(0).reason());
    assertEquals(
        "said lists context_search <redacted>",
        scrubbed.lines().get(1).problems().get(0).message());
  }

  @Test
  void aPlaceholderTooShortToBeAKeyLeavesTheReportIntactAndIsWarnedAbout() {
    DoctorReport scrubbed = Redaction.apply(report("lists context_search"), "x");
    assertEquals("lists context_search", scrubbed.lines().get(0).reason());
    DoctorLine warning = scrubbed.lines().get(2);
    assertEquals(DoctorLine.Status.WARN, warning.status());
    assertEquals(
        "is only 1 character long, too short to be a real key; set the real one to use the memory",
        warning.reason());
  }
}
