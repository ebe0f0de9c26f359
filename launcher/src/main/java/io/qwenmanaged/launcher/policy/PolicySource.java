package io.qwenmanaged.launcher.policy;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.json.JsonFile;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import io.qwenmanaged.policy.schema.SchemaValidator;
import io.qwenmanaged.policy.start.RepositoryChoice;
import io.qwenmanaged.policy.start.RepositoryResolution;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Reads what {@code qwen-managed policy} shows: {@code launcher.json} (bounded, strict JSON, valid
 * against its schema), the managed repository chosen as a start would choose it, and the provider
 * block of the {@code external-context.json} it pins for that repository (valid against the MCP
 * server's rules). Never throws for bad files.
 */
final class PolicySource {

  /** The outcome: both files read and valid, or every problem found. */
  sealed interface Outcome permits Loaded, Invalid {}

  /** Both files are valid: the installation, the repository chosen in it and its provider. */
  record Loaded(
      LauncherConfig installation, LauncherConfig.Repository repository, Provider provider)
      implements Outcome {}

  /**
   * One diagnostic per problem, or the one {@link Diagnostic.Kind#REFUSED} problem of a directory
   * in none of the managed repositories.
   */
  record Invalid(List<Diagnostic> problems) implements Outcome {}

  private PolicySource() {}

  static Outcome read(Path launcherJson, RepositoryChoice choice) {
    Document launcher = document(launcherJson, KitFiles.LAUNCHER);
    if (launcher.problems().isEmpty()) {
      List<Diagnostic> shape =
          SchemaValidator.validate("launcher", launcher.node().orElseThrow(), KitFiles.LAUNCHER);
      if (!shape.isEmpty()) {
        return new Invalid(shape);
      }
    } else {
      return new Invalid(launcher.problems());
    }
    LauncherConfig pins = LauncherConfigReader.read(launcher.node().orElseThrow());
    RepositoryResolution.Result chosen =
        RepositoryResolution.choose(pins, choice, FileFacts.local());
    if (chosen instanceof RepositoryResolution.Refused refused) {
      return new Invalid(List.of(refused.problem()));
    }
    LauncherConfig.Repository repository = ((RepositoryResolution.Chosen) chosen).repository();
    Path external = Path.of(repository.externalContextConfig());
    Document context = document(external, KitFiles.EXTERNAL_CONTEXT);
    if (!context.problems().isEmpty()) {
      return new Invalid(context.problems());
    }
    JsonNode node = context.node().orElseThrow();
    List<Diagnostic> rules = ExternalContextRules.check(node, KitFiles.EXTERNAL_CONTEXT);
    if (!rules.isEmpty()) {
      return new Invalid(rules);
    }
    return new Loaded(pins, repository, Provider.of(node.get("provider"), node.has("write")));
  }

  private record Document(Optional<JsonNode> node, List<Diagnostic> problems) {}

  private static Document document(Path path, String shownAs) {
    JsonFile.Outcome read = JsonFile.read(path, shownAs);
    if (read instanceof JsonFile.Failed failed) {
      return new Document(Optional.empty(), List.of(failed.diagnostic()));
    }
    return new Document(Optional.of(((JsonFile.Parsed) read).document()), List.of());
  }
}
