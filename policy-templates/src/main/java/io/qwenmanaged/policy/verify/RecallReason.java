package io.qwenmanaged.policy.verify;

/** Why the auto-recall parts of a generated file must be present or absent. */
final class RecallReason {

  private RecallReason() {}

  /**
   * @param enabled whether {@code launcher.json} names an auto-recall config for the repository
   * @param at where the repository is written in {@code launcher.json} ({@code ""}: top level)
   */
  static String of(boolean enabled, String at) {
    String pointer = (at.isEmpty() ? "/files" : at) + "/autoRecallConfig";
    return enabled
        ? "launcher.json names " + pointer + " (auto-recall)"
        : "launcher.json names no " + pointer + " (no auto-recall)";
  }
}
