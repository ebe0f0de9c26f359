package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.JvmStartVariables;
import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.Profile;
import java.util.List;
import java.util.Optional;

/**
 * The values of a schema-valid {@code launcher.json} that the other generated files must agree
 * with.
 */
record LauncherPins(
    Platform platform,
    Profile profile,
    String java,
    Optional<String> env,
    String mcpServerJar,
    String hookJar,
    String externalContextConfig,
    String workspace,
    String credentialEnv,
    List<String> launcherProxy) {

  /** Why a write-only part must be present. */
  static final String WRITE = "launcher.json has the mem0-write profile";

  /** Why a write-only part must be absent. */
  static final String READ_ONLY = "launcher.json has a read-only profile";

  /**
   * The pins of {@code launcher}, or empty when its platform or profile is not one of the kit's.
   */
  static Optional<LauncherPins> of(JsonNode launcher) {
    Optional<Platform> platform = Platform.fromId(launcher.path("platform").asText());
    Optional<Profile> profile = Profile.fromId(launcher.path("profile").asText());
    if (platform.isEmpty() || profile.isEmpty()) {
      return Optional.empty();
    }
    JsonNode files = launcher.path("files");
    JsonNode env = launcher.path("runtimes").path("env");
    JsonNode proxy = launcher.path("environment").path("proxy");
    return Optional.of(
        new LauncherPins(
            platform.get(),
            profile.get(),
            launcher.path("runtimes").path("java").asText(),
            env.isTextual() ? Optional.of(env.textValue()) : Optional.empty(),
            files.path("mcpServerJar").asText(),
            files.path("hookJar").asText(),
            files.path("externalContextConfig").asText(),
            launcher.path("workspace").asText(),
            launcher.path("credential").path("env").asText(),
            JvmStartVariables.launcherProxy(
                proxy.has("https"), proxy.has("http"), proxy.path("noProxy").size() > 0)));
  }

  /** The commands the generator renders for these pins. */
  KitCommands commands() {
    return new KitCommands(platform, env, java, mcpServerJar, hookJar, launcherProxy);
  }

  /** Why the profile's write parts must be present or absent. */
  String profileReason() {
    return profile.write() ? WRITE : READ_ONLY;
  }
}
