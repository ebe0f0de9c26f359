package io.qwenmanaged.policy.rules;

import io.qwenmanaged.content.Utf16;
import java.util.Optional;

/**
 * The Mem0 {@code appId} rule: after trimming JavaScript whitespace it has 1–256 code points, and
 * it is well-formed UTF-16 (no unpaired surrogate, which could not be sent faithfully). The trimmed
 * value is the one sent to the provider.
 */
public final class AppIdRule {

  /** The most code points a trimmed {@code appId} may have. */
  public static final int MAX_CODE_POINTS = 256;

  private AppIdRule() {}

  /** The value to send: {@code raw} trimmed as JavaScript trims. */
  public static String trimmed(String raw) {
    return JsWhitespace.trim(raw);
  }

  /** The problem with {@code raw} as a one-line message that does not quote it, if any. */
  public static Optional<String> problem(String raw) {
    String value = trimmed(raw);
    if (value.isEmpty()) {
      return Optional.of("must not be empty or only whitespace");
    }
    if (Utf16.hasUnpairedSurrogate(value)) {
      return Optional.of("must not contain an unpaired surrogate");
    }
    if (value.codePointCount(0, value.length()) > MAX_CODE_POINTS) {
      return Optional.of("must be at most " + MAX_CODE_POINTS + " characters after trimming");
    }
    return Optional.empty();
  }
}
