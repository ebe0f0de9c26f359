package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Judges;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The compact evaluator of the bundled schemas: reads the same schema files as the full validator
 * and says {@link Verdict#VALID} only where the full validator finds no problem (a property test
 * holds the two together on every bundled schema). It costs a short-lived process a few
 * milliseconds where the full validator's first use costs it a large part of its start, so on the
 * start every document is checked here first, and the full validator runs only for a document found
 * invalid or undecided, to name its problems. Only the launcher's start uses it ({@link
 * Judges#STAND_INS}).
 */
final class CompactSchemas {

  private static final String RESOURCES = "/io/qwenmanaged/policy/schemas/";

  private static final Map<String, JsonNode> DOCUMENTS = new HashMap<>();
  private static final Map<String, Optional<CompiledSchema>> ROOTS = new HashMap<>();

  private CompactSchemas() {}

  /**
   * What the compact evaluator says of {@code document} against the bundled schema {@code name}.
   */
  static synchronized Verdict verdict(String name, JsonNode document) {
    Optional<CompiledSchema> schema = ROOTS.computeIfAbsent(name, CompactSchemas::compile);
    return schema.map(s -> s.check(document)).orElse(Verdict.UNDECIDED);
  }

  /** Whether the compact evaluator supports the bundled schema {@code name}. */
  static synchronized boolean supports(String name) {
    return ROOTS.computeIfAbsent(name, CompactSchemas::compile).isPresent();
  }

  private static Optional<CompiledSchema> compile(String name) {
    try {
      return Optional.of(new SchemaCompiler(CompactSchemas::document).root(name));
    } catch (SchemaCompiler.Unsupported e) {
      return Optional.empty();
    }
  }

  private static JsonNode document(String name) {
    return DOCUMENTS.computeIfAbsent(name, CompactSchemas::read);
  }

  private static JsonNode read(String name) {
    try (InputStream in =
        CompactSchemas.class.getResourceAsStream(RESOURCES + name + ".schema.json")) {
      if (in == null) {
        return null;
      }
      byte[] bytes = in.readAllBytes();
      // The evaluator serves the start alone, so it reads its schemas as the start reads JSON.
      JsonReadResult read =
          Judges.STAND_INS.call(() -> StrictJson.read(bytes, name + ".schema.json"));
      return read instanceof JsonReadResult.Parsed parsed ? parsed.document() : null;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
