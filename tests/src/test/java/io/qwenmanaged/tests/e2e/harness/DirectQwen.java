package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.launcher.environment.ChildEnvironment;
import io.qwenmanaged.launcher.session.SessionCredential;
import io.qwenmanaged.policy.Secret;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.start.ReadyStart;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The pinned Qwen started directly, without the launcher, as the launcher would start it: {@code
 * launcher.json}'s node with {@code --expose-gc}, its Qwen CLI and extra flags, with exactly the
 * environment the launcher builds ({@link ChildEnvironment}). The start-up benchmark's baseline.
 */
public final class DirectQwen {

  private DirectQwen() {}

  /**
   * The environment the launcher gives Qwen for {@code policy}, copying from {@code caller}.
   *
   * @param caller the environment of the developer's terminal; only allowlisted names pass
   * @param credential the Mem0 key, handed over as the launcher does: in a session credential file
   *     (left for the scenario's clean-up, since Qwen outlives this call)
   * @param credentialFolder the folder that session file goes in
   */
  public static Map<String, String> environment(
      InstalledPolicy policy,
      Map<String, String> caller,
      String credential,
      Path credentialFolder) {
    LauncherConfig config = LauncherConfigReader.read(policy.launcher());
    ReadyStart ready =
        new ReadyStart(
            config,
            config.repositories().get(0),
            Path.of(config.qwenHome()),
            Path.of(config.qwenRuntimeDir()),
            List.of(),
            new Secret(credential),
            Optional.empty());
    SessionCredential.Opened opened = SessionCredential.open(credentialFolder, ready.credential());
    if (!(opened instanceof SessionCredential.Ready file)) {
      throw new IllegalStateException(((SessionCredential.Failed) opened).line());
    }
    return ChildEnvironment.of(ready, caller, file.credential().file());
  }

  /** {@code <node> --expose-gc <qwen cli> [extra flags]}, as {@code launcher.json} pins them. */
  public static List<String> command(InstalledPolicy policy) {
    JsonNode runtimes = policy.launcher().path("runtimes");
    List<String> command = new ArrayList<>();
    command.add(runtimes.path("node").asText());
    command.add("--expose-gc");
    command.add(runtimes.path("qwenCli").asText());
    policy.launcher().path("qwenExtraFlags").forEach(flag -> command.add(flag.asText()));
    return command;
  }
}
