package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reading a {@link DoctorReport} in tests (the launcher's own and the black-box doctor tests): its
 * lines by check, and both printed forms.
 */
public final class DoctorReports {

  private DoctorReports() {}

  public static String human(DoctorReport report) {
    return printed(report, false);
  }

  public static String json(DoctorReport report) {
    return printed(report, true);
  }

  private static String printed(DoctorReport report, boolean json) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DoctorOutput.print(report, json, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** The one line of {@code check}. */
  public static DoctorLine line(DoctorReport report, String check) {
    List<DoctorLine> found =
        report.lines().stream().filter(line -> line.check().equals(check)).toList();
    assertEquals(1, found.size(), () -> "one line for " + check + " in\n" + human(report));
    return found.get(0);
  }

  /** The checks of the report, in order. */
  public static List<String> checks(DoctorReport report) {
    return report.lines().stream().map(DoctorLine::check).toList();
  }

  /** Neither printed form contains {@code secret}. */
  public static void assertNeverShown(DoctorReport report, String secret) {
    assertFalse(human(report).contains(secret), () -> human(report));
    assertFalse(json(report).contains(secret), () -> json(report));
  }
}
