package io.qwenmanaged.install.exit;

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
  IO(4, "I/O problem: a file or directory could not be read or written"),
  BUSY(
      5,
      "busy: another install, rollback or uninstall is running on the config directory; nothing"
          + " was changed (retry later, or give --wait SECONDS)");

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
   * The exit code of a check that found {@code diagnostics}, by their worst kind (the launcher's
   * rule): {@link #OK} when there are none, {@link #POLICY} for a policy problem (or a refusal,
   * which the admin commands never meet), {@link #IO} when every one is an I/O problem.
   */
  public static AdminExit of(List<Diagnostic> diagnostics) {
    return Diagnostic.Kind.worst(diagnostics).map(AdminExit::of).orElse(OK);
  }

  /** The code of a problem of kind {@code kind}. */
  public static AdminExit of(Diagnostic.Kind kind) {
    return switch (kind) {
      case POLICY, REFUSED -> POLICY;
      case IO -> IO;
    };
  }

  /** The table in the form picocli's usage help prints: code → description. */
  public static Map<String, String> usageTable() {
    Map<String, String> table = new LinkedHashMap<>();
    for (AdminExit exit : values()) {
      table.put(String.format("%3d", exit.code), exit.description);
    }
    return table;
  }
}
