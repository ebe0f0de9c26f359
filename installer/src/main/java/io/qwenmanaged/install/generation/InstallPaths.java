package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.model.Platform;
import java.nio.file.Path;
import java.util.List;

/**
 * Where an installation lives. The config directory holds {@code launcher.json} — the one file an
 * install replaces to make a generation current — and one folder per generation with its policy
 * files, plan and manifest; the prefix holds one folder per generation with the jars, their
 * class-data archives and the launcher's command line, and the {@code bin/} wrapper, which is the
 * same for every generation.
 *
 * @param prefix the install prefix
 * @param configDir the config directory
 * @param platform the plan's platform
 */
public record InstallPaths(Path prefix, Path configDir, Platform platform) {

  /** The folder of generations under the prefix and under the config directory. */
  public static final String GENERATIONS = "generations";

  /** The commit point: names the current generation. */
  public Path launcherJson() {
    return configDir.resolve("launcher.json");
  }

  public Path configGenerations() {
    return configDir.resolve(GENERATIONS);
  }

  public Path prefixGenerations() {
    return prefix.resolve(GENERATIONS);
  }

  /** Generation {@code id}'s policy files, plan and manifest. */
  public Path configGeneration(String id) {
    return configGenerations().resolve(id);
  }

  /** Generation {@code id}'s jars, archives and launcher command line. */
  public Path prefixGeneration(String id) {
    return prefixGenerations().resolve(id);
  }

  /** The runtimes installed from bundles under the prefix: one folder per kit version. */
  public Path runtimesRoot() {
    return prefix.resolve("runtimes");
  }

  /**
   * The runtimes a bundle of kit version {@code kitVersion} installed, shared by its generations.
   */
  public Path runtimes(String kitVersion) {
    return runtimesRoot().resolve(kitVersion);
  }

  /** The developer's command(s): {@code bin/qwen-managed}, or its {@code .cmd} and {@code .ps1}. */
  public List<Path> wrappers() {
    Path bin = prefix.resolve("bin");
    return platform == Platform.WINDOWS
        ? List.of(bin.resolve("qwen-managed.cmd"), bin.resolve("qwen-managed.ps1"))
        : List.of(bin.resolve("qwen-managed"));
  }

  /** Where a folder is built before one rename puts it in place. */
  public static Path staging(Path folder) {
    return folder.resolveSibling("." + folder.getFileName() + ".staging");
  }

  /** Where a folder is moved before it is deleted, so a kill never leaves it half deleted. */
  public static Path removing(Path folder) {
    return folder.resolveSibling("." + folder.getFileName() + ".removing");
  }
}
