package io.qwenmanaged.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one precedence between problem kinds, which both CLIs map to their exit codes: every
 * combination of kinds in a list, by its worst.
 */
@Tag("unit")
class DiagnosticKindTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "'', none",
    "POLICY, POLICY",
    "REFUSED, REFUSED",
    "IO, IO",
    "IO POLICY, POLICY",
    "POLICY IO, POLICY",
    "IO REFUSED, REFUSED",
    "REFUSED POLICY, POLICY",
    "IO REFUSED POLICY, POLICY",
    "IO IO, IO"
  })
  void theWorstKindOfAListDecides(String kinds, String worst) {
    List<Diagnostic> problems = new ArrayList<>();
    for (String kind : kinds.isBlank() ? new String[0] : kinds.split(" ")) {
      problems.add(new Diagnostic("f", "", "m", Diagnostic.Kind.valueOf(kind)));
    }
    Optional<Diagnostic.Kind> expected =
        worst.equals("none") ? Optional.empty() : Optional.of(Diagnostic.Kind.valueOf(worst));
    assertEquals(expected, Diagnostic.Kind.worst(problems));
  }

  @ParameterizedTest
  @CsvSource({"'', f: error: m", "/a/0, f:/a/0: error: m"})
  void aProblemWithTheWholeFileIsPrintedWithoutAnEmptyPointer(String pointer, String line) {
    assertEquals(line, Diagnostic.policy("f", pointer, "m").render());
  }
}
