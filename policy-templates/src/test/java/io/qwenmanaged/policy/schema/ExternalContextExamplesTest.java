package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every example file is judged as its folder says, with problems at the expected pointers. */
@Tag("unit")
class ExternalContextExamplesTest {

  static Stream<Path> validExamples() {
    return Stream.concat(Examples.files("v1/valid").stream(), Examples.files("v2/valid").stream());
  }

  static Stream<Path> invalidExamples() {
    return Stream.concat(
        Examples.files("v1/invalid").stream(), Examples.files("v2/invalid").stream());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("validExamples")
  void acceptsValidExample(Path file) {
    assertEquals(List.of(), ExternalContextRules.check(Examples.parse(file), "config.json"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidExamples")
  void reportsInvalidExampleAtItsExpectedPointers(Path file) {
    String folder = file.getParent().getParent().getFileName() + "/invalid";
    List<String> expected = Examples.expectedPointers(folder).get(file.getFileName().toString());
    List<Diagnostic> diagnostics = ExternalContextRules.check(Examples.parse(file), "config.json");
    assertEquals(
        expected,
        diagnostics.stream().map(Diagnostic::pointer).distinct().sorted().toList(),
        diagnostics.toString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidExamples")
  void neverQuotesTheDocumentsValuesInMessages(Path file) {
    JsonNode document = Examples.parse(file);
    List<String> values = new ArrayList<>();
    collectStrings(document, values);
    for (Diagnostic diagnostic : ExternalContextRules.check(document, "config.json")) {
      assertEquals("config.json", diagnostic.file());
      assertFalse(diagnostic.message().contains("\n"), diagnostic.message());
      for (String value : values) {
        assertFalse(diagnostic.message().contains(value), diagnostic.render());
      }
    }
  }

  @Test
  void listsAnExpectationForEveryInvalidExampleAndNoOther() {
    for (String folder : List.of("v1/invalid", "v2/invalid")) {
      Map<String, List<String>> expected = Examples.expectedPointers(folder);
      List<String> names =
          Examples.files(folder).stream().map(f -> f.getFileName().toString()).toList();
      assertEquals(List.copyOf(expected.keySet()), names, folder);
      assertTrue(expected.values().stream().noneMatch(List::isEmpty), folder);
    }
  }

  private static void collectStrings(JsonNode node, List<String> values) {
    if (node.isTextual() && node.textValue().strip().length() >= 5) {
      values.add(node.textValue());
    }
    node.forEach(child -> collectStrings(child, values));
  }
}
