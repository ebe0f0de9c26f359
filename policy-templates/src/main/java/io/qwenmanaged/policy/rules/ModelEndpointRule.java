package io.qwenmanaged.policy.rules;

import io.qwenmanaged.policy.model.Platform;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The rules on a governed model endpoint's values, the same in the plan and in {@code
 * launcher.json}: each returns its one-line message, which never quotes the value, or empty.
 */
public final class ModelEndpointRule {

  /** Not an absolute hierarchical URL with a host. */
  public static final String URL_INVALID =
      "must be an absolute URL with a host, such as https://llm.example.com/v1";

  /** A URL that carries more than scheme, host, port and path. */
  public static final String URL_PARTS = "must not contain credentials, a query or a fragment";

  /** A URL that would send prompts and code in clear over the network. */
  public static final String URL_INSECURE =
      "must use https; plain http is accepted only for a loopback host (127.0.0.1, ::1,"
          + " localhost)";

  /** A stored URL that still ends with a slash. */
  public static final String URL_TRAILING_SLASH = "must not end with /";

  /** A model id with a space, a control character or another invisible character. */
  public static final String MODEL_ID = "must be printable and hold no whitespace";

  /** An admin {@code --model} or {@code --fallback-model} flag naming a model the plan does not. */
  public static final String FLAG_MODEL =
      "must name only models of /model/models: the plan's model decides which models Qwen offers";

  /** The model's variable is a repository's Mem0 credential variable too. */
  static final String SAME_VARIABLE =
      "is also the Mem0 credential of %s; the model needs its own key";

  /** The model's file is a repository's Mem0 credential file too. */
  static final String SAME_FILE =
      "is also the Mem0 credential file of %s; the model needs its own key";

  private ModelEndpointRule() {}

  /**
   * A Mem0 credential the model's must differ from.
   *
   * @param pointer where it is written (its provider block in the plan, its repository in {@code
   *     launcher.json})
   */
  public record Mem0Credential(String pointer, String env, Optional<String> file) {}

  /**
   * The problem with the model's credential variable {@code env}: the Mem0 credential's rules
   * ({@link PinRules#credentialEnv}), then not any repository's Mem0 variable.
   */
  public static Optional<String> credentialVariable(
      Platform platform, String env, List<Mem0Credential> mem0) {
    Optional<String> problem = PinRules.credentialEnv(env, platform.defaultAllow());
    if (problem.isPresent()) {
      return problem;
    }
    return mem0.stream()
        .filter(other -> CredentialSharing.sameVariable(platform, env, other.env()))
        .findFirst()
        .map(other -> String.format(SAME_VARIABLE, other.pointer()));
  }

  /**
   * The problem with the model's credential file {@code path}: absolute or {@code
   * ${HOME}}-relative, outside every repository root of {@code workspaces}, and not any
   * repository's Mem0 file.
   */
  public static Optional<String> credentialFile(
      Platform platform, String path, List<String> workspaces, List<Mem0Credential> mem0) {
    Optional<String> problem = PinRules.homePath(platform, path);
    if (problem.isPresent()) {
      return problem;
    }
    problem =
        workspaces.stream()
            .map(workspace -> PinRules.outsideWorkspace(platform, path, workspace))
            .flatMap(Optional::stream)
            .findFirst();
    if (problem.isPresent()) {
      return problem;
    }
    return mem0.stream()
        .filter(other -> CredentialSharing.sameFile(platform, Optional.of(path), other.file()))
        .findFirst()
        .map(other -> String.format(SAME_FILE, other.pointer()));
  }

  /**
   * {@value #FLAG_MODEL} for an admin flag {@code --model=NAME} or {@code --fallback-model=A,B}
   * naming a model outside {@code models}; empty for every other flag.
   */
  public static Optional<String> flag(String flag, List<String> models) {
    String value;
    if (flag.startsWith("--model=")) {
      value = flag.substring("--model=".length());
    } else if (flag.startsWith("--fallback-model=")) {
      value = flag.substring("--fallback-model=".length());
    } else {
      return Optional.empty();
    }
    return models.containsAll(List.of(value.split(",", -1)))
        ? Optional.empty()
        : Optional.of(FLAG_MODEL);
  }

  /**
   * The problem with an environment allowlist entry when a model is governed: it copies the model's
   * credential variable {@code env} (when the key comes from one), or a variable Qwen reads for its
   * model provider or auth.
   */
  public static Optional<String> allowEntry(String entry, Optional<String> env) {
    Optional<String> problem = env.flatMap(name -> PinRules.allowEntry(entry, name));
    return problem.isPresent() ? problem : PinRules.modelAllowEntry(entry);
  }

  /**
   * The problem with base URL {@code text}, checked in this order: it parses as an absolute URL
   * with a host and a valid port; it has no user-info, query or fragment (even empty); its scheme
   * is https, or http with exactly the host {@code 127.0.0.1}, {@code [::1]} or {@code localhost}.
   * A path is allowed (OpenAI-compatible endpoints usually end in {@code /v1}).
   */
  public static Optional<String> baseUrl(String text) {
    URI uri;
    try {
      uri = new URI(text);
    } catch (URISyntaxException e) {
      return Optional.of(URL_INVALID);
    }
    if (!uri.isAbsolute()
        || uri.isOpaque()
        || uri.getHost() == null
        || uri.getPort() == 0
        || uri.getPort() > 65535) {
      return Optional.of(URL_INVALID);
    }
    if (uri.getRawUserInfo() != null || uri.getRawQuery() != null || uri.getRawFragment() != null) {
      return Optional.of(URL_PARTS);
    }
    String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
    String host = uri.getHost().toLowerCase(Locale.ROOT);
    boolean loopback = host.equals("127.0.0.1") || host.equals("[::1]") || host.equals("localhost");
    if (!scheme.equals("https") && !(scheme.equals("http") && loopback)) {
      return Optional.of(URL_INSECURE);
    }
    return Optional.empty();
  }

  /** {@link #baseUrl} for a value as {@code launcher.json} stores it: also no trailing slash. */
  public static Optional<String> storedBaseUrl(String text) {
    return text.endsWith("/") ? Optional.of(URL_TRAILING_SLASH) : baseUrl(text);
  }

  /**
   * {@value #MODEL_ID} for an id holding whitespace of any script, a control, format or unassigned
   * character; empty otherwise.
   */
  public static Optional<String> modelId(String id) {
    boolean printable =
        id.codePoints()
            .allMatch(
                c ->
                    !Character.isWhitespace(c)
                        && !Character.isSpaceChar(c)
                        && Character.getType(c) != Character.CONTROL
                        && Character.getType(c) != Character.FORMAT
                        && Character.getType(c) != Character.UNASSIGNED);
    return printable ? Optional.empty() : Optional.of(MODEL_ID);
  }
}
