package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.Judges;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Validates JSON documents against the kit's bundled JSON Schemas (draft 2020-12) and reports every
 * problem at once as {@link Diagnostic}s.
 *
 * <p>A schema is named by its file name without {@code .schema.json}: {@code "external-context-v1"}
 * is {@code io/qwenmanaged/policy/schemas/external-context-v1.schema.json} on the classpath, whose
 * {@code $id} is {@value #ID_PREFIX}{@code external-context-v1.schema.json}. References between
 * bundled schemas resolve through that prefix to the classpath; nothing is fetched from the
 * network.
 *
 * <p>The full validator (networknt) judges every document. Only on the launcher's start ({@link
 * Judges#STAND_INS}) is a document first checked by the compact evaluator of the same schema files
 * ({@link CompactSchemas}); there only a document it does not find valid meets the full validator,
 * which names every problem, so a valid document costs the start no more than a few milliseconds.
 *
 * <p>Messages are written here from the schema's constraint, never from the document's value, so a
 * secret put in the wrong field cannot leak into output. The full validator and its registry are
 * created on first use only.
 */
public final class SchemaValidator {

  /** The {@code $id} prefix of every bundled schema. */
  public static final String ID_PREFIX = "https://qwenmanaged.io/schemas/";

  private static final String CLASSPATH_PREFIX = "classpath:io/qwenmanaged/policy/schemas/";

  /** At most this many problems are listed for one file; a count stands for the rest. */
  static final int MAX_LISTED = 100;

  static final String TOO_MANY =
      "has too many schema problems to list: it is not a policy file the kit wrote";

  private SchemaValidator() {}

  /**
   * Validates {@code document} against the bundled schema {@code schemaName}.
   *
   * @param schemaName e.g. {@code external-context-v1}
   * @param document any JSON value
   * @param fileName the name used in diagnostics
   * @return every problem found (at most {@value #MAX_LISTED}, ordered by JSON Pointer, then one
   *     line counting the others), or one line when there are too many to hold in memory; empty
   *     when valid
   * @throws IllegalArgumentException when no such schema is bundled (a programming error)
   */
  public static List<Diagnostic> validate(String schemaName, JsonNode document, String fileName) {
    Objects.requireNonNull(document, "document");
    if (Judges.standIns() && CompactSchemas.verdict(schemaName, document) == Verdict.VALID) {
      return List.of();
    }
    return validateFully(schemaName, document, fileName);
  }

  /**
   * Compiles the compact evaluator of {@code schemaNames}, in that order, on a daemon thread: for a
   * process about to validate documents against them that has a processor core to spare. The
   * verdicts are the same with or without it, only ready sooner; whatever fails here is left for
   * the validation itself to meet and report.
   */
  public static void prepareInBackground(List<String> schemaNames) {
    List<String> names = List.copyOf(schemaNames);
    Thread thread = new Thread(() -> names.forEach(CompactSchemas::supports), "schema-prepare");
    thread.setDaemon(true);
    thread.setUncaughtExceptionHandler((failed, problem) -> {});
    thread.start();
  }

  /** {@link #validate} by the full validator alone, which names every problem. */
  static List<Diagnostic> validateFully(String schemaName, JsonNode document, String fileName) {
    Schema schema = Registry.schema(schemaName);
    List<Error> errors;
    try {
      errors = schema.validate(document);
    } catch (RuntimeException e) {
      return List.of(Diagnostic.policy(fileName, "", "could not be validated against its schema"));
    } catch (OutOfMemoryError e) {
      // Only a document with a vast number of problems gets here; the partial results are garbage
      // now, and the file is refused as it would have been.
      return List.of(Diagnostic.policy(fileName, "", TOO_MANY));
    }
    LinkedHashSet<Diagnostic> diagnostics = new LinkedHashSet<>();
    int more = 0;
    for (Error error : errors) {
      Diagnostic diagnostic =
          Diagnostic.policy(fileName, SchemaMessages.pointer(error), SchemaMessages.message(error));
      if (diagnostics.size() < MAX_LISTED || diagnostics.contains(diagnostic)) {
        diagnostics.add(diagnostic);
      } else {
        more++;
      }
    }
    List<Diagnostic> sorted = new ArrayList<>(diagnostics);
    sorted.sort(Comparator.comparing(Diagnostic::pointer));
    if (more > 0) {
      sorted.add(
          Diagnostic.policy(
              fileName,
              "",
              "has "
                  + more
                  + " more schema problems; only the first "
                  + MAX_LISTED
                  + " are listed"));
    }
    return List.copyOf(sorted);
  }

  /** Lazily created registry and compiled-schema cache (holder idiom: no work at class load). */
  private static final class Registry {

    private static final SchemaRegistry REGISTRY = create();
    private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();

    static Schema schema(String name) {
      if (!name.matches("[a-z0-9][a-z0-9-]*")
          || SchemaValidator.class.getResource(
                  "/io/qwenmanaged/policy/schemas/" + name + ".schema.json")
              == null) {
        throw new IllegalArgumentException("no bundled schema with that name");
      }
      return SCHEMAS.computeIfAbsent(
          name,
          n -> {
            Schema schema = REGISTRY.getSchema(SchemaLocation.of(ID_PREFIX + n + ".schema.json"));
            schema.initializeValidators();
            return schema;
          });
    }

    private static SchemaRegistry create() {
      return SchemaRegistry.withDefaultDialect(
          SpecificationVersion.DRAFT_2020_12,
          builder ->
              builder.schemaIdResolvers(
                  resolvers -> resolvers.mapPrefix(ID_PREFIX, CLASSPATH_PREFIX)));
    }
  }
}
