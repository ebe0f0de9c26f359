package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class PatternWordsTest {

  @Test
  void everyPatternInTheBundledSchemasIsExplainedInWords() throws IOException, URISyntaxException {
    Path folder =
        Path.of(PatternWordsTest.class.getResource("/io/qwenmanaged/policy/schemas/").toURI());
    Set<String> patterns = new TreeSet<>();
    try (Stream<Path> files = Files.list(folder)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".schema.json")).toList()) {
        collect(new ObjectMapper().readTree(file.toFile()), patterns);
      }
    }
    assertEquals(patterns, new TreeSet<>(PatternWords.WORDS.keySet()));
  }

  private static void collect(JsonNode node, Set<String> patterns) {
    if (node.isObject()) {
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        if (field.getKey().equals("pattern") && field.getValue().isTextual()) {
          patterns.add(field.getValue().textValue());
        } else {
          collect(field.getValue(), patterns);
        }
      }
    } else if (node.isArray()) {
      node.forEach(item -> collect(item, patterns));
    }
  }
}
