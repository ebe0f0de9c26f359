package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.rules.PinRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The refusals of the plan's CA certificate files a schema cannot state: each is an absolute path
 * for the plan's platform and lies outside every repository, whose content (and a pull) would
 * otherwise decide what the kit's runtimes trust. What the files hold is checked when they are read
 * at install.
 */
final class TrustRules {

  private TrustRules() {}

  /** Every refusal of {@code plan}'s CA certificate paths, in plan order. */
  static List<Diagnostic> check(Plan plan, String file) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    List<String> files = plan.environment().caCertificates();
    for (int i = 0; i < files.size(); i++) {
      String path = files.get(i);
      String pointer = "/environment/caCertificates/" + i;
      PinRules.path(plan.platform(), path)
          .or(() -> outsideRepositories(plan, path))
          .ifPresent(message -> diagnostics.add(Diagnostic.policy(file, pointer, message)));
    }
    return diagnostics;
  }

  private static Optional<String> outsideRepositories(Plan plan, String path) {
    return plan.repositories().stream()
        .map(r -> PinRules.outsideWorkspace(plan.platform(), path, r.path()))
        .flatMap(Optional::stream)
        .findFirst();
  }
}
