package io.qwenmanaged.launcher.terminal;

import java.io.Console;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Optional;

/**
 * The JVM's own view of its standard streams. On Java 17 to 21 {@link System#console()} exists
 * exactly when standard input and output are both terminals, and so it does on any version when the
 * built-in console is chosen ({@code -Djdk.console=java.base}, as the launcher is started). From
 * Java 22 another console provider may give a console anyway, and {@code Console.isTerminal()}
 * (looked up at run time: this code is compiled for Java 17) tells.
 */
public final class SystemTerminal implements Terminal {

  /** The system property that chooses the console provider, and the built-in one's name. */
  static final String CONSOLE_PROVIDER = "jdk.console";

  static final String BUILT_IN = "java.base";

  @Override
  public boolean interactive() {
    return interactive(System.console(), System.getProperty(CONSOLE_PROVIDER));
  }

  /**
   * Whether {@code console} (or its absence) means a terminal on both streams, given the console
   * provider the JVM was asked for ({@code provider}, null when none).
   */
  static boolean interactive(Console console, String provider) {
    if (console == null) {
      return false;
    }
    if (BUILT_IN.equals(provider)) {
      return true;
    }
    Optional<Method> isTerminal = isTerminal();
    if (isTerminal.isEmpty()) {
      return true;
    }
    try {
      return Boolean.TRUE.equals(isTerminal.get().invoke(console));
    } catch (IllegalAccessException | InvocationTargetException e) {
      return false;
    }
  }

  private static Optional<Method> isTerminal() {
    try {
      return Optional.of(Console.class.getMethod("isTerminal"));
    } catch (NoSuchMethodException e) {
      return Optional.empty();
    }
  }
}
