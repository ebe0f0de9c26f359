package io.qwenmanaged.policy.qwencli;

import java.util.Optional;

/**
 * The refused family of one self-contained Qwen Code argument, whatever its spelling: the launcher
 * names it when it refuses a developer's argument, the generator and verifier when they refuse an
 * admin's extra flag. {@link QwenArguments#classify} tells the rest apart (an option an admin may
 * set, an option Qwen Code does not list).
 */
public final class RefusedFlags {

  private RefusedFlags() {}

  /**
   * The refused family of {@code argument}, or empty when it belongs to none: an option an admin
   * may set, or one Qwen Code does not list.
   */
  public static Optional<FlagFamily> familyOf(String argument) {
    return QwenArguments.classify(argument) instanceof QwenArgument.Refused refused
        ? Optional.of(refused.family())
        : Optional.empty();
  }
}
