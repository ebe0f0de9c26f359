package io.qwenmanaged.policy.qwenconfig;

import io.qwenmanaged.policy.model.ManagedServer;
import java.util.Locale;
import java.util.Set;

/**
 * Rules that approve a tool without a dialog — a settings file's {@code permissions.allow} or
 * {@code tools.allowed}, a skill's {@code allowed-tools}: {@code Tool} or {@code Tool(specifier)}.
 * One that can name the memory write tool (its name or a prefix of it, such as the kit's server or
 * {@code mcp}, a wildcard, an empty name) is never allowed; one naming a tool that only reads the
 * repository is harmless; any other is refused.
 */
final class ToolRules {

  /** Tools that read files or search, under Qwen's names and the names Qwen also accepts. */
  private static final Set<String> READ_ONLY =
      Set.of(
          "read_file",
          "readfile",
          "read",
          "read_many_files",
          "readmanyfiles",
          "grep_search",
          "grep",
          "searchfilecontent",
          "glob",
          "findfiles",
          "list_directory",
          "listfiles",
          "ls");

  private static final String REMEMBER = ManagedServer.REMEMBER.toLowerCase(Locale.ROOT);

  enum Reach {
    MEMORY_WRITE,
    READ_ONLY,
    OTHER
  }

  private ToolRules() {}

  static Reach of(String rule) {
    String trimmed = rule.strip();
    int paren = trimmed.indexOf('(');
    String tool = (paren < 0 ? trimmed : trimmed.substring(0, paren)).strip();
    String lower = tool.toLowerCase(Locale.ROOT);
    if (tool.isEmpty()
        || tool.contains("*")
        || REMEMBER.startsWith(lower)
        || lower.startsWith(REMEMBER)) {
      return Reach.MEMORY_WRITE;
    }
    return READ_ONLY.contains(lower) ? Reach.READ_ONLY : Reach.OTHER;
  }
}
