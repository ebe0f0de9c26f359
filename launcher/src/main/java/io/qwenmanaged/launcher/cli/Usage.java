package io.qwenmanaged.launcher.cli;

import io.qwenmanaged.launcher.exit.LauncherExit;
import io.qwenmanaged.policy.qwencli.FlagFamily;
import java.io.PrintStream;
import java.util.Optional;

/** The texts of {@code --help} and of a refused command line. */
public final class Usage {

  /** What to do instead of a prompt (or another headless argument) on the command line. */
  static final String PROMPT_INSIDE =
      "To give Qwen Code a prompt, start `qwen-managed` without a prompt and type the prompt"
          + " inside Qwen. See qwen-managed --help.";

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
    out.println("Qwen Code starts only in a terminal (standard input and output), with the");
    out.println("settings, environment and flags your administrator pinned, in the root of the");
    out.println("managed repository that holds the current directory, with that repository's");
    out.println("memory and credential (with only one repository: that one, from anywhere).");
    out.println("Anywhere else it is refused. policy and doctor show the repository they use;");
    out.println("doctor --all checks every one.");
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
    if (refused.family().equals(Optional.of(FlagFamily.HEADLESS))) {
      // A prompt on the command line is the usual case: say where a prompt goes instead.
      err.println(PROMPT_INSIDE);
    } else if (refused.qwenArgument()) {
      err.println(
          "qwen-managed starts Qwen Code only as your administrator configured it; ask them if"
              + " you need a different setup. See qwen-managed --help.");
    } else {
      err.println("See qwen-managed --help.");
    }
  }
}
