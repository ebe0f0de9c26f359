package io.qwenmanaged.mcp.tools;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeUnit;

/**
 * Runs a JavaScript reference in Node (installed and required in CI): the input goes to stdin as
 * ASCII-only JSON, so unpaired surrogates survive as escapes; stdout is read back as JSON.
 */
final class NodeScript {

  static final ObjectMapper JSON =
      JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();

  private NodeScript() {}

  static JsonNode run(String script, Object input) throws IOException, InterruptedException {
    Process node = new ProcessBuilder("node", "-e", script).start();
    Thread feeder =
        new Thread(
            () -> {
              try (OutputStream stdin = node.getOutputStream()) {
                JSON.writeValue(stdin, input);
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    feeder.start();
    byte[] stdout = node.getInputStream().readAllBytes();
    String stderr = new String(node.getErrorStream().readAllBytes());
    feeder.join();
    if (!node.waitFor(120, TimeUnit.SECONDS) || node.exitValue() != 0) {
      throw new AssertionError("node failed: " + stderr);
    }
    return JSON.readTree(stdout);
  }

  /**
   * Prefix for scripts: reads all of stdin as JSON and calls {@code main(input)}, printing JSON.
   */
  static String withStdin(String body) {
    return "'use strict';\n"
        + body
        + "\nlet input = '';\n"
        + "process.stdin.setEncoding('utf8');\n"
        + "process.stdin.on('data', (chunk) => (input += chunk));\n"
        + "process.stdin.on('end', () => process.stdout.write(JSON.stringify(main(JSON.parse(input)))));\n";
  }
}
