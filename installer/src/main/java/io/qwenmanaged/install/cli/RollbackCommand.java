package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstalledPaths;
import io.qwenmanaged.install.generation.RollbackRun;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.policy.model.DefaultConfigDir;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

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
      description =
          "The installation's config directory (default: " + DefaultConfigDir.POSIX + ").")
  private Path configDir;

  @Mixin private WaitOption wait;

  @Mixin private ReportOutput output;

  private final AdminHost host;

  RollbackCommand(AdminHost host) {
    this.host = host;
  }

  @Override
  public Integer call() {
    Path config = configDir == null ? InstalledPaths.defaultConfigDir(host.platform()) : configDir;
    if (InstalledPaths.of(config).isEmpty()) {
      return output.print(rollback(config));
    }
    return output.print(
        LockedCommand.run(NAME, config, wait.seconds(), false, () -> rollback(config)));
  }

  private Report rollback(Path config) {
    Optional<InstallPaths> paths = InstalledPaths.of(config);
    if (paths.isEmpty()) {
      return RollbackReports.refused(List.of(RollbackRun.notInstalled(config)), config);
    }
    RollbackRun.Outcome outcome =
        target == Target.PREVIOUS
            ? RollbackRun.toPrevious(paths.get(), host.files())
            : RollbackRun.toReadOnly(paths.get(), host);
    return RollbackReports.of(outcome, config);
  }

  /** Reads {@code --to}'s two words. */
  static final class TargetConverter implements ITypeConverter<Target> {
    @Override
    public Target convert(String value) {
      for (Target target : Target.values()) {
        if (target.word.equals(value)) {
          return target;
        }
      }
      throw new TypeConversionException("--to must be read-only or previous");
    }
  }
}
