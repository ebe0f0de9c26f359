package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.qwenmanaged.content.ConfirmationText;
import io.qwenmanaged.content.MemoryContent;
import io.qwenmanaged.content.RandomText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The content contract against its JavaScript origin: the same strings, validated and rendered by
 * Node's Unicode regex properties and {@code JSON.stringify}, give the same answers as the Java
 * contract the hook and MCP server share.
 */
@Tag("jar")
class ContentMatchesJavaScriptTest {

  /** ASCII-only output keeps lone surrogates as escapes on their way to Node. */
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();

  @Test
  void validityAndRenderingMatchNodeOnRandomStrings() throws Exception {
    RandomText random = new RandomText(99);
    List<String> values = new ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      values.add(random.next(i % 200 == 0 ? 8100 : 40));
    }
    for (int codePoint = 0; codePoint <= Character.MAX_CODE_POINT; codePoint += 97) {
      values.add(new String(Character.toChars(codePoint)));
    }
    JsonNode answers = runNode(values);
    assertEquals(values.size(), answers.size());
    for (int i = 0; i < values.size(); i++) {
      String value = values.get(i);
      String label = "case " + i + ": " + JSON.writeValueAsString(value);
      assertEquals(answers.get(i).get(0).asBoolean(), MemoryContent.isValid(value), label);
      assertEquals(answers.get(i).get(1).asText(), ConfirmationText.render(value), label);
    }
  }

  private static JsonNode runNode(List<String> values) throws IOException, InterruptedException {
    Path script = Path.of("src/test/resources/node/content-reference.js");
    Process node = new ProcessBuilder("node", script.toString()).start();
    Thread writer =
        new Thread(
            () -> {
              try (var stdin = node.getOutputStream()) {
                JSON.writeValue(stdin, values);
              } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
            });
    writer.start();
    byte[] stdout = node.getInputStream().readAllBytes();
    String stderr = new String(node.getErrorStream().readAllBytes());
    writer.join();
    if (!node.waitFor(60, TimeUnit.SECONDS) || node.exitValue() != 0) {
      throw new AssertionError("node failed: " + stderr);
    }
    return JSON.readTree(stdout);
  }
}
