package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The Jackson set-up for protocol frames: strict reading, bounded trees, UTF-8 output. */
final class ProtocolJson {

  /**
   * Most tokens one frame may hold. A legitimate frame has a few dozen; the bound keeps the tree
   * built from a maximum-size line to a few MiB (a line of {@code [{},{},...]} would otherwise
   * become hundreds of thousands of nodes).
   */
  static final long MAX_TOKENS = 100_000;

  private ProtocolJson() {}

  static ObjectMapper newMapper() {
    JsonFactory factory =
        JsonFactory.builder()
            // Jackson's defaults bound nesting depth (1000), number and string length.
            .streamReadConstraints(
                StreamReadConstraints.builder().maxTokenCount(MAX_TOKENS).build())
            // An object with a repeated key is ambiguous: reject it instead of taking the last.
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            // Astral characters go out as raw UTF-8; lone surrogates still go out escaped.
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .build();
    return new ObjectMapper(factory).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  }
}
