package io.qwenmanaged.launcher.cli;

import io.qwenmanaged.launcher.LauncherExit;
import java.io.PrintStream;

/** The texts of {@code --help} and of a refused command line. */
public final class Usage {

  private Usage() {}

  /** {@code --help}, on stdout. */
  public static void help(PrintStream out) {
    out.println("Usage: qwen-managed                 start Qwen Code with the managed policy");
    out.println("       qwen-managed doctor [--json] check the installation without starting Qwen");
    out.println("       qwen-managed doctor --all [--json]");
    out.println("                                    check it for every managed repository");
    out.println("       qwen-managed policy [--json] show the effective policy (no secrets)");
    out.println("       qwen-managed --version | --help | -h");
    out.println();
    out.println("Qwen Code starts only in a terminal (standard input and output), in the");
    out.println("workspace, with the settings, environment and flags your administrator pinned.");
    out.println("Start it inside a managed repository (its root or any directory below it):");
    out.println("Qwen Code then starts in that repository's root with its own settings and");
    out.println("credential; policy and doctor show that repository. With several repositories,");
    out.println("any other directory is refused.");
    out.println("Qwen Code's own arguments are refused: ask your administrator to change the");
    out.println("policy instead.");
    out.println();
    out.println("Exit codes:");
    for (LauncherExit exit : LauncherExit.values()) {
      out.printf("  %3d  %s%n", exit.code(), exit.description());
    }
  }

  /** The refusal of a command line, on stderr. */
  public static void refused(Arguments.Refused refused, PrintStream err) {
    err.println("qwen-managed: " + refused.shown() + " is refused: " + refused.reason() + ".");
    if (refused.qwenArgument()) {
      err.println(
          "qwen-managed starts Qwen Code only as your administrator configured it; ask them if"
              + " you need a different setup. See qwen-managed --help.");
    } else {
      err.println("See qwen-managed --help.");
    }
  }
}
