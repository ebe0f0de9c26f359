package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.json.JsonFile;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code install}'s plan file, read with the size cap and parsed as strict JSON: an object to
 * install, or the diagnostics of a file that cannot be read, is not JSON, or is not an object.
 */
final class PlanInput {

  /** The plan, or why there is none. */
  sealed interface Outcome permits Read, Refused {}

  /** The plan's object and the name diagnostics show it by. */
  record Read(ObjectNode plan, String name) implements Outcome {}

  record Refused(List<Diagnostic> diagnostics) implements Outcome {}

  private PlanInput() {}

  static Outcome read(Path file) {
    String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
    JsonFile.Outcome read = JsonFile.read(file, name);
    if (read instanceof JsonFile.Failed failed) {
      return new Refused(List.of(failed.diagnostic()));
    }
    JsonNode document = ((JsonFile.Parsed) read).document();
    if (document instanceof ObjectNode plan) {
      return new Read(plan, name);
    }
    // Not an object: the generator's own diagnostics say what a plan is.
    GenerationResult refused = PolicyGenerator.generate(document, name);
    return new Refused(((GenerationResult.Refused) refused).diagnostics());
  }
}
