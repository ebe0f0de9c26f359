package io.qwenmanaged.policy.rules;

import io.qwenmanaged.policy.model.Platform;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The rules on single pinned values that hold both in the admin plan (checked by the generator) and
 * in {@code launcher.json} (checked by the verifier): each returns its one-line message, which
 * never quotes the value, or empty when the value is acceptable.
 */
public final class PinRules {

  /** A path that is relative, not normalised, or of the other platform's syntax. */
  public static final String NOT_ABSOLUTE =
      "must be an absolute, normalised path for the plan's platform";

  /** A QWEN_HOME that is neither absolute nor {@code ${HOME}}-relative. */
  public static final String NOT_ABSOLUTE_OR_HOME =
      "must be an absolute, normalised path or start with ${HOME}";

  /** A proxy URL that is not a plain http(s) origin. */
  public static final String PROXY = "must be an http or https proxy origin without credentials";

  /** Followed by the refused family's reason. */
  public static final String FLAG = AdminFlagRule.REFUSED;

  /** A Qwen CLI entry that is not the package's {@code cli.js}. */
  public static final String QWEN_CLI =
      "must be the Qwen Code package's cli.js, not its cli-entry.js bootstrap: the bootstrap can"
          + " start another installed Qwen version";

  private static final String QWEN_CLI_FILE = "cli.js";

  /** A value of Qwen's settings that Qwen would rewrite while loading them. */
  public static final String SETTINGS_VARIABLE =
      "must not contain $NAME or ${NAME}: Qwen Code replaces environment variables in its settings";

  /**
   * Qwen Code 0.24.4 replaces {@code $NAME} and {@code ${NAME}} in every string of its settings
   * files with the variable's value when the variable is set (there is no escape), so a pinned path
   * with such a reference would run something else, chosen by whoever sets that variable — possibly
   * the developer, through an allowlisted name. This also covers {@code $QWEN_PROJECT_DIR}, which
   * Qwen substitutes again in PowerShell hook commands.
   */
  private static final Pattern VARIABLE_REFERENCE = Pattern.compile("\\$(\\w|\\{)");

  /** A POSIX java path that {@code env} would take for a variable assignment. */
  public static final String ENV_ASSIGNMENT =
      "must not contain '=': env, which starts the kit's JVMs, would read it as a variable";

  /** An {@code env} executable in a Windows plan. */
  public static final String ENV_WINDOWS =
      "is for the posix platform only: on Windows the kit's JVMs are started without env";

  /** A workspace that is a whole file system. */
  public static final String WORKSPACE_ROOT = "must not be a file-system root";

  /** A pinned file or directory the repository's content would control. */
  public static final String INSIDE_WORKSPACE =
      "must not be inside the workspace: the repository would control it";

  private PinRules() {}

  /** {@value #WORKSPACE_ROOT} for a root workspace; empty otherwise (or when not absolute). */
  public static Optional<String> workspace(Platform platform, String workspace) {
    return platform.isAbsolute(workspace) && platform.isRoot(workspace)
        ? Optional.of(WORKSPACE_ROOT)
        : Optional.empty();
  }

  /**
   * {@value #INSIDE_WORKSPACE} when both are absolute and {@code path} is the workspace or below
   * it; empty otherwise ({@code ${HOME}} paths cannot be compared and pass).
   */
  public static Optional<String> outsideWorkspace(
      Platform platform, String path, String workspace) {
    return platform.isAbsolute(path)
            && platform.isAbsolute(workspace)
            && !platform.isRoot(workspace)
            && platform.mayBeWithin(path, workspace)
        ? Optional.of(INSIDE_WORKSPACE)
        : Optional.empty();
  }

  /**
   * {@value #SETTINGS_VARIABLE} when {@code value} (a path that goes into the generated Qwen
   * settings) holds a reference Qwen would substitute; empty otherwise.
   */
  public static Optional<String> settingsValue(String value) {
    return VARIABLE_REFERENCE.matcher(value).find()
        ? Optional.of(SETTINGS_VARIABLE)
        : Optional.empty();
  }

  /**
   * {@value #ENV_ASSIGNMENT} for a POSIX java path with {@code =}: {@code env} treats every operand
   * with {@code =} before the program as an assignment. Empty otherwise.
   */
  public static Optional<String> envOperand(Platform platform, String java) {
    return platform == Platform.POSIX && java.indexOf('=') >= 0
        ? Optional.of(ENV_ASSIGNMENT)
        : Optional.empty();
  }

  /** {@value #NOT_ABSOLUTE} unless {@code path} is absolute and normalised for {@code platform}. */
  public static Optional<String> path(Platform platform, String path) {
    return platform.isAbsolute(path) ? Optional.empty() : Optional.of(NOT_ABSOLUTE);
  }

  /** Like {@link #path}, but {@code ${HOME}} followed by a separator is also accepted. */
  public static Optional<String> homePath(Platform platform, String path) {
    return platform.isAbsoluteOrHome(path) ? Optional.empty() : Optional.of(NOT_ABSOLUTE_OR_HOME);
  }

  /** {@value #PROXY} unless {@code url} is an http(s) origin without user-info. */
  public static Optional<String> proxy(String url) {
    return isProxyOrigin(url) ? Optional.empty() : Optional.of(PROXY);
  }

  /**
   * Refuses an extra Qwen flag that is not an admin-allowed option in its admin spelling: see
   * {@link AdminFlagRule}.
   */
  public static Optional<String> extraFlag(String flag) {
    return AdminFlagRule.problem(flag);
  }

  /**
   * {@value #QWEN_CLI} unless the file name of {@code path} is {@code cli.js} (on Windows in any
   * case): the package's {@code cli-entry.js} (its {@code bin.qwen}) loads whatever version the
   * developer's QWEN_HOME names under {@code updates/npm}, which would defeat the version pin.
   */
  public static Optional<String> qwenCli(Platform platform, String path) {
    String name = path.substring(path.lastIndexOf(platform.separator()) + 1);
    boolean cliJs =
        platform == Platform.WINDOWS
            ? name.equalsIgnoreCase(QWEN_CLI_FILE)
            : name.equals(QWEN_CLI_FILE);
    return cliJs ? Optional.empty() : Optional.of(QWEN_CLI);
  }

  /**
   * Refuses an environment allowlist entry naming a variable the launcher forces or never passes :
   * {@value AllowlistRule#FORCED_MESSAGE} or {@value AllowlistRule#FORBIDDEN_MESSAGE}.
   *
   * @param credentialEnv the credential variable, which the launcher also sets itself
   */
  public static Optional<String> allowEntry(String entry, String credentialEnv) {
    return AllowlistRule.problem(entry, credentialEnv);
  }

  /**
   * Refuses, when the plan governs the model, an environment allowlist entry that could copy a
   * variable Qwen Code reads for its model provider or auth ({@code OPENAI_*}, {@code GEMINI_*},
   * …): {@value AllowlistRule#MODEL_GOVERNED_MESSAGE}.
   */
  public static Optional<String> modelAllowEntry(String entry) {
    return AllowlistRule.modelGovernedProblem(entry);
  }

  /**
   * Refuses a credential variable name that the launcher forces or never passes, that Qwen Code
   * reads for its own model provider (it would send the memory key to the model endpoint), or that
   * names a system variable of the platform's default allowlist ({@code allow}, patterns with a
   * trailing {@code *} included: {@code HOME}, {@code LC_ALL}, {@code SystemRoot}, …). An explicit
   * allowlist entry naming the credential is reported at that entry by {@link #allowEntry}.
   */
  public static Optional<String> credentialEnv(String name, List<String> allow) {
    return AllowlistRule.credentialProblem(name, allow);
  }

  private static boolean isProxyOrigin(String text) {
    try {
      URI uri = new URI(text);
      String scheme = uri.getScheme();
      String path = uri.getRawPath();
      return ("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))
          && uri.getHost() != null
          && uri.getRawUserInfo() == null
          && (path == null || path.isEmpty() || path.equals("/"))
          && uri.getRawQuery() == null
          && uri.getRawFragment() == null;
    } catch (URISyntaxException e) {
      return false;
    }
  }
}
