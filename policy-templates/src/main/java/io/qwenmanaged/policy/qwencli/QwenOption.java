package io.qwenmanaged.policy.qwencli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One option of the pinned Qwen Code's command line, as the kit classifies it: refused with a
 * {@link FlagFamily}, or allowed as an admin extra flag.
 *
 * @param name the long name in kebab case, without {@code --} ({@code approval-mode})
 * @param shortName the one-letter alias, if Qwen Code has one ({@code y} for {@code --yolo})
 * @param aliases other long names Qwen Code accepts for the same option ({@code add-dir})
 * @param takesValue whether the option takes a value (string, number or array), as opposed to a
 *     boolean switch
 * @param refusedAs the refused family, or empty when an admin may set the option
 * @param note what the option does, and for an allowed one why it is harmless
 */
public record QwenOption(
    String name,
    Optional<Character> shortName,
    List<String> aliases,
    boolean takesValue,
    Optional<FlagFamily> refusedAs,
    String note) {

  public QwenOption {
    aliases = List.copyOf(aliases);
  }

  /** A refused option. */
  static QwenOption refused(String name, boolean takesValue, FlagFamily family, String note) {
    return new QwenOption(name, Optional.empty(), List.of(), takesValue, Optional.of(family), note);
  }

  /** An option an admin may set in the plan's extra flags. */
  static QwenOption allowed(String name, boolean takesValue, String note) {
    return new QwenOption(name, Optional.empty(), List.of(), takesValue, Optional.empty(), note);
  }

  /** This option with the one-letter alias {@code letter}. */
  QwenOption withShort(char letter) {
    return new QwenOption(name, Optional.of(letter), aliases, takesValue, refusedAs, note);
  }

  /** This option with the further long name {@code alias}. */
  QwenOption withAlias(String alias) {
    List<String> more = new ArrayList<>(aliases);
    more.add(alias);
    return new QwenOption(name, shortName, more, takesValue, refusedAs, note);
  }

  /** Whether an admin may set this option as an extra flag. */
  public boolean adminAllowed() {
    return refusedAs.isEmpty();
  }

  /** Whether {@code longName} (kebab case, without {@code --}) names this option. */
  public boolean isNamed(String longName) {
    return name.equals(longName) || aliases.contains(longName);
  }

  /**
   * The one spelling an admin flag of this option must have: {@code --name=<value>} for an option
   * with a value, {@code --name} for a switch.
   */
  public String adminSpelling() {
    return "--" + name + (takesValue ? "=<value>" : "");
  }

  /** Every spelling Qwen Code's help lists for this option: {@code -y}, {@code --yolo}, … */
  public List<String> spellings() {
    List<String> spellings = new ArrayList<>();
    shortName.ifPresent(letter -> spellings.add("-" + letter));
    spellings.add("--" + name);
    aliases.forEach(alias -> spellings.add("--" + alias));
    return List.copyOf(spellings);
  }
}
