package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The example files of one bundled schema under {@code src/test/resources/io/qwenmanaged/policy/}:
 * {@code <schema>/valid/*.json} and {@code <schema>/invalid/*.json}, the latter indexed by {@code
 * expected-pointers.json} (file name → the sorted, distinct pointers its diagnostics must name).
 */
final class SchemaExamples {

  private static final String INDEX = "expected-pointers.json";

  private SchemaExamples() {}

  /** The example files of {@code <schema>/<kind>}, sorted by name. */
  static List<Path> files(String schema, String kind) {
    try (Stream<Path> files = Files.list(directory(schema + "/" + kind))) {
      return files.filter(f -> !f.getFileName().toString().equals(INDEX)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The expected pointers of every invalid example of {@code schema}. */
  static Map<String, List<String>> expectedPointers(String schema) {
    return pointerIndex(parse(directory(schema + "/invalid").resolve(INDEX)));
  }

  /** An {@code expected-pointers.json} index: example file name → its expected pointers. */
  static Map<String, List<String>> pointerIndex(JsonNode index) {
    Map<String, List<String>> expected = new TreeMap<>();
    index
        .properties()
        .forEach(
            e -> {
              List<String> pointers = new ArrayList<>();
              e.getValue().forEach(p -> pointers.add(p.asText()));
              expected.put(e.getKey(), pointers);
            });
    return expected;
  }

  /** Reads an example with {@link StrictJson}. */
  static JsonNode parse(Path file) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    JsonReadResult read = StrictJson.read(bytes, file.getFileName().toString());
    return assertInstanceOf(JsonReadResult.Parsed.class, read).document();
  }

  private static Path directory(String folder) {
    try {
      return Path.of(SchemaExamples.class.getResource("/io/qwenmanaged/policy/" + folder).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
