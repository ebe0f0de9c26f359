package io.qwenmanaged.launcher;

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
 */
public record Host(Optional<String> configProperty, String userName, Path userHome) {

  /** The system property naming {@code launcher.json}. */
  public static final String CONFIG_PROPERTY = "qwen.managed.config";

  /** This JVM's view. */
  public static Host current() {
    return new Host(
        Optional.ofNullable(System.getProperty(CONFIG_PROPERTY)),
        System.getProperty("user.name"),
        Path.of(System.getProperty("user.home")));
  }

  /** The configuration path, when the property names an absolute path. */
  Optional<Path> configPath() {
    return configProperty
        .filter(value -> !value.isEmpty() && value.indexOf('\0') < 0)
        .map(Path::of)
        .filter(Path::isAbsolute);
  }
}
