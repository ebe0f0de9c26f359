package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.path.NodePath;
import io.qwenmanaged.policy.json.JsonPointer;
import io.qwenmanaged.policy.suggest.NearestName;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The property names a bundled schema allows where a document has an unknown one, read from the
 * schema file itself, for the nearest of them as a hint. Only the schema's words are ever quoted.
 */
final class PropertyNames {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, Optional<JsonNode>> SCHEMAS = new ConcurrentHashMap<>();

  private PropertyNames() {}

  /** The allowed name nearest to the unknown property {@code error} reports, if one is close. */
  static Optional<String> nearest(Error error) {
    if (error.getProperty() == null || error.getSchemaLocation() == null) {
      return Optional.empty();
    }
    return allowed(error.getSchemaLocation())
        .flatMap(names -> NearestName.of(error.getProperty(), names));
  }

  /** The names under {@code properties} beside the {@code additionalProperties} at {@code at}. */
  private static Optional<List<String>> allowed(SchemaLocation at) {
    Optional<JsonNode> schema =
        SCHEMAS.computeIfAbsent(at.getAbsoluteIri().toString(), PropertyNames::load);
    NodePath fragment = at.getFragment();
    if (schema.isEmpty() || fragment == null || fragment.getNameCount() == 0) {
      return Optional.empty();
    }
    StringBuilder parent = new StringBuilder();
    for (int i = 0; i < fragment.getNameCount() - 1; i++) {
      parent.append('/').append(JsonPointer.escape(String.valueOf(fragment.getElement(i))));
    }
    JsonNode properties = schema.get().at(parent.toString()).path("properties");
    List<String> names = new ArrayList<>();
    properties.fieldNames().forEachRemaining(names::add);
    return names.isEmpty() ? Optional.empty() : Optional.of(names);
  }

  private static Optional<JsonNode> load(String iri) {
    if (!iri.startsWith(SchemaValidator.ID_PREFIX)) {
      return Optional.empty();
    }
    String resource =
        "/io/qwenmanaged/policy/schemas/" + iri.substring(SchemaValidator.ID_PREFIX.length());
    try (InputStream in = PropertyNames.class.getResourceAsStream(resource)) {
      return in == null ? Optional.empty() : Optional.of(JSON.readTree(in));
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
