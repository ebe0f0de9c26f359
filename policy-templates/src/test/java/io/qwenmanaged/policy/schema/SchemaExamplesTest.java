package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every example of the plan, system-settings, launcher and install-manifest schemas is judged as
 * its folder says, and every invalid one is reported at exactly its expected JSON Pointers.
 */
@Tag("unit")
class SchemaExamplesTest {

  private static final List<String> SCHEMAS =
      List.of("plan", "system-settings", "launcher", "install-manifest", "file-fingerprints");

  static Stream<Arguments> validExamples() {
    return SCHEMAS.stream()
        .flatMap(s -> SchemaExamples.files(s, "valid").stream().map(f -> Arguments.of(s, f)));
  }

  static Stream<Arguments> invalidExamples() {
    return SCHEMAS.stream()
        .flatMap(s -> SchemaExamples.files(s, "invalid").stream().map(f -> Arguments.of(s, f)));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("validExamples")
  void acceptsValidExample(String schema, Path file) {
    assertEquals(
        List.of(), SchemaValidator.validate(schema, SchemaExamples.parse(file), "example.json"));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("invalidExamples")
  void reportsInvalidExampleAtItsExpectedPointers(String schema, Path file) {
    List<String> expected =
        SchemaExamples.expectedPointers(schema).get(file.getFileName().toString());
    List<Diagnostic> diagnostics =
        SchemaValidator.validate(schema, SchemaExamples.parse(file), "example.json");
    assertEquals(
        expected,
        diagnostics.stream().map(Diagnostic::pointer).distinct().sorted().toList(),
        diagnostics.toString());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {"plan", "system-settings", "launcher", "install-manifest", "file-fingerprints"})
  void listsAnExpectationForEveryInvalidExampleAndNoOther(String schema) {
    Map<String, List<String>> expected = SchemaExamples.expectedPointers(schema);
    List<String> names =
        SchemaExamples.files(schema, "invalid").stream()
            .map(f -> f.getFileName().toString())
            .toList();
    assertEquals(List.copyOf(expected.keySet()), names);
    assertTrue(expected.values().stream().noneMatch(List::isEmpty));
    assertFalse(SchemaExamples.files(schema, "valid").isEmpty());
  }
}
