package io.qwenmanaged.policy.rules;

/**
 * One setting of the pinned Qwen Code's settings schema, as the kit classifies it.
 *
 * @param path a top-level key, or {@code section.key} for one key of a section
 * @param allowed whether Qwen still merges it from the user's and the repository's settings
 * @param reason what the setting does, in a few words
 */
public record QwenSetting(String path, boolean allowed, String reason) {

  /** One line for a report: {@code ui.theme: allowed (colour theme)}. */
  public String describe() {
    return path + ": " + (allowed ? "allowed" : "ignored") + " (" + reason + ")";
  }
}
