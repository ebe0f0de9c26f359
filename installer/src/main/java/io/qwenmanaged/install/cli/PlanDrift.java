package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.changes.FileChangeEntry;
import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.policy.Diagnostic;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code verify --plan F}: whether the current generation is exactly what {@code install --plan F}
 * with the same options would make. The plan is checked as install checks it (a refusal is the
 * install's), then its change list ({@link DryRunChanges}) must be empty: each change is one
 * diagnostic, result {@code drift}, exit 3.
 */
final class PlanDrift {

  /** The result of an installation that differs from the plan. */
  static final String DRIFT = "drift";

  private PlanDrift() {}

  /** What differs at one place, said once: what is installed there and what the plan makes. */
  static String difference(FileChangeEntry change) {
    String where = change.pointer().isEmpty() ? "the whole file " : "";
    return switch (change.kind()) {
      case ADDED -> where + "is not installed; the plan makes " + value(change.now());
      case REMOVED -> where + "is installed as " + value(change.old()) + "; the plan has none";
      case CHANGED ->
          where
              + "is installed as "
              + value(change.old())
              + "; the plan makes "
              + value(change.now());
    };
  }

  private static String value(Optional<JsonNode> value) {
    return value.map(String::valueOf).orElse("another file");
  }

  static Report check(InstallFlow.Options options, Path configDir, AdminHost host) {
    InstallFlow.Prepared prepared =
        InstallFlow.prepare(options, PlanInput.read(options.plan()), host);
    if (!(prepared instanceof InstallFlow.Ready ready)) {
      return notCompared(((InstallFlow.NotReady) prepared).report(), configDir);
    }
    Report install = DryRunChanges.run(ready, host);
    if (install.exit() != AdminExit.OK) {
      return notCompared(install, configDir);
    }
    List<FileChangeEntry> changes = install.changes().orElse(List.of());
    if (install.result().equals("unchanged") && changes.isEmpty()) {
      return new Report(
              VerifyCommand.NAME,
              AdminExit.OK,
              "valid",
              "installation valid and exactly the plan " + options.plan().getFileName(),
              List.of(),
              List.of(),
              Optional.of(configDir.toString()))
          .withChanges(changes);
    }
    List<Diagnostic> differences =
        changes.isEmpty()
            ? List.of(
                Diagnostic.policy(
                    configDir.toString(), "", "no generation of this plan is installed here"))
            : changes.stream()
                .map(c -> Diagnostic.policy(c.file(), c.pointer(), difference(c)))
                .distinct()
                .toList();
    return new Report(
            VerifyCommand.NAME,
            AdminExit.POLICY,
            DRIFT,
            "the installation differs from the plan "
                + options.plan().getFileName()
                + " ("
                + GenerateCommand.count(differences.size(), "difference")
                + ")",
            differences,
            List.of(),
            Optional.of(configDir.toString()))
        .withChanges(changes);
  }

  /** A plan the install checks refuse: its refusal, said as verify's. */
  private static Report notCompared(Report install, Path configDir) {
    return new Report(
        VerifyCommand.NAME,
        install.exit(),
        install.result(),
        "the plan cannot be compared: " + install.summary(),
        install.diagnostics(),
        List.of(),
        Optional.of(configDir.toString()));
  }
}
