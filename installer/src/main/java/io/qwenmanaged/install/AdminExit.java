package io.qwenmanaged.install;

import io.qwenmanaged.policy.Diagnostic;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The admin CLI's exit codes: the one table every command maps its outcome through, and the list
 * {@code --help} prints. Codes are stable for configuration-management tools.
 */
public enum AdminExit {
  OK(0, "success: the files were generated, or the configuration is valid"),
  INTERNAL(1, "internal error (a bug in the kit; nothing was written)"),
  USAGE(2, "invalid command line: unknown command or option, missing or repeated value"),
  POLICY(3, "plan refused or configuration invalid: one diagnostic line per problem"),
  IO(4, "I/O problem: a file or directory could not be read or written");

  private final int code;
  private final String description;

  AdminExit(int code, String description) {
    this.code = code;
    this.description = description;
  }

  public int code() {
    return code;
  }

  public String description() {
    return description;
  }

  /**
   * The exit code of a check that found {@code diagnostics}: {@link #IO} when any file could not be
   * read (the check is incomplete), else {@link #POLICY} when any problem was found, else {@link
   * #OK}.
   */
  static AdminExit of(List<Diagnostic> diagnostics) {
    AdminExit exit = OK;
    for (Diagnostic diagnostic : diagnostics) {
      if (diagnostic.kind() == Diagnostic.Kind.IO) {
        return IO;
      }
      exit = POLICY;
    }
    return exit;
  }

  /** The table in the form picocli's usage help prints: code → description. */
  static Map<String, String> usageTable() {
    Map<String, String> table = new LinkedHashMap<>();
    for (AdminExit exit : values()) {
      table.put(String.format("%3d", exit.code), exit.description);
    }
    return table;
  }
}
