package io.qwenmanaged.policy.manifest;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Reads an install manifest: strict JSON, then {@code install-manifest.schema.json}. */
public final class ManifestReader {

  private ManifestReader() {}

  /**
   * The manifest in {@code bytes}, or its problems.
   *
   * @param shownAs the manifest's name in diagnostics, e.g. {@code install-manifest.json}
   */
  public static ManifestOutcome read(byte[] bytes, String shownAs) {
    JsonReadResult read = StrictJson.read(bytes, shownAs);
    if (read instanceof JsonReadResult.Malformed malformed) {
      return new ManifestOutcome.Refused(List.of(malformed.diagnostic()));
    }
    JsonNode document = ((JsonReadResult.Parsed) read).document();
    List<Diagnostic> problems =
        SchemaValidator.validate(KitFiles.kind(KitFiles.INSTALL_MANIFEST), document, shownAs);
    if (!problems.isEmpty()) {
      return new ManifestOutcome.Refused(problems);
    }
    Map<String, String> files = new TreeMap<>();
    document.get("files").properties().forEach(f -> files.put(f.getKey(), f.getValue().asText()));
    return new ManifestOutcome.Valid(
        InstallManifest.of(LauncherConfigReader.install(document), files), bytes);
  }
}
