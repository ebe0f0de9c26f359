package io.qwenmanaged.install.cli;

import io.qwenmanaged.policy.suggest.NearestName;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The usage error for a word picocli could not match: an unknown command or option named as such,
 * with the nearest valid name of that command line ({@link NearestName}) when one is close.
 */
final class UnknownArgument {

  private UnknownArgument() {}

  /**
   * The one-line message for the first word {@code e}'s command line could not match; empty when
   * there is none, or it is neither a command nor an option (picocli's message then says which
   * argument was unexpected). An unknown option comes first even when picocli stopped at a required
   * option it left missing: {@code install --plna F} means {@code --plan}.
   */
  static Optional<String> message(ParameterException e) {
    CommandLine commandLine = e.getCommandLine();
    List<String> unmatched =
        e instanceof UnmatchedArgumentException u
            ? u.getUnmatched()
            : commandLine.getUnmatchedArguments();
    if (unmatched.isEmpty()) {
      return Optional.empty();
    }
    String first = unmatched.get(0);
    if (first.startsWith("-") && first.length() > 1) {
      // An attached value (--plna=FILE) is not part of the option's name.
      int equals = first.indexOf('=');
      String option = equals > 0 ? first.substring(0, equals) : first;
      return Optional.of(said("unknown option '" + option + "'", option, options(commandLine)));
    }
    if (!commandLine.getSubcommands().isEmpty()) {
      List<String> commands = new ArrayList<>(commandLine.getSubcommands().keySet());
      return Optional.of(said("unknown command '" + first + "'", first, commands));
    }
    return Optional.empty();
  }

  private static String said(String unknown, String typed, List<String> valid) {
    return NearestName.of(typed, valid)
        .map(name -> unknown + "; did you mean '" + name + "'?")
        .orElse(unknown);
  }

  /** The command's option names as typed in full; one-letter ones are too short to suggest. */
  private static List<String> options(CommandLine commandLine) {
    List<String> names = new ArrayList<>();
    for (OptionSpec option : commandLine.getCommandSpec().options()) {
      for (String name : option.names()) {
        if (name.length() > 2) {
          names.add(name);
        }
      }
    }
    return names;
  }
}
