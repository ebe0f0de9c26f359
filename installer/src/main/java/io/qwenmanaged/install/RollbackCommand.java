package io.qwenmanaged.install;

import io.qwenmanaged.install.generation.GenerationWriter;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstallRun;
import io.qwenmanaged.install.generation.InstalledPaths;
import io.qwenmanaged.install.generation.RollbackRun;
import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code qwen-managed-admin rollback --to read-only|previous [--config-dir C]}. */
@Command(
    name = "rollback",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "read-only: installs a new generation of the current plan without the write capability (no"
          + " context_remember, no ask rule, no confirmation hook); search keeps working.",
      "previous: makes the generation that was current before this one current again; repeating"
          + " it toggles between the two. Both are atomic. Existing Mem0 memories are not changed."
    })
final class RollbackCommand implements Callable<Integer> {

  static final String NAME = "rollback";

  /** Said by every rollback, because a rollback never touches the provider. */
  static final String MEMORIES = "Existing Mem0 memories are not changed.";

  enum Target {
    READ_ONLY("read-only"),
    PREVIOUS("previous");

    private final String word;

    Target(String word) {
      this.word = word;
    }

    @Override
    public String toString() {
      return word;
    }
  }

  @Option(
      names = "--to",
      required = true,
      paramLabel = "read-only|previous",
      converter = TargetConverter.class,
      description = "What to roll back to.")
  private Target target;

  @Option(
      names = "--config-dir",
      paramLabel = "DIR",
      description = "The installation's config directory (default: " + "/etc/qwen-managed).")
  private Path configDir;

  @Mixin private ReportOutput output;

  @Override
  public Integer call() {
    return output.print(rollback());
  }

  private Report rollback() {
    Path config = configDir == null ? InstalledPaths.defaultConfigDir() : configDir;
    Optional<InstallPaths> paths = InstalledPaths.of(config);
    if (paths.isEmpty()) {
      return refused(
          List.of(
              Diagnostic.policy(
                  config.resolve("launcher.json").toString(),
                  "",
                  "names no installed generation: nothing to roll back")));
    }
    try {
      RollbackRun.Outcome outcome =
          target == Target.PREVIOUS
              ? RollbackRun.toPrevious(paths.get())
              : RollbackRun.toReadOnly(
                  paths.get(),
                  System.getProperty("user.name"),
                  Path.of(System.getProperty("user.home")),
                  Clock.systemUTC());
      return report(outcome, config);
    } catch (GenerationWriter.RefusedManifest e) {
      return refused(e.diagnostics());
    } catch (IOException e) {
      return new Report(
          NAME,
          AdminExit.IO,
          "io-error",
          "the rollback could not be written: " + PolicyDirectory.reason(e) + "; " + MEMORIES,
          List.of(),
          List.of(),
          Optional.of(config.toString()));
    }
  }

  private Report report(RollbackRun.Outcome outcome, Path config) {
    Optional<String> directory = Optional.of(config.toString());
    if (outcome instanceof RollbackRun.Refused refused) {
      return refused(refused.diagnostics());
    }
    if (outcome instanceof RollbackRun.Unchanged unchanged) {
      return new Report(
          NAME,
          AdminExit.OK,
          "unchanged",
          "generation " + unchanged.generation() + " is already read-only; " + MEMORIES,
          List.of(),
          List.of(),
          directory);
    }
    if (outcome instanceof RollbackRun.Restored restored) {
      return new Report(
          NAME,
          AdminExit.OK,
          "rolled-back",
          "generation " + restored.generation() + " is current again; " + MEMORIES,
          List.of(),
          List.of(),
          directory);
    }
    InstallRun.Outcome install = ((RollbackRun.Installed) outcome).install();
    if (install instanceof InstallRun.Installed installed) {
      return new Report(
          NAME,
          AdminExit.OK,
          "rolled-back",
          "read-only generation " + installed.generation() + " is current; " + MEMORIES,
          List.of(),
          List.of(),
          directory);
    }
    if (install instanceof InstallRun.Refused refused) {
      return refused(refused.diagnostics());
    }
    return new Report(
        NAME,
        AdminExit.OK,
        "unchanged",
        "nothing changed; " + MEMORIES,
        List.of(),
        List.of(),
        directory);
  }

  private static Report refused(List<Diagnostic> diagnostics) {
    AdminExit exit = AdminExit.of(diagnostics);
    return new Report(
        NAME,
        exit,
        exit == AdminExit.IO ? "io-error" : "refused",
        "nothing changed ("
            + GenerateCommand.count(diagnostics.size(), "problem")
            + "); "
            + MEMORIES,
        diagnostics,
        List.of(),
        Optional.empty());
  }

  /** Reads {@code --to}'s two words. */
  static final class TargetConverter implements picocli.CommandLine.ITypeConverter<Target> {
    @Override
    public Target convert(String value) {
      for (Target target : Target.values()) {
        if (target.word.equals(value)) {
          return target;
        }
      }
      throw new picocli.CommandLine.TypeConversionException("--to must be read-only or previous");
    }
  }
}
