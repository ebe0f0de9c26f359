package io.qwenmanaged.install.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.install.exit.AdminExit;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What the guides quote of the admin command line is what the command line accepts: every command
 * and option a guide writes after {@code qwen-managed-admin} (or {@code installer.jar}) exists, the
 * admin guide's synopsis gives each command with every one of its options, and its exit-code table
 * says what {@code --help} says.
 */
@Tag("unit")
class GuidesMatchTheCommandLineTest {

  private static final Path DOCS = Path.of("..", "docs");
  private static final Path ADMIN_GUIDE = DOCS.resolve("admin-guide.md");

  /** A command a guide runs: the admin command's name or its jar, then the rest of the line. */
  private static final Pattern INVOCATION =
      Pattern.compile("(?:qwen-managed-admin|installer\\.jar)\\s+([a-z][a-z-]*)([^`|\\n]*)");

  private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z-]*");

  /** The options picocli adds to every command, which the synopsis leaves to {@code --help}. */
  private static final Set<String> STANDARD = Set.of("--help", "--version", "-h", "-V");

  @Test
  void everyCommandAndOptionAGuideQuotesExists() throws IOException {
    Map<String, Set<String>> commands = commands();
    List<String> unknown = new ArrayList<>();
    for (Path guide : guides()) {
      for (String line : Files.readAllLines(guide)) {
        Matcher invocation = INVOCATION.matcher(line);
        while (invocation.find()) {
          String command = invocation.group(1);
          Set<String> options = commands.get(command);
          if (options == null) {
            unknown.add(guide.getFileName() + ": no command " + command + " in: " + line.strip());
            continue;
          }
          Matcher option = OPTION.matcher(invocation.group(2));
          while (option.find()) {
            if (!options.contains(option.group()) && !STANDARD.contains(option.group())) {
              unknown.add(guide.getFileName() + ": " + command + " has no " + option.group());
            }
          }
        }
      }
    }
    assertEquals(List.of(), unknown);
  }

  @Test
  void theAdminGuidesSynopsisListsEveryCommandWithEveryOption() throws IOException {
    Map<String, Set<String>> synopsis = new TreeMap<>();
    for (String line : synopsisBlock()) {
      Matcher invocation = Pattern.compile("^qwen-managed-admin ([a-z]+) (.*)$").matcher(line);
      if (invocation.matches()) {
        Set<String> options = new TreeSet<>();
        OPTION.matcher(invocation.group(2)).results().forEach(m -> options.add(m.group()));
        synopsis.put(invocation.group(1), options);
      }
    }
    assertEquals(commands(), synopsis, "the synopsis lines of " + ADMIN_GUIDE);
  }

  @Test
  void theAdminGuidesExitCodeTableSaysWhatHelpSays() throws IOException {
    String guide = Files.readString(ADMIN_GUIDE);
    for (AdminExit exit : AdminExit.values()) {
      String row = "| " + exit.code() + " | " + exit.description();
      assertTrue(guide.contains(row), "the exit-code table's row for " + exit.code());
    }
    assertFalse(guide.contains("| " + AdminExit.values().length + " | "), "a code the CLI lacks");
  }

  /** The first fenced block of the admin guide in which every line runs the admin command. */
  private static List<String> synopsisBlock() throws IOException {
    List<String> block = new ArrayList<>();
    boolean inside = false;
    for (String line : Files.readAllLines(ADMIN_GUIDE)) {
      if (line.startsWith("```")) {
        if (inside && !block.isEmpty()) {
          return block;
        }
        inside = !inside;
        block.clear();
      } else if (inside && line.startsWith("qwen-managed-admin ")) {
        block.add(line);
      } else if (inside) {
        inside = false;
      }
    }
    throw new AssertionError("no synopsis block in " + ADMIN_GUIDE);
  }

  /** Each admin command by name, with the long options it accepts (the standard ones left out). */
  private static Map<String, Set<String>> commands() {
    StringWriter sink = new StringWriter();
    PrintWriter writer = new PrintWriter(sink);
    CommandLine commandLine =
        AdminCommandLine.commandLine(InputStream.nullInputStream(), writer, writer, false, null);
    Map<String, Set<String>> commands = new TreeMap<>();
    commandLine
        .getSubcommands()
        .forEach(
            (name, sub) -> {
              if (!name.equals("help")) {
                commands.put(name, options(sub.getCommandSpec()));
              }
            });
    return commands;
  }

  private static Set<String> options(CommandSpec spec) {
    Set<String> names = new TreeSet<>();
    for (OptionSpec option : spec.options()) {
      for (String name : option.names()) {
        if (name.startsWith("--") && !STANDARD.contains(name)) {
          names.add(name);
        }
      }
    }
    return names;
  }

  private static List<Path> guides() {
    try (Stream<Path> files = Files.list(DOCS)) {
      List<Path> guides =
          new ArrayList<>(files.filter(file -> file.toString().endsWith(".md")).sorted().toList());
      guides.add(Path.of("..", "README.md"));
      return guides;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
