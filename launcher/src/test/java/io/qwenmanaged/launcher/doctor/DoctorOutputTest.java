package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.Diagnostic;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The two printed forms of a report: one line per check, or one JSON document. */
@Tag("unit")
class DoctorOutputTest {

  private static final Diagnostic MISSING = Diagnostic.io("$MEM0_API_KEY", "is not set or empty");

  private static final DoctorReport REPORT =
      new DoctorReport(
          List.of(
              new DoctorLine(DoctorLine.Status.OK, "policy files", "", List.of()),
              new DoctorLine(DoctorLine.Status.FAIL, "credential", "1 problem", List.of(MISSING)),
              new DoctorLine(DoctorLine.Status.WARN, "repository .env", "sets A", List.of())));

  @Test
  void humanFormIsOneLinePerCheckWithProblemsIndentedBelow() {
    assertEquals(
        "ok   policy files\n"
            + "FAIL credential: 1 problem\n"
            + "     $MEM0_API_KEY: error: is not set or empty\n"
            + "warn repository .env: sets A\n",
        DoctorReports.human(REPORT).replace(System.lineSeparator(), "\n"));
  }

  @Test
  void jsonFormHasTheSameLinesInAFixedKeyOrder() throws Exception {
    JsonNode document = new ObjectMapper().readTree(DoctorReports.json(REPORT));
    assertEquals(List.of("ok", "lines"), names(document));
    assertEquals(false, document.get("ok").booleanValue());
    JsonNode failed = document.get("lines").get(1);
    assertEquals(List.of("status", "check", "reason", "problems"), names(failed));
    assertEquals("fail", failed.get("status").textValue());
    assertEquals("credential", failed.get("check").textValue());
    JsonNode problem = failed.get("problems").get(0);
    assertEquals(List.of("file", "pointer", "message", "kind", "line"), names(problem));
    assertEquals("io", problem.get("kind").textValue());
    assertEquals(MISSING.render(), problem.get("line").textValue());
    assertEquals("warn", document.get("lines").get(2).get("status").textValue());
    assertEquals(3, document.get("lines").size());
  }

  @Test
  void aReportWithoutFailuresIsOkAndHasNoProblemsEvenWithWarnings() throws Exception {
    DoctorReport report = new DoctorReport(List.of(REPORT.lines().get(0), REPORT.lines().get(2)));
    assertEquals(List.of(), report.problems());
    assertEquals(
        true, new ObjectMapper().readTree(DoctorReports.json(report)).get("ok").booleanValue());
  }

  @Test
  void onlyAFailLineCarriesProblems() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new DoctorLine(DoctorLine.Status.FAIL, "x", "y", List.of()));
    assertThrows(
        IllegalArgumentException.class,
        () -> new DoctorLine(DoctorLine.Status.WARN, "x", "y", List.of(MISSING)));
  }

  private static List<String> names(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.properties().forEach(property -> names.add(property.getKey()));
    return names;
  }
}
