package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The environment every start of the scenario's pinned {@code java} received: the recording {@code
 * java} of {@link KitPrefix} writes its exported variables ({@code export -p} of {@code /bin/sh})
 * to one file per start, named after what it starts ({@code mcp-server-<pid>.env}, or {@code
 * auto-recall-<pid>.env} for the auto-recall hook, {@code other-<pid>.env} for the confirmation
 * hook), and the environment of the process that started it ({@code /proc/<parent>/environ}, which
 * for the kit's processes is Qwen's) to {@code parent-<same name>.environ}, before it runs the real
 * JVM.
 */
public final class JavaStarts {

  private static final String EXPORT = "export ";

  private final Path directory;

  /** Creates the empty folder {@code java-starts} in {@code output}. */
  public JavaStarts(Path output) {
    directory = output.resolve("java-starts");
    try {
      Files.createDirectories(directory);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Path directory() {
    return directory;
  }

  /** Forgets every start recorded so far. */
  void clear() {
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : files.toList()) {
        Files.delete(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The variables of every recorded start, whatever it started. */
  public List<Map<String, String>> all() {
    return starts("");
  }

  /** The variables of each recorded MCP server start, by name. */
  public List<Map<String, String>> mcpServer() {
    return starts("mcp-server-");
  }

  /**
   * The variables of each recorded start of the auto-recall hook ({@code mcp-server.jar
   * auto-recall}).
   */
  public List<Map<String, String>> autoRecall() {
    return starts("auto-recall-");
  }

  /** The variables of each recorded start that is not the MCP server: the hook's JVM. */
  public List<Map<String, String>> hook() {
    return starts("other-");
  }

  /**
   * The environments, exactly as the kernel holds them, of the processes that started each recorded
   * JVM: Qwen's own, for the kit's MCP server and hooks.
   */
  public List<Map<String, String>> parents() {
    List<Map<String, String>> parents = new ArrayList<>();
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : files.sorted().toList()) {
        if (file.getFileName().toString().endsWith(".environ")) {
          parents.add(nulSeparated(Files.readString(file, StandardCharsets.UTF_8)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return parents;
  }

  private static Map<String, String> nulSeparated(String environ) {
    Map<String, String> variables = new TreeMap<>();
    for (String entry : environ.split("\0")) {
      int equals = entry.indexOf('=');
      if (equals > 0) {
        variables.put(entry.substring(0, equals), entry.substring(equals + 1));
      }
    }
    return variables;
  }

  private List<Map<String, String>> starts(String prefix) {
    List<Map<String, String>> starts = new ArrayList<>();
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : files.sorted().toList()) {
        String name = file.getFileName().toString();
        if (name.startsWith(prefix) && name.endsWith(".env")) {
          starts.add(parse(Files.readString(file, StandardCharsets.UTF_8)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return starts;
  }

  /**
   * Parses dash's {@code export -p}: lines {@code export NAME='value'}, where a value is a run of
   * single-quoted parts and double-quoted single quotes ({@code 'it'"'"'s'}) and may span lines.
   */
  static Map<String, String> parse(String exports) {
    Map<String, String> variables = new TreeMap<>();
    int at = 0;
    while (at < exports.length()) {
      if (!exports.startsWith(EXPORT, at)) {
        throw new IllegalArgumentException("not an export line at " + at + ": " + exports);
      }
      int equals = exports.indexOf('=', at);
      int lineEnd = exports.indexOf('\n', at);
      if (equals < 0 || (lineEnd >= 0 && lineEnd < equals)) {
        // A variable exported without a value.
        String name =
            exports.substring(at + EXPORT.length(), lineEnd < 0 ? exports.length() : lineEnd);
        variables.put(name, "");
        at = lineEnd < 0 ? exports.length() : lineEnd + 1;
        continue;
      }
      String name = exports.substring(at + EXPORT.length(), equals);
      StringBuilder value = new StringBuilder();
      int i = equals + 1;
      while (i < exports.length() && exports.charAt(i) != '\n') {
        char quote = exports.charAt(i);
        int close = exports.indexOf(quote, i + 1);
        if ((quote != '\'' && quote != '"') || close < 0) {
          throw new IllegalArgumentException("unexpected value for " + name + ": " + exports);
        }
        value.append(exports, i + 1, close);
        i = close + 1;
      }
      variables.put(name, value.toString());
      at = i + 1;
    }
    return variables;
  }
}
