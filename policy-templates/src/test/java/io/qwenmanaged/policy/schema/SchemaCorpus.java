package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Every document the tests hold for a bundled schema: its valid and invalid examples, and the
 * golden files the generator writes (each under the schema of its kind; an external-context file
 * under version 1 or 2 as it declares).
 */
final class SchemaCorpus {

  private static final Path ROOT = resource("/io/qwenmanaged/policy");

  private SchemaCorpus() {}

  /** The name of every bundled schema ({@code launcher} for {@code launcher.schema.json}). */
  static List<String> schemaNames() {
    try (Stream<Path> files = Files.list(resource("/io/qwenmanaged/policy/schemas"))) {
      return files
          .map(f -> f.getFileName().toString())
          .filter(n -> n.endsWith(".schema.json"))
          .map(n -> n.substring(0, n.length() - ".schema.json".length()))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The bundled schema {@code name} itself. */
  static JsonNode schema(String name) {
    return Examples.parse(resource("/io/qwenmanaged/policy/schemas/" + name + ".schema.json"));
  }

  /** Schema name → its documents, in a stable order. */
  static Map<String, List<JsonNode>> documents() {
    Map<String, List<JsonNode>> documents = new TreeMap<>();
    for (String schema : List.of("launcher", "install-manifest", "file-fingerprints", "plan")) {
      examples(schema, schema, documents);
    }
    examples("system-settings", "system-settings", documents);
    examples("external-context/v1", "external-context-v1", documents);
    examples("external-context/v2", "external-context-v2", documents);
    generated()
        .forEach(
            (schema, list) ->
                documents.computeIfAbsent(schema, s -> new ArrayList<>()).addAll(list));
    return documents;
  }

  /** Schema name → the golden files the generator writes (and their plans). */
  static Map<String, List<JsonNode>> generated() {
    Map<String, List<JsonNode>> documents = new TreeMap<>();
    for (Path folder : list(ROOT.resolve("generate/golden"))) {
      add(documents, "plan", folder.resolve("plan.json"));
      for (Path file : list(folder.resolve("expected"))) {
        add(documents, schemaOf(file.getFileName().toString(), Examples.parse(file)), file);
      }
    }
    return documents;
  }

  private static String schemaOf(String fileName, JsonNode document) {
    String kind = KitFiles.kind(fileName);
    if (kind.startsWith("external-context")) {
      return ExternalContextRules.isVersion2(document)
          ? "external-context-v2"
          : "external-context-v1";
    }
    return kind;
  }

  private static void examples(String folder, String schema, Map<String, List<JsonNode>> into) {
    for (String kind : List.of("valid", "invalid")) {
      for (Path file : list(ROOT.resolve(folder + "/" + kind))) {
        if (!file.getFileName().toString().equals("expected-pointers.json")) {
          add(into, schema, file);
        }
      }
    }
  }

  private static void add(Map<String, List<JsonNode>> into, String schema, Path file) {
    into.computeIfAbsent(schema, s -> new ArrayList<>()).add(Examples.parse(file));
  }

  private static List<Path> list(Path folder) {
    try (Stream<Path> files = Files.list(folder)) {
      return files.sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path resource(String name) {
    try {
      return Path.of(SchemaCorpus.class.getResource(name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
