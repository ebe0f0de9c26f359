package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.JvmStartVariables;
import java.util.List;
import java.util.Map;

/**
 * The launcher's own JVM started as the wrapper says: none of the variables that change how a JVM
 * starts is set. {@code _JAVA_OPTIONS} overrides the wrapper's {@code -Dqwen.managed.config}, and
 * {@code JAVA_TOOL_OPTIONS} or {@code JDK_JAVA_OPTIONS} can add an agent; the installed wrapper
 * removes them (and {@code CLASSPATH}) before it runs java, so one that is still set means the
 * launcher was started some other way. The names and their case rule are {@link
 * JvmStartVariables#clearedBeforeJavaIn}'s.
 */
final class JvmOptionsCheck {

  static final String SET =
      "must not be set: it changes how the launcher's JVM starts (its options, agents or class"
          + " path); the installed qwen-managed wrapper removes it";

  private JvmOptionsCheck() {}

  static CheckOutcome run(Map<String, String> environment) {
    List<Diagnostic> problems =
        JvmStartVariables.clearedBeforeJavaIn(environment).stream()
            .sorted()
            .map(name -> Diagnostic.io("$" + name, SET))
            .toList();
    return new CheckOutcome(StartChecks.JVM_OPTIONS, problems);
  }
}
