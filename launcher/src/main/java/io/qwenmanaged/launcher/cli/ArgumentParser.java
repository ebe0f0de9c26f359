package io.qwenmanaged.launcher.cli;

import io.qwenmanaged.policy.qwencli.FlagFamily;
import io.qwenmanaged.policy.qwencli.RefusedFlags;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Hand-parses the launcher's command line. Accepted, each exactly as written and alone: nothing
 * (start Qwen Code), {@code doctor} with {@code --json} and {@code --all} each at most once and in
 * any order, {@code policy [--json]}, {@code --version}, {@code --help} or {@code -h}. Everything
 * else refuses the whole line. The refusal names an argument of a refused family when there is one
 * (options first: a word after an option may be its value, so only a leading word is taken for a
 * prompt or subcommand), else the first argument the launcher does not accept.
 */
public final class ArgumentParser {

  static final String NO_QWEN_ARGUMENTS = "qwen-managed takes no Qwen Code arguments";

  private static final int MAX_SHOWN = 40;

  /** The launcher's own commands, as the first word. */
  private static final Set<String> OWN = Set.of("doctor", "policy", "--version", "--help", "-h");

  /** Options the own commands take or are; next to another own command, a misuse of it. */
  private static final Set<String> OWN_OPTIONS =
      Set.of("--json", "--all", "--version", "--help", "-h");

  private ArgumentParser() {}

  /** The meaning of {@code args}. */
  public static Arguments parse(List<String> args) {
    if (args.isEmpty()) {
      return new Arguments.Start();
    }
    String command = args.get(0);
    List<String> rest = args.subList(1, args.size());
    // The launcher's own words come first (Qwen has a --version and a --help of its own, which
    // the table refuses as arguments for Qwen); anything next to them is a misuse of them.
    Optional<Arguments.Refused> dangerous =
        isOwn(command) ? dangerousOption(rest) : dangerous(args);
    if (dangerous.isPresent()) {
      return dangerous.get();
    }
    switch (command) {
      case "doctor":
        return doctor(rest);
      case "policy":
        return policy(rest);
      case "--version":
        return alone(new Arguments.Version(), command, rest);
      case "--help":
      case "-h":
        return alone(new Arguments.Help(), command, rest);
      default:
        return new Arguments.Refused(shown(command), Optional.empty(), NO_QWEN_ARGUMENTS, true);
    }
  }

  private static boolean isOwn(String word) {
    return OWN.contains(word);
  }

  /** The first option next to an own command that is of a refused family (not its own options). */
  private static Optional<Arguments.Refused> dangerousOption(List<String> rest) {
    for (String argument : rest) {
      if (argument.startsWith("-") && !OWN_OPTIONS.contains(argument)) {
        Optional<FlagFamily> family = RefusedFlags.familyOf(argument);
        if (family.isPresent()) {
          return Optional.of(refused(argument, family.get()));
        }
      }
    }
    return Optional.empty();
  }

  /** The first option of a refused family, else a leading word of one that is no own command. */
  private static Optional<Arguments.Refused> dangerous(List<String> args) {
    for (String argument : args) {
      if (argument.startsWith("-") && !argument.equals("-") && !argument.equals("--")) {
        Optional<FlagFamily> family = RefusedFlags.familyOf(argument);
        if (family.isPresent()) {
          return Optional.of(refused(argument, family.get()));
        }
      }
    }
    String first = args.get(0);
    boolean ownCommand = isOwn(first);
    if (!first.startsWith("-") || first.equals("-") || first.equals("--")) {
      if (!ownCommand) {
        return RefusedFlags.familyOf(first).map(family -> refused(first, family));
      }
    }
    return Optional.empty();
  }

  private static Arguments doctor(List<String> rest) {
    Set<String> seen = new HashSet<>();
    for (String option : rest) {
      if (!(option.equals("--json") || option.equals("--all")) || !seen.add(option)) {
        return new Arguments.Refused(
            shown(option),
            Optional.empty(),
            "doctor takes only --json and --all, once each",
            false);
      }
    }
    return new Arguments.Doctor(seen.contains("--json"), seen.contains("--all"));
  }

  private static Arguments policy(List<String> rest) {
    if (rest.isEmpty()) {
      return new Arguments.Policy(false);
    }
    if (rest.size() == 1 && rest.get(0).equals("--json")) {
      return new Arguments.Policy(true);
    }
    String extra = rest.get(0).equals("--json") ? rest.get(1) : rest.get(0);
    return new Arguments.Refused(shown(extra), Optional.empty(), "policy takes only --json", false);
  }

  private static Arguments alone(Arguments accepted, String command, List<String> rest) {
    if (rest.isEmpty()) {
      return accepted;
    }
    return new Arguments.Refused(
        shown(rest.get(0)), Optional.empty(), command + " takes no other argument", false);
  }

  private static Arguments.Refused refused(String argument, FlagFamily family) {
    return new Arguments.Refused(
        shown(argument), Optional.of(family), "it " + family.reason(), true);
  }

  /**
   * {@code argument} as a refusal may print it: an option without its {@code =value} (a value may
   * be a key), a short printable word as it is, anything else described rather than echoed.
   */
  static String shown(String argument) {
    String subject = argument;
    if (argument.startsWith("-") && argument.indexOf('=') > 0) {
      subject = argument.substring(0, argument.indexOf('='));
    }
    boolean printable = subject.chars().allMatch(c -> c > 0x20 && c < 0x7f);
    if (subject.isEmpty()) {
      return "an empty argument";
    }
    if (!printable || subject.length() > MAX_SHOWN) {
      return "an argument of " + argument.codePointCount(0, argument.length()) + " characters";
    }
    return "'" + subject + "'";
  }
}
