package io.qwenmanaged.hook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** Drives {@link HookMain#run} with injected streams and reads back its one decision. */
record HookRun(int exitCode, String stdout, Map<String, String> decision) {

  private static final JsonFactory JSON = new JsonFactory();

  static HookRun of(String stdin) {
    return of(stdin.getBytes(StandardCharsets.UTF_8));
  }

  static HookRun of(byte[] stdin) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = HookMain.run(new String[0], new ByteArrayInputStream(stdin), out, err);
    assertEquals(0, err.size(), "the hook must never write to stderr");
    String stdout = out.toString(StandardCharsets.UTF_8);
    return new HookRun(code, stdout, flatten(stdout));
  }

  /** "pass", "ask" or "deny". */
  String permission() {
    return decision.getOrDefault("permissionDecision", "pass");
  }

  String reason() {
    return decision.get("permissionDecisionReason");
  }

  /** Parses the single output object, flattening {@code hookSpecificOutput} into one map. */
  private static Map<String, String> flatten(String stdout) {
    assertEquals('\n', stdout.charAt(stdout.length() - 1), "output ends with one newline");
    Map<String, String> fields = new LinkedHashMap<>();
    try (JsonParser parser = JSON.createParser(stdout)) {
      assertEquals(JsonToken.START_OBJECT, parser.nextToken());
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        assertEquals("hookSpecificOutput", parser.currentName());
        assertEquals(JsonToken.START_OBJECT, parser.nextToken());
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String name = parser.currentName();
          assertEquals(JsonToken.VALUE_STRING, parser.nextToken());
          fields.put(name, parser.getText());
        }
      }
      assertEquals(null, parser.nextToken(), "exactly one JSON object on stdout");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (!fields.isEmpty()) {
      assertEquals("PreToolUse", fields.get("hookEventName"));
    }
    return fields;
  }
}
