package io.qwenmanaged.policy.qwencli;

/**
 * What one command-line argument means to the pinned Qwen Code, as the kit classifies it ({@link
 * QwenArguments#classify}).
 */
public sealed interface QwenArgument {

  /** An option, subcommand or positional word of a refused family. */
  record Refused(FlagFamily family) implements QwenArgument {}

  /**
   * An option the kit lets an admin set as an extra flag (in whatever spelling); a developer's
   * argument is refused all the same.
   */
  record AdminOption(QwenOption option) implements QwenArgument {}

  /** An option Qwen Code does not list, which the kit therefore never passes. */
  record Unlisted() implements QwenArgument {}
}
