package io.qwenmanaged.mcp.fakes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The request-body schemas of the official Mem0 OpenAPI 3.0 document ({@code
 * shared/mem0/openapi.json} beside the repository, found by walking up from the working directory).
 * The document is read at test time and never copied into the project. When it is absent,
 * validation is skipped and a message says so once on stderr.
 */
final class Mem0OpenApiSchemas {

  static final String ADD_OPERATION = "memories_add_v3";
  static final String SEARCH_OPERATION = "memories_search_v3";
  static final Path RELATIVE_LOCATION = Path.of("shared", "mem0", "openapi.json");

  private static final String DOCUMENT_IRI = "https://mem0.invalid/openapi.json";
  private static Optional<Mem0OpenApiSchemas> loaded;

  private final Map<String, Schema> requestSchemas;

  private Mem0OpenApiSchemas(Map<String, Schema> requestSchemas) {
    this.requestSchemas = requestSchemas;
  }

  /** The schemas, loaded once per JVM; empty when the document is not there. */
  static synchronized Optional<Mem0OpenApiSchemas> get() {
    if (loaded == null) {
      Path start = Path.of("").toAbsolutePath();
      Optional<Path> document = locate(start);
      if (document.isEmpty()) {
        System.err.println(
            "[fake-mem0] "
                + RELATIVE_LOCATION
                + " not found in "
                + start
                + " or above: Mem0 OpenAPI request validation is SKIPPED.");
      }
      loaded = document.map(Mem0OpenApiSchemas::load);
    }
    return loaded;
  }

  /**
   * {@code <dir>/shared/mem0/openapi.json} for the nearest {@code dir} at or above {@code start}.
   */
  static Optional<Path> locate(Path start) {
    for (Path dir = start; dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve(RELATIVE_LOCATION);
      if (Files.isRegularFile(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /** Schema problems of {@code body} as a request of {@code operationId}; empty when valid. */
  List<String> validate(String operationId, JsonNode body) {
    Schema schema = requestSchemas.get(operationId);
    if (schema == null) {
      return List.of("the OpenAPI document has no request schema for " + operationId);
    }
    return schema.validate(body).stream().map(error -> operationId + " " + error).toList();
  }

  private static Mem0OpenApiSchemas load(Path document) {
    String text;
    JsonNode root;
    try {
      text = Files.readString(document);
      root = new ObjectMapper().readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + document, e);
    }
    SchemaRegistry registry =
        SchemaRegistry.withDialect(
            Dialects.getOpenApi30(), builder -> builder.schemas(Map.of(DOCUMENT_IRI, text)));
    Map<String, Schema> schemas = new HashMap<>();
    for (String operationId : List.of(ADD_OPERATION, SEARCH_OPERATION)) {
      String pointer = requestSchemaPointer(root, operationId);
      schemas.put(operationId, registry.getSchema(SchemaLocation.of(DOCUMENT_IRI + "#" + pointer)));
    }
    return new Mem0OpenApiSchemas(schemas);
  }

  /** The JSON Pointer of the operation's {@code application/json} request-body schema. */
  private static String requestSchemaPointer(JsonNode root, String operationId) {
    for (Map.Entry<String, JsonNode> path : root.path("paths").properties()) {
      for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
        JsonNode definition = operation.getValue();
        boolean hasJsonSchema =
            definition.path("requestBody").path("content").path("application/json").has("schema");
        if (operationId.equals(definition.path("operationId").asText()) && hasJsonSchema) {
          return "/paths/"
              + escape(path.getKey())
              + "/"
              + escape(operation.getKey())
              + "/requestBody/content/application~1json/schema";
        }
      }
    }
    throw new IllegalStateException(
        "the Mem0 OpenAPI document has no JSON request schema for " + operationId);
  }

  private static String escape(String token) {
    return token.replace("~", "~0").replace("/", "~1");
  }
}
