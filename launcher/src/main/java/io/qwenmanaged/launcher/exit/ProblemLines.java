package io.qwenmanaged.launcher.exit;

import io.qwenmanaged.policy.Diagnostic;
import java.io.PrintStream;
import java.util.List;

/**
 * How the launcher prints the problems that stop it, one line each on stderr: a problem with a file
 * as {@code <file>:<JSON Pointer>: error: <message>}, a refusal to act here (the directory is in no
 * managed repository) as {@code qwen-managed: refused: <message>}, like the launcher's other
 * refusals.
 */
public final class ProblemLines {

  private ProblemLines() {}

  /** The line of {@code problem}. */
  public static String line(Diagnostic problem) {
    return problem.kind() == Diagnostic.Kind.REFUSED
        ? "qwen-managed: refused: " + problem.message()
        : problem.render();
  }

  /** Prints one line per problem on {@code err}. */
  public static void print(List<Diagnostic> problems, PrintStream err) {
    problems.stream().map(ProblemLines::line).forEach(err::println);
  }
}
