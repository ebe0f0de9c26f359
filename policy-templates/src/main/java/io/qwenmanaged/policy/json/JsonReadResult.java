package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;

/** The outcome of reading bytes as one strict JSON document; see {@link StrictJson}. */
public sealed interface JsonReadResult permits JsonReadResult.Parsed, JsonReadResult.Malformed {

  /** The bytes were exactly one strict JSON document (any JSON value, not only an object). */
  record Parsed(JsonNode document) implements JsonReadResult {}

  /**
   * The bytes were not strict JSON. The diagnostic names the line, column and kind of problem and
   * never any of the document's content.
   */
  record Malformed(Diagnostic diagnostic) implements JsonReadResult {}
}
