package io.qwenmanaged.launcher.environment;

import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.start.ReadyStart;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The environment Qwen Code starts with, built from nothing: the allowlisted names copied from the
 * caller, the fixed PATH, the configured proxy, then the pinned locations, the path of the
 * session's credential file and the forced values — last, so nothing before them can change them.
 * Nothing else passes: a repository {@code .env} can only fill what is still unset, and every value
 * here is set and non-empty. The pinned locations are those of the repository chosen for the start.
 *
 * <p>The Mem0 key itself is never in this environment: Qwen, its shell tools and every process it
 * starts would see it. Only the kit's MCP server and auto-recall hook read it, from the file named
 * by {@value ManagedServer#CREDENTIAL_FILE_ENV}. The governed model's key is the one key here, as
 * {@value ModelEndpoint#API_KEY_ENV}, because Qwen itself sends it to the model endpoint; the
 * pinned {@code env} removes it before the MCP server's JVM starts. No repository's credential
 * variable, and not the model's, is copied from the caller, whatever the allowlist says
 * (verification already refuses an allowlist that names one).
 *
 * <p>Whom Node trusts is the plan's to say, never the caller's: {@value #NODE_EXTRA_CA_CERTS},
 * {@code SSL_CERT_FILE} and {@code SSL_CERT_DIR} are not copied whatever the allowlist says, and
 * when the plan names CA certificates {@value #NODE_EXTRA_CA_CERTS} is set to the generation's PEM
 * of them, so Qwen's Node trusts its own roots plus those.
 *
 * <p>Qwen runs in the one process the launcher starts: {@value #NO_RELAUNCH} tells it not to start
 * itself a second time. Left to itself, interactive Qwen loads its settings and its code, then
 * spawns a copy of itself to do the real work and stays behind only to restart that copy when it
 * exits asking for a restart (after a folder-trust or IDE-trust change, which the kit's settings
 * never allow) — about a second of the developer's wait and a second resident Node process of some
 * 200 MB at every start. The launcher already passes the one node option that copy would get.
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

  /** The PEM file whose certificates Node trusts besides its own roots. */
  public static final String NODE_EXTRA_CA_CERTS = "NODE_EXTRA_CA_CERTS";

  /** Set to {@code true}: Qwen does not start a second copy of itself to run in. */
  public static final String NO_RELAUNCH = "QWEN_CODE_NO_RELAUNCH";

  /** The caller's variables that would change whom Node or OpenSSL trusts; never copied. */
  static final List<String> TRUST_VARIABLES =
      List.of(NODE_EXTRA_CA_CERTS, "SSL_CERT_FILE", "SSL_CERT_DIR");

  private ChildEnvironment() {}

  /**
   * The environment for the verified start {@code ready}, copying from {@code caller}, with the
   * session's credential file at {@code credentialFile}.
   */
  public static Map<String, String> of(
      ReadyStart ready, Map<String, String> caller, Path credentialFile) {
    LauncherConfig config = ready.installation();
    LauncherConfig.Repository repository = ready.repository();
    Map<String, String> environment = new LinkedHashMap<>();
    List<String> allow = config.environment().allow();
    boolean windows = config.platform() == Platform.WINDOWS;
    List<String> credentials = credentials(config);
    caller.forEach(
        (name, value) -> {
          if (allowed(allow, name, windows)
              && !allowed(credentials, name, windows)
              && !allowed(TRUST_VARIABLES, name, windows)) {
            environment.put(name, value);
          }
        });
    environment.put("PATH", String.join(windows ? ";" : ":", config.environment().path()));
    config.environment().proxy().ifPresent(proxy -> environment.putAll(proxy.variables()));
    config.files().caCertificates().ifPresent(pem -> environment.put(NODE_EXTRA_CA_CERTS, pem));
    environment.put(SYSTEM_SETTINGS, repository.systemSettings());
    environment.put(SYSTEM_DEFAULTS, config.files().systemDefaults());
    environment.put(QWEN_HOME, ready.qwenHome().toString());
    environment.put(QWEN_RUNTIME_DIR, ready.qwenRuntimeDir().toString());
    environment.put(NO_RELAUNCH, "true");
    environment.put(ManagedServer.CONFIG_ENV, repository.externalContextConfig());
    environment.put(ManagedServer.CREDENTIAL_FILE_ENV, credentialFile.toString());
    ready
        .modelCredential()
        .ifPresent(key -> environment.put(ModelEndpoint.API_KEY_ENV, key.reveal()));
    environment.putAll(config.environment().forced());
    return Collections.unmodifiableMap(environment);
  }

  /** The credential variables of every repository of the installation and of the governed model. */
  private static List<String> credentials(LauncherConfig config) {
    return Stream.of(
            config.repositories().stream().map(repository -> repository.credential().env()),
            config.model().stream().flatMap(model -> model.credential().env().stream()))
        .flatMap(names -> names)
        .distinct()
        .toList();
  }

  /**
   * The names of {@code caller}'s variables that the allowlist of {@code config} copies into Qwen's
   * environment, sorted; for {@code qwen-managed policy}, which shows names, never values.
   */
  public static List<String> passedNames(LauncherConfig config, Map<String, String> caller) {
    boolean windows = config.platform() == Platform.WINDOWS;
    List<String> credentials = credentials(config);
    return caller.keySet().stream()
        .filter(name -> allowed(config.environment().allow(), name, windows))
        .filter(name -> !allowed(credentials, name, windows))
        .filter(name -> !allowed(TRUST_VARIABLES, name, windows))
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
