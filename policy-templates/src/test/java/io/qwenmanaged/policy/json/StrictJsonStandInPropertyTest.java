package io.qwenmanaged.policy.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.Judges;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The launcher's start reads JSON with the strict tree parser first; everyone else reads it with
 * Jackson alone. For at least 100 000 random byte strings ({@link RandomJsonBytes}: random code
 * points, escapes, keys, number shapes, byte mutations) both readings give the same outcome: the
 * same tree (node types included), or the same diagnostic, word for word (file, pointer, message
 * and kind). Every text that is strict UTF-8 is also read by Jackson's {@code ObjectMapper} on the
 * same settings, which accepts exactly the texts the start accepts. Text {@code i} comes from seed
 * {@code base + i}; the base seed is printed, {@code -Dstrictjson.wide.seed=S} replays from it and
 * {@code -Dstrictjson.wide.cases=N} sets the count.
 */
@Tag("unit")
class StrictJsonStandInPropertyTest {

  private static final long BASE_SEED = Long.getLong("strictjson.wide.seed", System.nanoTime());
  private static final int CASES = Integer.getInteger("strictjson.wide.cases", 100_000);

  private static final ObjectMapper ORACLE =
      new ObjectMapper(
          JsonFactory.builder()
              .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
              .streamReadConstraints(
                  StreamReadConstraints.builder().maxNumberLength(Integer.MAX_VALUE).build())
              .build());

  @Test
  void theStartReadsEveryTextAsJacksonAloneDoes() {
    System.out.println("StrictJson wide property test base seed " + BASE_SEED + ", " + CASES);
    int parsed = 0;
    int byTreeParser = 0;
    for (int i = 0; i < CASES; i++) {
      long seed = BASE_SEED + i;
      byte[] bytes = RandomJsonBytes.bytes(new Random(seed));
      boolean naming = i % 2 == 1;
      JsonReadResult start = Judges.STAND_INS.call(() -> read(bytes, naming));
      JsonReadResult libraries = Judges.LIBRARIES.call(() -> read(bytes, naming));
      Supplier<String> shown = () -> "seed " + seed + ": " + HexFormat.of().formatHex(bytes);
      assertEquals(libraries, start, shown);
      Optional<String> text = strictUtf8(bytes);
      if (text.isPresent() && !text.get().startsWith("\uFEFF")) {
        assertEquals(oracle(text.get()), accepted(start), shown);
        byTreeParser += TreeParser.parse(text.get()).isPresent() ? 1 : 0;
      }
      parsed += start instanceof JsonReadResult.Parsed ? 1 : 0;
    }
    assertTrue(parsed > CASES / 10 && parsed < CASES * 9 / 10, "parsed: " + parsed);
    assertTrue(byTreeParser > CASES / 10, "read by the tree parser: " + byTreeParser);
  }

  private static JsonReadResult read(byte[] bytes, boolean namingDuplicates) {
    return namingDuplicates
        ? StrictJson.readNamingDuplicateKeys(bytes, "plan.json")
        : StrictJson.read(bytes, "f.json");
  }

  private static Optional<String> strictUtf8(byte[] bytes) {
    try {
      return Optional.of(
          StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString());
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
  }

  private static Optional<JsonNode> accepted(JsonReadResult result) {
    return result instanceof JsonReadResult.Parsed parsed
        ? Optional.of(parsed.document())
        : Optional.empty();
  }

  /** The tree {@code ObjectMapper} reads, when it reads exactly one finite document. */
  private static Optional<JsonNode> oracle(String text) {
    try (JsonParser parser = ORACLE.getFactory().createParser(text)) {
      JsonNode document = ORACLE.readTree(parser);
      if (document == null
          || parser.nextToken() != null
          || FiniteNumbers.firstNonFinite(document).isPresent()) {
        return Optional.empty();
      }
      return Optional.of(document);
    } catch (Exception e) {
      return Optional.empty();
    }
  }
}
