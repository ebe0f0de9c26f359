package io.qwenmanaged.launcher.cli;

import io.qwenmanaged.policy.qwencli.FlagFamily;
import java.util.Optional;

/**
 * What the developer asked for: start Qwen Code (no arguments at all), one of the launcher's own
 * commands, or a refused line. Everything the developer types is refused except the launcher's own
 * commands, each alone; see {@link ArgumentParser}.
 */
public sealed interface Arguments
    permits Arguments.Start,
        Arguments.Doctor,
        Arguments.Policy,
        Arguments.Version,
        Arguments.Help,
        Arguments.Refused {

  /** {@code qwen-managed}: check everything, then start Qwen Code. */
  record Start() implements Arguments {}

  /** {@code qwen-managed doctor [--json] [--all]}. */
  record Doctor(boolean json, boolean all) implements Arguments {}

  /** {@code qwen-managed policy [--json]}. */
  record Policy(boolean json) implements Arguments {}

  /** {@code qwen-managed --version}. */
  record Version() implements Arguments {}

  /** {@code qwen-managed --help} or {@code -h}. */
  record Help() implements Arguments {}

  /**
   * A refused line.
   *
   * @param shown the argument the refusal names, safe to print: an option without its value, a
   *     short word, or a description of a long or unprintable argument
   * @param family the refused family the argument belongs to, if any
   * @param reason why, as a clause: the family's reason, or the rule of the launcher's own command
   * @param qwenArgument whether the line asked for a Qwen Code argument rather than misusing one of
   *     the launcher's own commands
   */
  record Refused(String shown, Optional<FlagFamily> family, String reason, boolean qwenArgument)
      implements Arguments {}
}
