package io.qwenmanaged.launcher.policy;

import io.qwenmanaged.launcher.exit.LauncherExit;
import io.qwenmanaged.launcher.exit.ProblemLines;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.policy.start.StartContext;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * {@code qwen-managed policy [--json]}: the effective policy, redacted, on stdout, for the managed
 * repository a start here would use. Exit 0 whenever {@code launcher.json} and the provider
 * configuration it pins can be read and are valid, even when the credential is missing; otherwise
 * one line per problem on stderr and the exit code of the problems' kind (2 in a directory outside
 * every repository of an installation that has several).
 */
public final class PolicyCommand {

  private PolicyCommand() {}

  /**
   * @param context where {@code launcher.json} is, the caller's environment, the user's home and
   *     the repository choice (the working directory), as for a start
   */
  public static int run(StartContext context, boolean json, PrintStream out, PrintStream err) {
    Path launcherJson = context.launcherConfig();
    PolicySource.Outcome outcome = PolicySource.read(launcherJson, context.repository());
    if (outcome instanceof PolicySource.Invalid invalid) {
      ProblemLines.print(invalid.problems(), err);
      return LauncherExit.of(invalid.problems()).code();
    }
    PolicySource.Loaded loaded = (PolicySource.Loaded) outcome;
    EffectivePolicy policy =
        EffectivePolicy.of(
            KitVersion.current(),
            launcherJson,
            loaded.installation(),
            loaded.repository(),
            loaded.provider(),
            context.environment(),
            context.userHome());
    if (json) {
      PolicyJson.print(policy, out);
    } else {
      PolicyText.print(policy, out);
    }
    return LauncherExit.OK.code();
  }
}
