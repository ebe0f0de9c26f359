package io.qwenmanaged.launcher.cli;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.start.StartContext;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * {@code qwen-managed doctor}, as the launcher calls it: runs every start check and proves the
 * chain without starting Qwen Code, prints its report on {@code out}, and returns every problem
 * found (the launcher turns their kinds into the exit code; {@code warn} lines are no problems).
 */
@FunctionalInterface
public interface DoctorCommand {

  /**
   * @param context the configuration path, the caller's environment, the user and the repository
   *     choice (the working directory), as for a start
   * @param callerEnvironment the launcher's own environment
   * @param json one JSON document instead of one line per check
   * @param all check every repository of the installation in turn, wherever the launcher runs,
   *     instead of the one the working directory chooses
   * @param proof how the listed files' content is proved: every file hashed, except when the
   *     installer rehearses the generation it has just hashed and fingerprinted (then as a start
   *     proves it)
   * @param out stdout
   */
  List<Diagnostic> run(
      StartContext context,
      Map<String, String> callerEnvironment,
      boolean json,
      boolean all,
      ContentProof proof,
      PrintStream out);
}
