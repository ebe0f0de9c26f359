package io.qwenmanaged.hook;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.qwenmanaged.content.StrictUtf8;
import java.io.IOException;
import java.util.Optional;

/**
 * Parses the hook's stdin bytes into a {@link HookRequest}.
 *
 * <p>Exactly one strict JSON object in strict UTF-8 is accepted: invalid UTF-8, trailing data,
 * comments, {@code NaN}, unescaped control characters and duplicate keys make the input malformed.
 * The parser streams and never recurses, so nesting depth and number length are bounded only by the
 * 1 MiB input limit, never by the Java stack.
 */
final class HookRequestParser {

  private static final JsonFactory JSON =
      JsonFactory.builder()
          .streamReadConstraints(
              StreamReadConstraints.builder()
                  .maxNestingDepth(Integer.MAX_VALUE)
                  .maxNumberLength(Integer.MAX_VALUE)
                  .maxStringLength(Integer.MAX_VALUE)
                  .maxNameLength(Integer.MAX_VALUE)
                  .build())
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .build();

  private HookRequestParser() {}

  /** The request, or empty when the bytes are not exactly one JSON object. */
  static Optional<HookRequest> parse(byte[] input) {
    Optional<String> text = StrictUtf8.decode(input);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    try (JsonParser parser = JSON.createParser(text.get())) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        return Optional.empty();
      }
      HookRequest request = readTopLevel(parser);
      if (parser.nextToken() != null) {
        return Optional.empty();
      }
      return Optional.of(request);
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  private static HookRequest readTopLevel(JsonParser parser) throws IOException {
    String event = null;
    String tool = null;
    String mode = null;
    boolean inputIsObject = false;
    String content = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      switch (name) {
        case "hook_event_name" -> event = stringOrNull(parser, value);
        case "tool_name" -> tool = stringOrNull(parser, value);
        case "permission_mode" -> mode = stringOrNull(parser, value);
        case "tool_input" -> {
          inputIsObject = value == JsonToken.START_OBJECT;
          content = inputIsObject ? readContent(parser) : skip(parser);
        }
        default -> skip(parser);
      }
    }
    return new HookRequest(event, tool, mode, inputIsObject, content);
  }

  /** Reads the rest of the {@code tool_input} object, returning {@code content} if a string. */
  private static String readContent(JsonParser parser) throws IOException {
    String content = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      if (name.equals("content")) {
        content = stringOrNull(parser, value);
      } else {
        skip(parser);
      }
    }
    return content;
  }

  private static String stringOrNull(JsonParser parser, JsonToken value) throws IOException {
    if (value == JsonToken.VALUE_STRING) {
      return parser.getText();
    }
    skip(parser);
    return null;
  }

  private static String skip(JsonParser parser) throws IOException {
    parser.skipChildren();
    return null;
  }
}
