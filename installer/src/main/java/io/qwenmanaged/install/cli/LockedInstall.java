package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.install.generation.ConfigDirCreation;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.lock.AdminLock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code install} under the config directory's admin lock. Where the lock file is not there yet (a
 * first install, or an installation of an older kit), the install is first checked as a dry run, so
 * a plan that would be refused creates nothing; then the config directory is made if missing
 * ({@link ConfigDirCreation}) and the lock taken. A dry run takes no lock: it changes nothing.
 */
final class LockedInstall {

  private LockedInstall() {}

  static Report install(InstallFlow.Options options, int waitSeconds, AdminHost host) {
    Optional<Path> config = configDir(options);
    if (options.dryRun()) {
      // Nothing to lock: a dry run changes nothing. It lists what would change.
      return DryRunChanges.attach(InstallFlow.install(options, host), options, host);
    }
    if (config.isEmpty()) {
      // A plan without a config directory: the flow refuses it.
      return InstallFlow.install(options, host);
    }
    if (!Files.exists(AdminLock.file(config.get()), LinkOption.NOFOLLOW_LINKS)) {
      Report check = InstallFlow.install(dryRun(options), host);
      if (check.exit() != AdminExit.OK) {
        return check;
      }
      try {
        ConfigDirCreation.ensure(config.get());
      } catch (IOException e) {
        return new Report(
            InstallCommand.NAME,
            AdminExit.IO,
            "io-error",
            "the config directory could not be created; nothing was installed",
            List.of(FileFailure.diagnostic(e, config.get())),
            List.of(),
            Optional.of(config.get().toString()));
      }
    }
    return LockedCommand.run(
        InstallCommand.NAME,
        config.get(),
        waitSeconds,
        false,
        () -> InstallFlow.install(options, host));
  }

  /** The config directory the install goes to: the option's, else the plan's, if it names one. */
  private static Optional<Path> configDir(InstallFlow.Options options) {
    if (options.configDir() != null) {
      return Optional.of(options.configDir().toAbsolutePath().normalize());
    }
    if (PlanInput.read(options.plan()) instanceof PlanInput.Read read) {
      JsonNode configDir = read.plan().get("configDir");
      if (configDir != null && configDir.isTextual() && !configDir.textValue().isEmpty()) {
        try {
          return Optional.of(Path.of(configDir.textValue()).toAbsolutePath().normalize());
        } catch (RuntimeException e) {
          // Not a path on this machine: the flow refuses the plan.
        }
      }
    }
    return Optional.empty();
  }

  private static InstallFlow.Options dryRun(InstallFlow.Options options) {
    return new InstallFlow.Options(
        options.plan(),
        options.prefix(),
        options.configDir(),
        options.workspace(),
        options.installQwen(),
        true);
  }
}
