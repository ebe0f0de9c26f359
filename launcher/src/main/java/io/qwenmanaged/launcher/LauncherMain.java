package io.qwenmanaged.launcher;

import io.qwenmanaged.policy.model.KitVersion;
import java.io.InputStream;
import java.io.PrintStream;

/**
 * {@code qwen-managed}: the developer launcher. Only {@link #main} exits the JVM; {@link #run} is
 * the whole program with injected streams. (Being built: for now it answers {@code --version} and
 * refuses everything else with exit 2.)
 */
public final class LauncherMain {

  private LauncherMain() {}

  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err));
  }

  /** Runs the launcher; returns its exit code. */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    if (args.length == 1 && args[0].equals("--version")) {
      out.println("qwen-managed " + KitVersion.current());
      return 0;
    }
    err.println("qwen-managed: not yet able to start Qwen Code");
    return 2;
  }
}
