package io.qwenmanaged.tests.qwen;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What one yargs {@code --help} text of Qwen Code lists: each option line's spellings ({@code -d},
 * {@code --debug}) and each command word of the {@code Commands:} section. Qwen writes one line per
 * entry when its output is not a terminal; an indented line that is not an entry (a wrapped
 * description) is skipped, and an entry that cannot be read fails the parse instead of being
 * dropped.
 */
record QwenHelp(List<List<String>> options, List<String> commands) {

  private static final Pattern SPELLING = Pattern.compile("--?[A-Za-z0-9][A-Za-z0-9_-]*");
  private static final Pattern COLUMNS = Pattern.compile(" {2,}");

  /** Deepest indentation of an entry: yargs puts options at 2 (short) or 6 (long only). */
  private static final int ENTRY_INDENT = 8;

  QwenHelp {
    options = List.copyOf(options);
    commands = List.copyOf(commands);
  }

  static QwenHelp parse(String text) {
    List<List<String>> options = new ArrayList<>();
    List<String> commands = new ArrayList<>();
    String section = "";
    for (String line : text.split("\r?\n")) {
      if (!line.isEmpty() && !line.startsWith(" ")) {
        section = line.strip();
        continue;
      }
      String entry = line.strip();
      if (entry.isEmpty() || line.indexOf(entry.charAt(0)) > ENTRY_INDENT) {
        continue;
      }
      if (section.equals("Options:")) {
        options.add(spellings(entry, line));
      } else if (section.equals("Commands:")) {
        command(entry).ifPresent(commands::add);
      }
    }
    return new QwenHelp(options, commands);
  }

  private static List<String> spellings(String entry, String line) {
    List<String> spellings = new ArrayList<>();
    for (String spelling : COLUMNS.split(entry, 2)[0].split(", ")) {
      if (!SPELLING.matcher(spelling).matches()) {
        throw new IllegalArgumentException("not an option entry of Qwen's help: " + line);
      }
      spellings.add(spelling);
    }
    return List.copyOf(spellings);
  }

  /** {@code qwen mcp Manage…} → {@code mcp}; the default command {@code qwen [query..]} → none. */
  private static Optional<String> command(String entry) {
    String[] words = entry.split(" +");
    if (words.length < 2 || !words[0].equals("qwen")) {
      throw new IllegalArgumentException("not a command entry of Qwen's help: " + entry);
    }
    return words[1].startsWith("[") || words[1].startsWith("<")
        ? Optional.empty()
        : Optional.of(words[1]);
  }
}
