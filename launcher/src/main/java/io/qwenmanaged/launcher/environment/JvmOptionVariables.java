package io.qwenmanaged.launcher.environment;

import java.util.List;
import java.util.Map;

/**
 * The variables that change how the launcher's own JVM starts. {@code _JAVA_OPTIONS} overrides the
 * installed command's {@code -Dqwen.managed.config=...} (so it could point the launcher at another
 * policy), {@code JAVA_TOOL_OPTIONS} and {@code JDK_JAVA_OPTIONS} can add an agent, and {@code
 * CLASSPATH} adds classes. The installed command removes them; a launcher that still sees one was
 * not started as installed and starts nothing.
 */
public final class JvmOptionVariables {

  /** The names, in the order a refusal lists them. */
  public static final List<String> NAMES =
      List.of("_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH");

  private JvmOptionVariables() {}

  /** The names present in {@code environment}, set to any value (even empty). */
  public static List<String> present(Map<String, String> environment) {
    return NAMES.stream().filter(environment::containsKey).toList();
  }
}
