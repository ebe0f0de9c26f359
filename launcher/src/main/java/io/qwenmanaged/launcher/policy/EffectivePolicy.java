package io.qwenmanaged.launcher.policy;

import io.qwenmanaged.launcher.environment.ChildEnvironment;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a session started now would run with, redacted: the pins of {@code launcher.json}, the
 * provider, whether the credential is available (never its value) and which of the caller's
 * variable names the allowlist lets through (never their values).
 *
 * @param kitVersion the launcher's kit version
 * @param launcherJson where the configuration was read
 * @param installation the verified {@code launcher.json}
 * @param repository the repository a session started now would be for, one of {@code
 *     installation}'s
 * @param provider the provider block of {@code external-context.json}
 * @param qwenHome QWEN_HOME with {@code ${HOME}} resolved
 * @param qwenRuntimeDir QWEN_RUNTIME_DIR with {@code ${HOME}} resolved
 * @param credentialSet whether the credential variable is set and non-empty, or the credential file
 *     is a non-empty regular file
 * @param passedNames the caller's variable names the allowlist copies into Qwen's environment
 * @param modelCredentialSet whether the governed model's key is available the same way (false when
 *     {@code launcher.json} governs no model)
 */
record EffectivePolicy(
    String kitVersion,
    Path launcherJson,
    LauncherConfig installation,
    LauncherConfig.Repository repository,
    Provider provider,
    Path qwenHome,
    Path qwenRuntimeDir,
    boolean credentialSet,
    List<String> passedNames,
    boolean modelCredentialSet) {

  static final String SET = "<set>";
  static final String MISSING = "<missing>";

  static EffectivePolicy of(
      String kitVersion,
      Path launcherJson,
      LauncherConfig installation,
      LauncherConfig.Repository repository,
      Provider provider,
      Map<String, String> caller,
      Path userHome) {
    LauncherConfig.Credential credential = repository.credential();
    return new EffectivePolicy(
        kitVersion,
        launcherJson,
        installation,
        repository,
        provider,
        home(installation.qwenHome(), userHome),
        home(installation.qwenRuntimeDir(), userHome),
        keySet(Optional.of(credential.env()), credential.file(), caller, userHome),
        ChildEnvironment.passedNames(installation, caller),
        installation
            .model()
            .map(ModelEndpoint::credential)
            .map(key -> keySet(key.env(), key.file(), caller, userHome))
            .orElse(false));
  }

  /** {@value #SET} or {@value #MISSING}. */
  String credentialStatus() {
    return credentialSet ? SET : MISSING;
  }

  /** {@value #SET} or {@value #MISSING}, for the governed model's key. */
  String modelCredentialStatus() {
    return modelCredentialSet ? SET : MISSING;
  }

  /** Whether the variable {@code env} is set and non-empty, or {@code file} is a non-empty file. */
  private static boolean keySet(
      Optional<String> env, Optional<String> file, Map<String, String> caller, Path userHome) {
    String value = env.map(caller::get).orElse(null);
    if (value != null && !value.isEmpty()) {
      return true;
    }
    return file.map(path -> home(path, userHome))
        .filter(Files::isRegularFile)
        .map(EffectivePolicy::nonEmpty)
        .orElse(false);
  }

  private static boolean nonEmpty(Path file) {
    try {
      return Files.size(file) > 0;
    } catch (IOException e) {
      return false;
    }
  }

  private static Path home(String path, Path userHome) {
    return Path.of(
        path.startsWith(Platform.HOME) ? userHome + path.substring(Platform.HOME.length()) : path);
  }
}
