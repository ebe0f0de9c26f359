package io.qwenmanaged.launcher.policy;

import io.qwenmanaged.launcher.LauncherExit;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitVersion;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

/**
 * {@code qwen-managed policy [--json]}: the effective policy, redacted, on stdout. Exit 0 whenever
 * {@code launcher.json} and the provider configuration it pins can be read and are valid, even when
 * the credential is missing; otherwise one line per problem on stderr and the exit code of the
 * problems' kind.
 */
public final class PolicyCommand {

  private PolicyCommand() {}

  public static int run(
      Path launcherJson,
      Map<String, String> caller,
      Path userHome,
      boolean json,
      PrintStream out,
      PrintStream err) {
    PolicySource.Outcome outcome = PolicySource.read(launcherJson);
    if (outcome instanceof PolicySource.Invalid invalid) {
      invalid.problems().stream().map(Diagnostic::render).forEach(err::println);
      return LauncherExit.of(invalid.problems()).code();
    }
    PolicySource.Loaded loaded = (PolicySource.Loaded) outcome;
    EffectivePolicy policy =
        EffectivePolicy.of(
            KitVersion.current(),
            launcherJson,
            loaded.config(),
            loaded.provider(),
            caller,
            userHome);
    if (json) {
      PolicyJson.print(policy, out);
    } else {
      PolicyText.print(policy, out);
    }
    return LauncherExit.OK.code();
  }
}
