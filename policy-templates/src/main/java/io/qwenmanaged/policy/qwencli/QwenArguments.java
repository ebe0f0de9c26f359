package io.qwenmanaged.policy.qwencli;

import java.util.Locale;
import java.util.Optional;

/**
 * Classifies one self-contained Qwen Code argument against {@link QwenCliTable}, in every spelling
 * Qwen Code's parser accepts.
 *
 * <ul>
 *   <li>Long options: {@code --name}, {@code --name=value}, {@code --no-name}, the camelCase
 *       spelling ({@code --approvalMode}), upper case, extra hyphens ({@code ----approval-mode-})
 *       and dotted sub-keys ({@code --name.key=value}) all name the same option, as they do for
 *       Qwen's parser (measured with Qwen Code 0.24.4). Any {@code --json-*} and {@code
 *       --telemetry*} name is refused even when the table does not list it.
 *   <li>Short options: a cluster ({@code -dy}) sets every letter up to an {@code =} or another
 *       non-word character; it is refused when any letter is, named after the most severe family.
 *   <li>{@code --} (end of options), {@code -} and any word not starting with {@code -} are
 *       positional: Qwen runs a subcommand ({@code serve}, {@code mcp}, …) or a prompt (headless).
 * </ul>
 */
public final class QwenArguments {

  private QwenArguments() {}

  /** What {@code argument} means to the pinned Qwen Code. */
  public static QwenArgument classify(String argument) {
    if (argument.equals("--") || argument.equals("-") || !argument.startsWith("-")) {
      return positional(argument);
    }
    if (argument.startsWith("--")) {
      return longOption(argument.substring(2));
    }
    return shortCluster(argument.substring(1));
  }

  private static QwenArgument positional(String argument) {
    return new QwenArgument.Refused(
        QwenCliTable.command(argument.toLowerCase(Locale.ROOT))
            .map(QwenCommand::family)
            .orElse(FlagFamily.HEADLESS));
  }

  private static QwenArgument longOption(String option) {
    int end = option.length();
    for (char stop : new char[] {'=', '.'}) {
      int at = option.indexOf(stop);
      if (at >= 0 && at < end) {
        end = at;
      }
    }
    String name = kebab(option.substring(0, end));
    Optional<QwenOption> listed = QwenCliTable.option(name);
    if (listed.isEmpty() && name.startsWith("no-")) {
      name = name.substring(3);
      listed = QwenCliTable.option(name);
    }
    if (listed.isPresent()) {
      return of(listed.get());
    }
    if (name.startsWith("json-")) {
      return new QwenArgument.Refused(FlagFamily.HEADLESS);
    }
    if (name.equals("telemetry") || name.startsWith("telemetry-")) {
      return new QwenArgument.Refused(FlagFamily.EXPOSURE);
    }
    return new QwenArgument.Unlisted();
  }

  private static QwenArgument shortCluster(String cluster) {
    FlagFamily worst = null;
    QwenOption first = null;
    boolean unlisted = false;
    for (int i = 0; i < cluster.length(); i++) {
      char letter = cluster.charAt(i);
      if (!isWordCharacter(letter)) {
        break;
      }
      Optional<QwenOption> option = QwenCliTable.shortOption(letter);
      if (option.isEmpty()) {
        unlisted = true;
        continue;
      }
      first = first == null ? option.get() : first;
      FlagFamily family = option.get().refusedAs().orElse(null);
      if (family != null && (worst == null || family.compareTo(worst) < 0)) {
        worst = family;
      }
    }
    if (worst != null) {
      return new QwenArgument.Refused(worst);
    }
    return unlisted || first == null
        ? new QwenArgument.Unlisted()
        : new QwenArgument.AdminOption(first);
  }

  private static QwenArgument of(QwenOption option) {
    return option
        .refusedAs()
        .<QwenArgument>map(QwenArgument.Refused::new)
        .orElseGet(() -> new QwenArgument.AdminOption(option));
  }

  private static boolean isWordCharacter(char c) {
    return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
  }

  /**
   * The kebab-case name Qwen's parser would match, or a wider one: {@code approvalMode}, {@code
   * APPROVAL-MODE}, {@code approval-Mode}, {@code -approval--mode-} → {@code approval-mode} (the
   * parser drops extra hyphens at either end and within, and reads a hyphen followed by any letter
   * as the camelCase of the option).
   */
  private static String kebab(String name) {
    StringBuilder kebab = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(name.charAt(i - 1))) {
        kebab.append('-');
      }
      boolean hyphen = c == '-';
      boolean repeated = kebab.length() == 0 || kebab.charAt(kebab.length() - 1) == '-';
      if (!hyphen || !repeated) {
        kebab.append(Character.toLowerCase(c));
      }
    }
    if (kebab.length() > 0 && kebab.charAt(kebab.length() - 1) == '-') {
      kebab.setLength(kebab.length() - 1);
    }
    return kebab.toString();
  }
}
