package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The launcher's own JVM started as the wrapper says: none of the variables that change how a JVM
 * starts is set. {@code _JAVA_OPTIONS} overrides the wrapper's {@code -Dqwen.managed.config}, and
 * {@code JAVA_TOOL_OPTIONS} or {@code JDK_JAVA_OPTIONS} can add an agent; the installed wrapper
 * removes them (and {@code CLASSPATH}) before it runs java, so one that is still set means the
 * launcher was started some other way. Names are compared without regard to case (Windows ignores
 * it).
 */
final class JvmOptionsCheck {

  static final List<String> NAMES =
      List.of("_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH");

  static final String SET =
      "must not be set: it changes how the launcher's JVM starts (its options, agents or class"
          + " path); the installed qwen-managed wrapper removes it";

  private JvmOptionsCheck() {}

  static CheckOutcome run(Map<String, String> environment) {
    Set<String> refused = Set.copyOf(NAMES);
    List<Diagnostic> problems = new ArrayList<>();
    environment.keySet().stream()
        .filter(name -> refused.contains(name.toUpperCase(Locale.ROOT)))
        .sorted()
        .forEach(name -> problems.add(Diagnostic.io("$" + name, SET)));
    return new CheckOutcome(StartChecks.JVM_OPTIONS, problems);
  }
}
