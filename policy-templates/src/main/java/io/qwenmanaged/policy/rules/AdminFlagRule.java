package io.qwenmanaged.policy.rules;

import io.qwenmanaged.policy.qwencli.QwenArgument;
import io.qwenmanaged.policy.qwencli.QwenArguments;
import io.qwenmanaged.policy.qwencli.QwenCliTable;
import io.qwenmanaged.policy.qwencli.QwenOption;
import java.util.Optional;

/**
 * The admin's extra Qwen flags are an allowlist: each is one self-contained token naming an option
 * {@link QwenCliTable} allows, in its one admin spelling — {@code --name=<value>} for an option
 * with a value (the value after {@code =}, in the same token; lists comma-separated), {@code
 * --name} for a switch. Messages name the option from the table, never the token's value.
 */
public final class AdminFlagRule {

  /** Followed by the refused family's reason. */
  public static final String REFUSED = "is refused: it ";

  /** An option Qwen Code does not list, or one the table does not allow. */
  public static final String NOT_ALLOWED = "is not an option the kit allows as an admin flag";

  private AdminFlagRule() {}

  /** The problem with {@code flag} as an admin extra flag, or empty when it may be passed. */
  public static Optional<String> problem(String flag) {
    QwenArgument classified = QwenArguments.classify(flag);
    if (classified instanceof QwenArgument.Refused refused) {
      return Optional.of(REFUSED + refused.family().reason());
    }
    if (classified instanceof QwenArgument.AdminOption admin) {
      return spelling(flag, admin.option());
    }
    return Optional.of(NOT_ALLOWED);
  }

  private static Optional<String> spelling(String flag, QwenOption option) {
    String name = "--" + option.name();
    boolean wellFormed =
        option.takesValue()
            ? flag.startsWith(name + "=") && flag.length() > name.length() + 1
            : flag.equals(name);
    if (wellFormed) {
      return Optional.empty();
    }
    return Optional.of(
        "must be written "
            + option.adminSpelling()
            + (option.takesValue()
                ? ": an admin flag is one token, with its value after ="
                : ": the option takes no value"));
  }
}
