package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.qwenpatch.PatchSet;
import io.qwenmanaged.policy.Diagnostic;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The plan's {@code /runtimes/qwenVersion} checked before anything compares it: the launcher pins
 * one exact version, so an npm range such as {@code ^0.24.4} is refused as a range rather than
 * reported as differing from the very version it allows.
 */
final class QwenVersionPin {

  static final String POINTER = "/runtimes/qwenVersion";
  static final String NOT_EXACT = "must be an exact version (a range is not allowed)";
  static final String NOT_MANAGED =
      "must be %s: the kit runs only its managed build of Qwen Code, made by its patch set for"
          + " that version";

  // The plan schema's own pattern for the key.
  static final Pattern EXACT = Pattern.compile("[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?");

  private QwenVersionPin() {}

  /**
   * Why the plan's pin is not an exact version, or not the one the kit's patch set is for; empty
   * when it is that version or is not a string.
   */
  static Optional<Diagnostic> problem(ObjectNode plan, String planName) {
    JsonNode version = plan.at(POINTER);
    // A missing key or a non-string is the generator's to report, with the schema's words.
    if (!version.isTextual()) {
      return Optional.empty();
    }
    if (!EXACT.matcher(version.textValue()).matches()) {
      return Optional.of(Diagnostic.policy(planName, POINTER, NOT_EXACT));
    }
    String managed = PatchSet.shipped().version();
    if (!version.textValue().equals(managed)) {
      return Optional.of(Diagnostic.policy(planName, POINTER, String.format(NOT_MANAGED, managed)));
    }
    return Optional.empty();
  }
}
