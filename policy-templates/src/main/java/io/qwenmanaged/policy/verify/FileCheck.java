package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One generated file on its own: strict JSON, then its schema ({@code external-context.json}
 * through {@link ExternalContextRules}, as version 1: the MCP server accepts nothing else; {@code
 * external-context-recall.json} the same way as version 2, its repository root checked as the
 * launcher's workspace by the cross-checks rather than on this machine's disk).
 *
 * @param diagnostics every problem of the file; empty when it is valid
 * @param document the parsed document when it is valid, for the cross-checks
 */
record FileCheck(List<Diagnostic> diagnostics, Optional<JsonNode> document) {

  /** Why an auto-recall config must be version 2. */
  static final String VERSION_2 = "must be 2: the auto-recall hook reads only version 2";

  /** The MCP server's stable message for a version 2 file. */
  static final String VERSION_1 = "External context MCP server requires a version 1 configuration.";

  static FileCheck of(String name, byte[] bytes) {
    JsonReadResult read = StrictJson.read(bytes, name);
    if (read instanceof JsonReadResult.Malformed) {
      return new FileCheck(
          List.of(((JsonReadResult.Malformed) read).diagnostic()), Optional.empty());
    }
    JsonNode document = ((JsonReadResult.Parsed) read).document();
    List<Diagnostic> diagnostics = new ArrayList<>();
    String kind = KitFiles.kind(name);
    if (kind.equals(KitFiles.kind(KitFiles.EXTERNAL_CONTEXT))) {
      diagnostics.addAll(ExternalContextRules.check(document, name));
      if (ExternalContextRules.isVersion2(document)) {
        diagnostics.add(Diagnostic.policy(name, "/version", VERSION_1));
      }
    } else if (kind.equals(KitFiles.kind(KitFiles.EXTERNAL_CONTEXT_RECALL))) {
      diagnostics.addAll(ExternalContextRules.checkContent(document, name));
      if (!ExternalContextRules.isVersion2(document)) {
        diagnostics.add(Diagnostic.policy(name, "/version", VERSION_2));
      }
    } else {
      diagnostics.addAll(SchemaValidator.validate(kind, document, name));
    }
    return new FileCheck(
        List.copyOf(diagnostics), diagnostics.isEmpty() ? Optional.of(document) : Optional.empty());
  }
}
