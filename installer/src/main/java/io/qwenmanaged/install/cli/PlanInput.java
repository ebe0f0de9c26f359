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

  /**
   * What {@code install} and {@code verify} say to {@code --plan -}: they read a plan file only.
   */
  static final String STDIN_REFUSED =
      "reading a plan from standard input is not supported: pass the plan's path";

  private PlanInput() {}

  /** {@code file} as an absolute, normalised path, or as given when it has no such form. */
  static String located(Path file) {
    try {
      return file.toAbsolutePath().normalize().toString();
    } catch (RuntimeException e) {
      return file.toString();
    }
  }

  /** Whether {@code plan} is {@code -}, the name {@code generate} reads standard input by. */
  static boolean isStandardInput(Path plan) {
    return plan.toString().equals("-");
  }

  static Outcome read(Path file) {
    String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
    // A file that cannot be read or parsed is named by its full path, so a relative --plan that
    // missed shows where it was looked for; problems with the plan's values keep the short name.
    JsonFile.Outcome read = JsonFile.readAdminFile(file, located(file));
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
