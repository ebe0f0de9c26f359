package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.bundle.Bundle;
import io.qwenmanaged.install.bundle.BundleLayout;
import io.qwenmanaged.install.exec.QwenPackageInstall;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.policy.model.Platform;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What {@code install}'s options change in the plan before it is generated: {@code --prefix},
 * {@code --config-dir} and {@code --workspace} replace the plan's values (absolute and normalised),
 * {@code --install-qwen} pins the Qwen Code the kit installs, and in a bundle the runtime keys the
 * plan leaves out are filled with the bundled runtimes. The result is checked like any plan.
 */
final class PlanOverrides {

  /** The runtime keys a plan installed from a bundle may leave out. */
  static final List<String> RUNTIME_KEYS = List.of("java", "node", "qwenCli", "qwenVersion");

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

  /**
   * In a bundle: each of the runtime keys the plan leaves out is filled with the bundle's runtime
   * as installed under {@code <prefix>/runtimes/<kit version>} (and {@code qwenVersion} with the
   * bundled Qwen Code's); the keys the plan sets are the admin's choice and are kept. A plan
   * without {@code installPrefix} is left as it is, for the generator to refuse.
   *
   * @param bundledQwen whether {@code --install-qwen} installs the bundled Qwen Code: its {@code
   *     cli.js} is pinned even when the plan names another
   */
  static Optional<Diagnostic> fillFromBundle(
      ObjectNode plan, String planName, Bundle bundle, boolean bundledQwen) {
    if (!plan.path("installPrefix").isTextual()) {
      return Optional.empty();
    }
    if (!(plan.get("runtimes") instanceof ObjectNode)) {
      plan.putObject("runtimes");
    }
    ObjectNode runtimes = (ObjectNode) plan.get("runtimes");
    Path installed =
        new InstallPaths(
                Path.of(plan.get("installPrefix").textValue()), Path.of(""), Platform.POSIX)
            .runtimes(KitVersion.current());
    if (!runtimes.has("qwenVersion")) {
      runtimes.put("qwenVersion", bundle.qwenVersion());
    }
    if (!runtimes.has("qwenCli") || bundledQwen) {
      if (!runtimes.path("qwenVersion").asText().equals(bundle.qwenVersion())) {
        return Optional.of(
            Diagnostic.policy(
                planName,
                "/runtimes/qwenVersion",
                "is "
                    + runtimes.path("qwenVersion").asText()
                    + " but the bundle's Qwen Code is "
                    + bundle.qwenVersion()
                    + ": leave qwenVersion out to run the bundled one, or set qwenCli to the"
                    + " cli.js of that version (--install-qwen installs it with npm)"));
      }
      runtimes.put(
          "qwenCli", installed.resolve(BundleLayout.QWEN_PACKAGE).resolve("cli.js").toString());
    }
    putIfAbsent(runtimes, "java", installed.resolve(BundleLayout.JAVA_PROGRAM));
    putIfAbsent(runtimes, "node", installed.resolve(BundleLayout.NODE_PROGRAM));
    return Optional.empty();
  }

  /**
   * Outside a bundle: the first runtime key the plan leaves out, refused by name (only a bundle has
   * runtimes to stand for it).
   */
  static Optional<Diagnostic> missingRuntime(ObjectNode plan, String planName) {
    if (!(plan.get("runtimes") instanceof ObjectNode runtimes)) {
      return Optional.empty();
    }
    for (String key : RUNTIME_KEYS) {
      if (!runtimes.has(key)) {
        return Optional.of(
            Diagnostic.policy(
                planName,
                "/runtimes/" + key,
                "is missing: only an install from the linux-x64 bundle may leave it out (the"
                    + " bundled runtime stands for it there); this distribution has no runtimes,"
                    + " so set it"));
      }
    }
    return Optional.empty();
  }

  private static void putIfAbsent(ObjectNode runtimes, String key, Path path) {
    if (!runtimes.has(key)) {
      runtimes.put(key, path.toString());
    }
  }

  private static String absolute(Path path) {
    return path.toAbsolutePath().normalize().toString();
  }
}
