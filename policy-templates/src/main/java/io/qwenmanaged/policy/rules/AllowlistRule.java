package io.qwenmanaged.policy.rules;

import io.qwenmanaged.policy.model.ForcedVariables;
import io.qwenmanaged.policy.model.JvmStartVariables;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Refuses environment allowlist entries that would let the caller supply a variable the launcher
 * forces or one it never passes. Names compare case-insensitively (Windows environment names are
 * case-insensitive); an entry ending in {@code *} is a prefix pattern and is refused when it could
 * match any such variable.
 */
final class AllowlistRule {

  /**
   * Set by the launcher itself: the {@code QWEN_} namespace, PATH, the proxy variables, and the
   * shell and loader values of {@link ForcedVariables}.
   */
  private static final List<String> FORCED =
      List.of(
          "PATH",
          "HTTP_PROXY",
          "HTTPS_PROXY",
          "NO_PROXY",
          "ALL_PROXY",
          "SHELLOPTS",
          "PS4",
          "LD_LIBRARY_PATH");

  private static final List<String> FORCED_PREFIXES = List.of("QWEN_");

  /**
   * Change how Node ({@code NODE_*}: options, module path, extra CA certificates, TLS checks), the
   * JVM, the dynamic linker, glibc's converters or the hook's shell load code or trust TLS.
   */
  private static final List<String> FORBIDDEN =
      Stream.concat(
              JvmStartVariables.OPTIONS.stream(),
              Stream.of(
                  "SSL_CERT_FILE", "SSL_CERT_DIR", "GCONV_PATH", "BASH_ENV", "ENV", "BASHOPTS"))
          .toList();

  private static final List<String> FORBIDDEN_PREFIXES =
      List.of("NODE_", "LD_", "DYLD_", "BASH_FUNC_");

  /**
   * Read by Qwen Code for its own model provider or auth type. Its {@code QWEN_} names ({@code
   * QWEN_MODEL}, {@code QWEN_DEFAULT_AUTH_TYPE}, …) are the launcher's own and refused anyway.
   */
  private static final List<String> MODEL_PROVIDER_PREFIXES =
      List.of("OPENAI_", "ANTHROPIC_", "GEMINI_", "GOOGLE_", "DASHSCOPE_", "BAILIAN_", "VERTEX");

  static final String FORCED_MESSAGE = "names a variable the launcher sets itself";
  static final String FORBIDDEN_MESSAGE = "names a variable the launcher never passes";
  static final String MODEL_PROVIDER_MESSAGE =
      "names a variable Qwen Code reads for its model provider";
  static final String MODEL_GOVERNED_MESSAGE =
      "names a variable Qwen Code reads for its model provider or auth, which the plan's model"
          + " decides";
  static final String SYSTEM_VARIABLE_MESSAGE =
      "names a system variable the launcher copies from the caller's environment";

  private AllowlistRule() {}

  /**
   * The problem with allowlist {@code entry}, or empty.
   *
   * @param credentialEnv the credential variable, which the launcher also sets itself
   */
  static Optional<String> problem(String entry, String credentialEnv) {
    if (covers(entry, credentialEnv)) {
      return Optional.of(FORCED_MESSAGE);
    }
    return reserved(entry);
  }

  /**
   * The problem with the credential variable {@code name}, or empty: a name the launcher forces or
   * never passes, one Qwen Code reads for its model provider (it would send the memory key to the
   * model endpoint), or one the platform's default allowlist {@code systemAllow} copies.
   */
  static Optional<String> credentialProblem(String name, List<String> systemAllow) {
    Optional<String> reserved = reserved(name);
    if (reserved.isPresent()) {
      return reserved;
    }
    String upper = name.toUpperCase(Locale.ROOT);
    if (MODEL_PROVIDER_PREFIXES.stream().anyMatch(upper::startsWith)) {
      return Optional.of(MODEL_PROVIDER_MESSAGE);
    }
    if (systemAllow.stream().anyMatch(entry -> covers(entry, name))) {
      return Optional.of(SYSTEM_VARIABLE_MESSAGE);
    }
    return Optional.empty();
  }

  /**
   * The problem with allowlist {@code entry} when the plan governs the model, or empty: a name or
   * pattern that could copy a variable Qwen Code reads for its model provider or auth.
   */
  static Optional<String> modelGovernedProblem(String entry) {
    String upper = entry.toUpperCase(Locale.ROOT);
    boolean pattern = upper.endsWith("*");
    String stem = pattern ? upper.substring(0, upper.length() - 1) : upper;
    return matches(stem, pattern, List.of(), MODEL_PROVIDER_PREFIXES)
        ? Optional.of(MODEL_GOVERNED_MESSAGE)
        : Optional.empty();
  }

  /** A name or {@code *} pattern that could name a forced or a forbidden variable. */
  private static Optional<String> reserved(String entry) {
    String upper = entry.toUpperCase(Locale.ROOT);
    boolean pattern = upper.endsWith("*");
    String stem = pattern ? upper.substring(0, upper.length() - 1) : upper;
    if (matches(stem, pattern, FORCED, FORCED_PREFIXES)) {
      return Optional.of(FORCED_MESSAGE);
    }
    if (matches(stem, pattern, FORBIDDEN, FORBIDDEN_PREFIXES)) {
      return Optional.of(FORBIDDEN_MESSAGE);
    }
    return Optional.empty();
  }

  /**
   * Whether allowlist {@code entry} (a name, or a prefix ending in {@code *}) copies {@code name}.
   */
  private static boolean covers(String entry, String name) {
    String upperEntry = entry.toUpperCase(Locale.ROOT);
    String upperName = name.toUpperCase(Locale.ROOT);
    return upperEntry.endsWith("*")
        ? upperName.startsWith(upperEntry.substring(0, upperEntry.length() - 1))
        : upperName.equals(upperEntry);
  }

  private static boolean matches(
      String stem, boolean pattern, List<String> names, List<String> prefixes) {
    for (String name : names) {
      if (pattern ? name.startsWith(stem) : name.equals(stem)) {
        return true;
      }
    }
    for (String prefix : prefixes) {
      if (stem.startsWith(prefix) || (pattern && prefix.startsWith(stem))) {
        return true;
      }
    }
    return false;
  }
}
