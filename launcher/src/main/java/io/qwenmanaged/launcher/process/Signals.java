package io.qwenmanaged.launcher.process;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * Installs Java-level handlers for operating-system signals through {@code sun.misc.Signal} (module
 * {@code jdk.unsupported}, exported to every class-path program). It is reached reflectively
 * because the compiler warns about it unconditionally, and main code compiles without warnings.
 *
 * <p>A Java handler is a caught signal: {@code exec} resets it to the default in a child, unlike an
 * ignored signal ({@code SIG_IGN}), which a child inherits.
 */
final class Signals {

  private Signals() {}

  /**
   * Runs {@code action} (on a short-lived thread the JVM starts) whenever signal {@code name}
   * ({@code INT}, {@code TERM}, {@code HUP}) arrives, instead of the JVM's default. Returns false
   * when the JVM does not let the program handle it (e.g. started with {@code -Xrs}).
   */
  static boolean handle(String name, Runnable action) {
    try {
      Class<?> signal = Class.forName("sun.misc.Signal");
      Class<?> handler = Class.forName("sun.misc.SignalHandler");
      Constructor<?> create = signal.getConstructor(String.class);
      Method handle = signal.getMethod("handle", signal, handler);
      Object relay =
          Proxy.newProxyInstance(
              Signals.class.getClassLoader(), new Class<?>[] {handler}, invocation(action));
      handle.invoke(null, create.newInstance(name), relay);
      return true;
    } catch (ClassNotFoundException
        | NoSuchMethodException
        | InstantiationException
        | IllegalAccessException
        | InvocationTargetException e) {
      return false;
    }
  }

  private static InvocationHandler invocation(Runnable action) {
    return (proxy, method, arguments) -> {
      switch (method.getName()) {
        case "handle":
          action.run();
          return null;
        case "hashCode":
          return System.identityHashCode(proxy);
        case "equals":
          return proxy == arguments[0];
        default:
          return "signal relay";
      }
    };
  }
}
