package io.qwenmanaged.policy.manifest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileStat;
import io.qwenmanaged.policy.json.CanonicalJson;
import io.qwenmanaged.policy.json.JsonPointer;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The {@value Fingerprints#FILE_NAME} format: canonical JSON like every file the kit writes, keys
 * {@code fingerprintsVersion} and {@code files} (sorted by path), each fingerprint with {@code
 * sha256}, {@code device}, {@code inode}, {@code size}, {@code modified} and {@code changed}. Read
 * strictly: strict JSON, then {@code file-fingerprints.schema.json}, then every number within 64
 * bits.
 */
public final class FingerprintFile {

  /** The schema of a fingerprint file. */
  public static final String SCHEMA = "file-fingerprints";

  static final String NOT_LONG = "must be a whole number within 64 bits";

  private static final List<String> NUMBERS =
      List.of("device", "inode", "size", "modified", "changed");

  /** The outcome of reading a fingerprint file. */
  public sealed interface Outcome permits Read, Refused {}

  /** The file's fingerprints. */
  public record Read(Fingerprints fingerprints) implements Outcome {}

  /** One diagnostic per problem. */
  public record Refused(List<Diagnostic> diagnostics) implements Outcome {

    public Refused {
      diagnostics = List.copyOf(diagnostics);
    }
  }

  private FingerprintFile() {}

  /** The canonical bytes of {@code fingerprints}. */
  public static byte[] render(Fingerprints fingerprints) {
    ObjectNode root = JsonNodeFactory.instance.objectNode().put("fingerprintsVersion", 1);
    ObjectNode files = root.putObject("files");
    fingerprints
        .files()
        .forEach(
            (path, fingerprint) -> {
              FileStat stat = fingerprint.stat();
              files
                  .putObject(path)
                  .put("sha256", fingerprint.sha256())
                  .put("device", stat.device())
                  .put("inode", stat.inode())
                  .put("size", stat.size())
                  .put("modified", stat.modified())
                  .put("changed", stat.changed());
            });
    return CanonicalJson.bytes(root);
  }

  /**
   * The fingerprints in {@code bytes}, or their problems.
   *
   * @param shownAs the file's name in diagnostics
   */
  public static Outcome read(byte[] bytes, String shownAs) {
    JsonReadResult read = StrictJson.read(bytes, shownAs);
    if (read instanceof JsonReadResult.Malformed malformed) {
      return new Refused(List.of(malformed.diagnostic()));
    }
    JsonNode document = ((JsonReadResult.Parsed) read).document();
    List<Diagnostic> invalid = SchemaValidator.validate(SCHEMA, document, shownAs);
    if (!invalid.isEmpty()) {
      return new Refused(invalid);
    }
    List<Diagnostic> problems = new ArrayList<>();
    Map<String, Fingerprints.Fingerprint> files = new TreeMap<>();
    for (Map.Entry<String, JsonNode> file : document.get("files").properties()) {
      String at = JsonPointer.append("/files", file.getKey());
      JsonNode value = file.getValue();
      for (String number : NUMBERS) {
        if (!value.get(number).canConvertToLong()) {
          problems.add(Diagnostic.policy(shownAs, at + "/" + number, NOT_LONG));
        }
      }
      if (problems.isEmpty()) {
        files.put(file.getKey(), fingerprint(value));
      }
    }
    return problems.isEmpty() ? new Read(Fingerprints.of(files)) : new Refused(problems);
  }

  private static Fingerprints.Fingerprint fingerprint(JsonNode value) {
    return new Fingerprints.Fingerprint(
        value.get("sha256").asText(),
        new FileStat(
            value.get("device").asLong(),
            value.get("inode").asLong(),
            value.get("size").asLong(),
            value.get("modified").asLong(),
            value.get("changed").asLong()));
  }
}
