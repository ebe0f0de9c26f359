package io.qwenmanaged.launcher.terminal;

import java.io.Console;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Optional;

/**
 * The JVM's own view of its standard streams. On Java 17 to 21 {@link System#console()} exists
 * exactly when standard input and output are both terminals. From Java 22 it may exist anyway, and
 * {@code Console.isTerminal()} (looked up at run time: this code is compiled for Java 17) tells.
 */
public final class SystemTerminal implements Terminal {

  @Override
  public boolean interactive() {
    return interactive(System.console());
  }

  /** Whether {@code console} (or its absence) means a terminal on both streams. */
  static boolean interactive(Console console) {
    if (console == null) {
      return false;
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
