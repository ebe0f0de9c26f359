package io.qwenmanaged.policy.manifest;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.CanonicalJson;
import io.qwenmanaged.policy.json.JsonPointer;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.Platform;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes install manifests: canonical JSON like every generated file (UTF-8, two-space indentation,
 * {@code \n} line ends, trailing newline), keys {@code manifestVersion}, {@code kitVersion}, {@code
 * generation}, {@code scope}, {@code user} (user install only), {@code files} sorted by path — so
 * the same installation always gives the same bytes. Each manifest is read back and validated
 * against {@code install-manifest.schema.json} before it is returned.
 */
public final class ManifestWriter {

  /** A path that is absolute on neither platform. */
  static final String NOT_ABSOLUTE = "must be an absolute, normalised path";

  private ManifestWriter() {}

  /** The canonical bytes of {@code manifest}, or why it cannot be written. */
  public static ManifestOutcome render(InstallManifest manifest) {
    List<Diagnostic> problems = new ArrayList<>();
    for (String path : manifest.files().keySet()) {
      if (!Platform.POSIX.isAbsolute(path) && !Platform.WINDOWS.isAbsolute(path)) {
        problems.add(
            Diagnostic.policy(
                InstallManifest.FILE_NAME, JsonPointer.append("/files", path), NOT_ABSOLUTE));
      }
    }
    ObjectNode root = JsonNodeFactory.instance.objectNode().put("manifestVersion", 1);
    InstallFacts install = manifest.install();
    root.put("kitVersion", install.kitVersion())
        .put("generation", install.generation())
        .put("scope", install.scope().id());
    install.user().ifPresent(user -> root.put("user", user));
    ObjectNode files = root.putObject("files");
    manifest.files().forEach(files::put);
    byte[] bytes = CanonicalJson.bytes(root);
    ManifestOutcome read = ManifestReader.read(bytes, InstallManifest.FILE_NAME);
    if (read instanceof ManifestOutcome.Refused refused) {
      problems.addAll(0, refused.diagnostics());
    }
    return problems.isEmpty()
        ? new ManifestOutcome.Valid(manifest, bytes)
        : new ManifestOutcome.Refused(problems);
  }
}
