package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.exec.QwenPackageInstall;
import io.qwenmanaged.policy.Diagnostic;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What {@code install}'s options change in the plan before it is generated: {@code --prefix},
 * {@code --config-dir} and {@code --workspace} replace the plan's values (absolute and normalised),
 * and {@code --install-qwen} pins the Qwen Code the kit installs. The result is checked like any
 * plan.
 */
final class PlanOverrides {

  private PlanOverrides() {}

  /**
   * Replaces the plan's values with the options given ({@code null} when not given); a refusal when
   * an option has nothing to replace.
   */
  static Optional<Diagnostic> apply(
      ObjectNode plan, String planName, Path prefix, Path configDir, Path workspace) {
    if (workspace != null && plan.has("repositories")) {
      return Optional.of(
          Diagnostic.policy(
              planName,
              "/repositories",
              "lists the repositories, so --workspace has nothing to replace; set each"
                  + " repository's path in the plan"));
    }
    if (prefix != null) {
      plan.put("installPrefix", absolute(prefix));
    }
    if (configDir != null) {
      plan.put("configDir", absolute(configDir));
    }
    if (workspace != null) {
      plan.put("workspace", absolute(workspace));
    }
    return Optional.empty();
  }

  /**
   * Pins the package {@code --install-qwen} installs: the plan's Qwen version under the install
   * prefix. A plan without those keys is left as it is, for the generator to refuse.
   */
  static void pinInstalledQwen(ObjectNode plan) {
    if (plan.get("runtimes") instanceof ObjectNode runtimes
        && plan.get("installPrefix") != null
        && runtimes.get("qwenVersion") != null) {
      runtimes.put(
          "qwenCli",
          QwenPackageInstall.packageFolder(
                  Path.of(plan.get("installPrefix").asText()), runtimes.get("qwenVersion").asText())
              .resolve("cli.js")
              .toString());
    }
  }

  private static String absolute(Path path) {
    return path.toAbsolutePath().normalize().toString();
  }
}
