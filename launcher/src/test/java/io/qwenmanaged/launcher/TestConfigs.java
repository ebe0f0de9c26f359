package io.qwenmanaged.launcher;

import io.qwenmanaged.policy.model.ApprovalModes;
import io.qwenmanaged.policy.model.ForcedVariables;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.Profile;
import io.qwenmanaged.policy.model.RepositoryAllowances;
import java.util.List;
import java.util.Optional;

/** A POSIX {@code mem0-write} launcher configuration for unit tests. */
public final class TestConfigs {

  private TestConfigs() {}

  public static LauncherConfig config(List<String> extraQwenFlags) {
    return config(extraQwenFlags, Optional.empty());
  }

  /** The same configuration with {@code model} as its governed model endpoint. */
  public static LauncherConfig config(List<String> extraQwenFlags, Optional<ModelEndpoint> model) {
    return new LauncherConfig(
        Platform.POSIX,
        Profile.MEM0_WRITE,
        new LauncherConfig.Runtimes(
            "/opt/kit/jre/bin/java",
            Optional.of("/usr/bin/env"),
            "/opt/kit/node/bin/node",
            "/opt/kit/qwen/cli.js",
            "0.24.4"),
        new LauncherConfig.Files(
            "/etc/kit/system-defaults.json",
            "/opt/kit/lib/mcp-server.jar",
            "/opt/kit/lib/hook.jar",
            "/etc/kit/install-manifest.json",
            Optional.empty(),
            Optional.empty()),
        extraQwenFlags,
        "${HOME}/.qwen-managed",
        "${HOME}/.qwen-managed/runtime",
        new LauncherConfig.Environment(
            List.of("HOME", "LC_*"),
            List.of("/opt/kit/node/bin", "/usr/bin", "/bin"),
            Optional.empty(),
            ForcedVariables.of(Platform.POSIX)),
        Optional.empty(),
        List.of(
            new LauncherConfig.Repository(
                Optional.empty(),
                "/srv/repo",
                new LauncherConfig.Credential("MEM0_API_KEY", Optional.empty()),
                "/etc/kit/system-settings.json",
                "/etc/kit/external-context.json",
                RepositoryAllowances.none(),
                Optional.empty())),
        ApprovalModes.DEFAULT,
        model);
  }
}
