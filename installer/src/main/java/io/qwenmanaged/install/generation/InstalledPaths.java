package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.json.JsonFile;
import io.qwenmanaged.policy.model.DefaultConfigDir;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds an installation from its config directory, for the commands that take no plan ({@code
 * verify}, {@code rollback}, {@code uninstall}): the platform and the prefix come from the current
 * {@code launcher.json}, whose jars live in {@code <prefix>/generations/<id>/lib/}.
 */
public final class InstalledPaths {

  private InstalledPaths() {}

  /** The default config directory of a machine of {@code platform}. */
  public static Path defaultConfigDir(Platform platform) {
    return Path.of(DefaultConfigDir.of(platform));
  }

  /**
   * The installation whose config directory is {@code given}, when it holds one: found through the
   * current {@code launcher.json}, or — when that is gone, as after an interrupted uninstall —
   * through the copy any generation keeps.
   */
  public static Optional<InstallPaths> of(Path given) {
    Path configDir = given.toAbsolutePath().normalize();
    Optional<InstallPaths> current = of(configDir, configDir.resolve(KitFiles.LAUNCHER));
    if (current.isPresent() || !Files.isDirectory(configDir.resolve(InstallPaths.GENERATIONS))) {
      return current;
    }
    try (Stream<Path> generations = Files.list(configDir.resolve(InstallPaths.GENERATIONS))) {
      for (Path generation : generations.sorted().toList()) {
        Optional<InstallPaths> found = of(configDir, generation.resolve(KitFiles.LAUNCHER));
        if (found.isPresent()) {
          return found;
        }
      }
    } catch (IOException e) {
      return Optional.empty();
    }
    return Optional.empty();
  }

  private static Optional<InstallPaths> of(Path configDir, Path launcher) {
    if (!(JsonFile.read(launcher, KitFiles.LAUNCHER) instanceof JsonFile.Parsed parsed)
        || !SchemaValidator.validate("launcher", parsed.document(), KitFiles.LAUNCHER).isEmpty()) {
      return Optional.empty();
    }
    LauncherConfig config = LauncherConfigReader.read(parsed.document());
    if (config.install().isEmpty()) {
      return Optional.empty();
    }
    Path lib = Path.of(config.files().mcpServerJar()).getParent();
    Path prefix = lib == null ? null : lib.getParent();
    prefix = prefix == null ? null : prefix.getParent();
    prefix = prefix == null ? null : prefix.getParent();
    return prefix == null
        ? Optional.empty()
        : Optional.of(new InstallPaths(prefix, configDir, config.platform()));
  }
}
