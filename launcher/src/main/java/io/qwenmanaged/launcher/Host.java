package io.qwenmanaged.launcher;

import io.qwenmanaged.policy.model.KitCommands;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What the launcher learns from the JVM that runs it.
 *
 * @param configProperty the system property {@value #CONFIG_PROPERTY}, which the installed {@code
 *     qwen-managed} command sets to its {@code launcher.json}; the only source of the configuration
 *     path (never an argument or a variable)
 * @param userName the operating-system user
 * @param userHome that user's home directory from the user database, which {@code ${HOME}} in
 *     pinned paths stands for (not the {@code HOME} variable)
 * @param workingDirectory the process's working directory, which decides the managed repository
 *     (never {@code PWD}, an argument or another variable)
 * @param rehearsal whether the system property {@value #REHEARSAL_PROPERTY} is {@code true}: a
 *     start is rehearsed, never made (see {@link
 *     io.qwenmanaged.launcher.start.StartCommand#rehearse}), and doctor accepts an installed file
 *     by its unchanged stat fingerprint as a start does
 */
public record Host(
    Optional<String> configProperty,
    String userName,
    Path userHome,
    Path workingDirectory,
    boolean rehearsal) {

  /** The system property naming {@code launcher.json}. */
  public static final String CONFIG_PROPERTY = KitCommands.LAUNCHER_CONFIG_PROPERTY;

  /**
   * The system property the installer sets when it trains the launcher's class-data archive (the
   * start runs every check and starts a harmless child instead of Qwen) and when it proves a
   * generation with doctor (whose files it has just hashed). Only a JVM command line sets it; the
   * installed command never does, and the option variables that could are refused at a start and
   * cleared by the installed command.
   */
  public static final String REHEARSAL_PROPERTY = KitCommands.LAUNCHER_REHEARSAL_PROPERTY;

  /** A host whose starts are real. */
  public Host(
      Optional<String> configProperty, String userName, Path userHome, Path workingDirectory) {
    this(configProperty, userName, userHome, workingDirectory, false);
  }

  /** Linux's view of a process's own working directory, whatever its system properties say. */
  private static final Path PROC_CWD = Path.of("/proc/self/cwd");

  /** This JVM's view. */
  public static Host current() {
    return new Host(
        Optional.ofNullable(System.getProperty(CONFIG_PROPERTY)),
        System.getProperty("user.name"),
        Path.of(System.getProperty("user.home")),
        currentDirectory(),
        Boolean.getBoolean(REHEARSAL_PROPERTY));
  }

  /** The configuration path, when the property names an absolute path. */
  Optional<Path> configPath() {
    return configProperty
        .filter(value -> !value.isEmpty() && value.indexOf('\0') < 0)
        .map(Path::of)
        .filter(Path::isAbsolute);
  }

  /**
   * The kernel's working directory where {@code /proc} tells it ({@code user.dir} can be changed by
   * {@code _JAVA_OPTIONS}, which only a start refuses), else the JVM's {@code user.dir}.
   */
  private static Path currentDirectory() {
    if (Files.isDirectory(PROC_CWD)) {
      try {
        return PROC_CWD.toRealPath();
      } catch (IOException e) {
        // The directory was removed or cannot be examined; the JVM's own view is all there is.
      }
    }
    return Path.of(System.getProperty("user.dir")).toAbsolutePath();
  }
}
