package io.qwenmanaged.policy.model;

import java.util.List;

/**
 * Renders an argument vector as the one command string a Qwen command hook runs: for bash every
 * word in single quotes ({@code '} written as {@code '\''}); for PowerShell the call operator
 * followed by every word in single quotes, each quote character PowerShell recognises (ASCII and
 * the four typographic single quotes) doubled. Quoting every word also keeps Windows PowerShell
 * from splitting arguments such as {@code -Xlog:all=warning:stderr}.
 */
public final class ShellCommand {

  private static final String POWERSHELL_QUOTES = "'\u2018\u2019\u201a\u201b";

  private ShellCommand() {}

  /**
   * A PowerShell statement that removes {@code names} from the environment the following command
   * inherits, ignoring those that are not set: {@code Remove-Item -LiteralPath 'Env:A','Env:B'
   * -ErrorAction Ignore; }. It uses no {@code $}, which Qwen would read as a variable reference.
   */
  static String removeVariables(List<String> names) {
    StringBuilder statement = new StringBuilder("Remove-Item -LiteralPath ");
    for (int i = 0; i < names.size(); i++) {
      statement.append(i > 0 ? "," : "").append(powerShellQuoted("Env:" + names.get(i)));
    }
    return statement.append(" -ErrorAction Ignore; ").toString();
  }

  /**
   * A PowerShell statement that sets the variable {@code name} to {@code value} for the following
   * command: {@code Set-Item -LiteralPath 'Env:NAME' -Value 'value'; }, without a {@code $}.
   */
  static String setVariable(String name, String value) {
    return "Set-Item -LiteralPath "
        + powerShellQuoted("Env:" + name)
        + " -Value "
        + powerShellQuoted(value)
        + "; ";
  }

  static String render(Platform platform, List<String> words) {
    StringBuilder command = new StringBuilder(platform == Platform.WINDOWS ? "& " : "");
    for (int i = 0; i < words.size(); i++) {
      if (i > 0) {
        command.append(' ');
      }
      command.append(
          platform == Platform.WINDOWS ? powerShellQuoted(words.get(i)) : bashQuoted(words.get(i)));
    }
    return command.toString();
  }

  /** {@code word} as one bash word: in single quotes, each {@code '} written {@code '\\''}. */
  public static String bashQuoted(String word) {
    return "'" + word.replace("'", "'\\''") + "'";
  }

  /** {@code word} as one PowerShell literal: single-quoted, every quote character doubled. */
  public static String powerShellQuoted(String word) {
    StringBuilder quoted = new StringBuilder("'");
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (POWERSHELL_QUOTES.indexOf(c) >= 0) {
        quoted.append(c);
      }
      quoted.append(c);
    }
    return quoted.append('\'').toString();
  }
}
