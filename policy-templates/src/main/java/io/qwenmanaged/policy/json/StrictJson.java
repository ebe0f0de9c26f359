package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.Judges;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Reads bytes as exactly one strict JSON document: strict UTF-8 (no byte order mark), RFC 8259
 * syntax only (no comments, {@code NaN}, single quotes, leading zeros or raw control characters),
 * no duplicate keys and nothing but whitespace after the document.
 *
 * <p>Numbers keep JavaScript-like meaning: a fraction or exponent is read as a double ({@code
 * 1e999} becomes infinity), integers of any length are kept exactly. Nesting deeper than Jackson's
 * default limit (1000) is reported as malformed rather than risking the stack of later consumers.
 *
 * <p>Jackson reads the text and accepts or refuses it, saying where. Only on the launcher's start
 * ({@link Judges#STAND_INS}) does {@link TreeParser} read it first: a document it reads is not
 * given to Jackson at all, any other text is left to Jackson as everywhere else.
 *
 * <p>Never throws for bad input; the diagnostic carries line, column and the kind of problem only.
 */
public final class StrictJson {

  private StrictJson() {}

  /** Jackson's parser factory, made when a text first needs it (holder idiom). */
  private static final class Jackson {
    static final JsonFactory FACTORY =
        JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(
                StreamReadConstraints.builder().maxNumberLength(Integer.MAX_VALUE).build())
            .build();
  }

  /**
   * Reads {@code bytes} as one JSON document.
   *
   * @param fileName the name used in the diagnostic, e.g. {@code external-context.json}
   */
  public static JsonReadResult read(byte[] bytes, String fileName) {
    return read(bytes, fileName, false);
  }

  /**
   * {@link #read} for a file the administrator writes (the plan): a duplicated key made only of
   * letters, digits, {@code _}, {@code .} and {@code -} (at most 64) is named in the message, as
   * such a key is the schema's word, not content. Every other text is still never quoted.
   */
  public static JsonReadResult readNamingDuplicateKeys(byte[] bytes, String fileName) {
    return read(bytes, fileName, true);
  }

  private static JsonReadResult read(byte[] bytes, String fileName, boolean nameDuplicates) {
    CharBuffer text = CharBuffer.allocate(bytes.length);
    ByteBuffer input = ByteBuffer.wrap(bytes);
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    CoderResult decoded = decoder.decode(input, text, true);
    if (!decoded.isError()) {
      decoded = decoder.flush(text);
    }
    text.flip();
    if (decoded.isError()) {
      return malformed(fileName, "invalid UTF-8", JsonProblems.position(text, text.limit()));
    }
    if (text.length() > 0 && text.charAt(0) == '\uFEFF') {
      return malformed(fileName, "byte order mark is not allowed", "line 1, column 1");
    }
    String document = text.toString();
    Optional<JsonNode> tree = Judges.standIns() ? TreeParser.parse(document) : Optional.empty();
    return tree.isPresent()
        ? new JsonReadResult.Parsed(tree.get())
        : parse(document, fileName, nameDuplicates);
  }

  private static JsonReadResult parse(String text, String fileName, boolean nameDuplicates) {
    try (JsonParser parser = Jackson.FACTORY.createParser(text)) {
      try {
        return parse(parser, fileName);
      } catch (JsonProcessingException e) {
        JsonLocation where = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        String kind = JsonProblems.kind(e, text, where);
        if (nameDuplicates && kind.equals(JsonProblems.DUPLICATE)) {
          kind = JsonProblems.duplicateNamed(parser);
        }
        return malformed(fileName, kind, JsonProblems.location(where));
      }
    } catch (IOException | RuntimeException e) {
      return malformed(fileName, "unreadable document", "line 1, column 1");
    }
  }

  private static JsonReadResult parse(JsonParser parser, String fileName) throws IOException {
    JsonNode document = JsonTree.read(parser);
    if (document == null) {
      return malformed(fileName, "empty document", "line 1, column 1");
    }
    if (parser.nextToken() != null) {
      return malformed(
          fileName,
          "data after the document",
          JsonProblems.location(parser.currentTokenLocation()));
    }
    Optional<String> outOfRange = FiniteNumbers.firstNonFinite(document);
    if (outOfRange.isPresent()) {
      return new JsonReadResult.Malformed(
          Diagnostic.policy(fileName, outOfRange.get(), "not valid JSON: number out of range"));
    }
    return new JsonReadResult.Parsed(document);
  }

  private static JsonReadResult malformed(String fileName, String kind, String where) {
    return new JsonReadResult.Malformed(
        Diagnostic.policy(fileName, "", "not valid JSON: " + kind + " at " + where));
  }
}
