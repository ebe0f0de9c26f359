package io.qwenmanaged.launcher.environment;

import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.start.ReadyStart;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The environment Qwen Code starts with, built from nothing: the allowlisted names copied from the
 * caller, the fixed PATH, the configured proxy, then the pinned locations, the credential and the
 * forced values — last, so nothing before them can change them. Nothing else passes: a repository
 * {@code .env} can only fill what is still unset, and every value here is set and non-empty. The
 * pinned locations and the credential are those of the repository the configuration is for; the
 * credential variables of the installation's other repositories never pass, whatever the allowlist
 * says (verification already refuses an allowlist that names one).
 */
public final class ChildEnvironment {

  /** Where Qwen reads its system settings. */
  public static final String SYSTEM_SETTINGS = "QWEN_CODE_SYSTEM_SETTINGS_PATH";

  /** Where Qwen reads its system defaults. */
  public static final String SYSTEM_DEFAULTS = "QWEN_CODE_SYSTEM_DEFAULTS_PATH";

  /** Qwen's home (user settings, sessions). */
  public static final String QWEN_HOME = "QWEN_HOME";

  /** Qwen's runtime directory. */
  public static final String QWEN_RUNTIME_DIR = "QWEN_RUNTIME_DIR";

  private ChildEnvironment() {}

  /** The environment for the verified start {@code ready}, copying from {@code caller}. */
  public static Map<String, String> of(ReadyStart ready, Map<String, String> caller) {
    LauncherConfig config = ready.config();
    Map<String, String> environment = new LinkedHashMap<>();
    List<String> allow = config.environment().allow();
    boolean windows = config.platform() == Platform.WINDOWS;
    List<String> otherCredentials = otherCredentials(config);
    caller.forEach(
        (name, value) -> {
          if (allowed(allow, name, windows) && !allowed(otherCredentials, name, windows)) {
            environment.put(name, value);
          }
        });
    environment.put("PATH", String.join(windows ? ";" : ":", config.environment().path()));
    config.environment().proxy().ifPresent(proxy -> environment.putAll(proxy.variables()));
    environment.put(SYSTEM_SETTINGS, config.files().systemSettings());
    environment.put(SYSTEM_DEFAULTS, config.files().systemDefaults());
    environment.put(QWEN_HOME, ready.qwenHome().toString());
    environment.put(QWEN_RUNTIME_DIR, ready.qwenRuntimeDir().toString());
    environment.put(ManagedServer.CONFIG_ENV, config.files().externalContextConfig());
    environment.put(config.credential().env(), ready.credential().reveal());
    environment.putAll(config.environment().forced());
    return Collections.unmodifiableMap(environment);
  }

  /** The credential variables of the other repositories (a shared one is this one's too). */
  private static List<String> otherCredentials(LauncherConfig config) {
    String own = config.credential().env();
    return config.repositories().stream()
        .map(repository -> repository.credential().env())
        .filter(name -> !name.equals(own))
        .distinct()
        .toList();
  }

  /**
   * The names of {@code caller}'s variables that the allowlist of {@code config} copies into Qwen's
   * environment, sorted; for {@code qwen-managed policy}, which shows names, never values.
   */
  public static List<String> passedNames(LauncherConfig config, Map<String, String> caller) {
    boolean windows = config.platform() == Platform.WINDOWS;
    List<String> otherCredentials = otherCredentials(config);
    return caller.keySet().stream()
        .filter(name -> allowed(config.environment().allow(), name, windows))
        .filter(name -> !allowed(otherCredentials, name, windows))
        .sorted()
        .toList();
  }

  /**
   * Whether allowlist {@code allow} (names, or prefixes ending in {@code *}) copies {@code name};
   * Windows compares names without regard to case, as Windows does.
   */
  static boolean allowed(List<String> allow, String name, boolean ignoreCase) {
    String subject = ignoreCase ? name.toUpperCase(Locale.ROOT) : name;
    for (String entry : allow) {
      String pattern = ignoreCase ? entry.toUpperCase(Locale.ROOT) : entry;
      boolean prefix = pattern.endsWith("*");
      String stem = prefix ? pattern.substring(0, pattern.length() - 1) : pattern;
      if (prefix ? subject.startsWith(stem) : subject.equals(stem)) {
        return true;
      }
    }
    return false;
  }
}
