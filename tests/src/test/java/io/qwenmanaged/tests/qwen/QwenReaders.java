package io.qwenmanaged.tests.qwen;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The pinned Qwen Code's own readers, run in Node on a batch of inputs: its frontmatter YAML parser
 * (the full YAML library with Qwen's fallback parser behind it) and its hook matcher, taken from
 * the installed package by {@code qwen-reading.mjs}.
 */
final class QwenReaders {

  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();
  private static final String PACKAGE = "tests/.tools/qwen-code/node_modules/@qwen-code/qwen-code";

  private QwenReaders() {}

  /** What Qwen makes of each frontmatter text: {@code {"parsed": …}} or {@code {"error": …}}. */
  static List<JsonNode> parseYaml(List<String> texts) {
    List<ObjectNode> inputs = new ArrayList<>();
    texts.forEach(text -> inputs.add(JSON.createObjectNode().put("yaml", text)));
    return run(inputs);
  }

  /** Whether Qwen's hook matcher selects {@code tool} for each matcher. */
  static List<Boolean> matches(List<String> matchers, String tool) {
    List<ObjectNode> inputs = new ArrayList<>();
    matchers.forEach(m -> inputs.add(JSON.createObjectNode().put("matcher", m).put("tool", tool)));
    List<Boolean> answers = new ArrayList<>();
    for (JsonNode answer : run(inputs)) {
      if (!answer.has("matches")) {
        fail("Qwen's matcher failed: " + answer);
      }
      answers.add(answer.get("matches").booleanValue());
    }
    return answers;
  }

  private static List<JsonNode> run(List<ObjectNode> inputs) {
    String root = System.getProperty("kit.root");
    if (root == null) {
      fail("System property kit.root is not set; run the tests through Maven (-pl tests).");
    }
    Path qwen = Path.of(root).toAbsolutePath().normalize().resolve(PACKAGE);
    if (!Files.isDirectory(qwen)) {
      fail(qwen + " is missing: run bash tests/tools/install-test-tools.sh first.");
    }
    try {
      Path script = Files.createTempFile("qwen-reading", ".mjs");
      try (InputStream in =
          QwenReaders.class.getResourceAsStream("/qwen-reading/qwen-reading.mjs")) {
        Files.write(script, in.readAllBytes());
      }
      Process node =
          new ProcessBuilder("node", "--no-warnings", script.toString(), qwen.toString())
              .redirectError(ProcessBuilder.Redirect.INHERIT)
              .start();
      CompletableFuture<Void> feeding =
          CompletableFuture.runAsync(
              () -> {
                try (OutputStream stdin = node.getOutputStream()) {
                  for (ObjectNode input : inputs) {
                    stdin.write(JSON.writeValueAsBytes(input));
                    stdin.write('\n');
                  }
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
      String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      feeding.join();
      if (!node.waitFor(120, TimeUnit.SECONDS) || node.exitValue() != 0) {
        fail("the Qwen reading script failed (see its stderr above)");
      }
      Files.delete(script);
      List<JsonNode> answers = new ArrayList<>();
      for (String line : out.split("\n")) {
        if (!line.isEmpty()) {
          answers.add(JSON.readTree(line));
        }
      }
      if (answers.size() != inputs.size()) {
        fail("the Qwen reading script answered " + answers.size() + " of " + inputs.size());
      }
      return answers;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
