package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.changes.FileChangeEntry;
import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.policy.Diagnostic;
import java.io.PrintWriter;
import java.util.List;

/**
 * Prints a {@link Report}: for a person, diagnostics and file changes one per line on stderr
 * (stdout stays empty); with {@code --json}, one JSON document on stdout (stderr stays empty).
 */
final class ReportPrinter {

  static final String PROGRAM = "qwen-managed-admin";
  static final int REPORT_VERSION = 1;

  private static final ObjectMapper JSON = new ObjectMapper();

  private ReportPrinter() {}

  static void print(Report report, boolean json, PrintWriter out, PrintWriter err) {
    if (json) {
      out.println(json(report));
    } else {
      human(report, err);
    }
    out.flush();
    err.flush();
  }

  private static void human(Report report, PrintWriter err) {
    for (Diagnostic diagnostic : report.diagnostics()) {
      err.println(printable(diagnostic.render()));
    }
    for (FileChange file : report.files()) {
      err.println(printable(file.change().phrase() + " " + file.path()));
    }
    // A drift report already names each change as a diagnostic: print every difference once.
    if (report.diagnostics().isEmpty()) {
      report.changes().ifPresent(changes -> changes.forEach(c -> err.println(printable(c.line()))));
    }
    String prefix = report.command().equals(PROGRAM) ? PROGRAM : PROGRAM + " " + report.command();
    err.println(printable(prefix + ": " + report.summary()));
    if (report.exit() == AdminExit.USAGE) {
      err.println("Try '" + prefix + " --help' for the options and exit codes.");
    }
  }

  /**
   * A line safe to print on a terminal: control characters (C0, DEL, C1) from a path or an argument
   * are shown as {@code \xNN} instead of being sent to the terminal as escape sequences.
   */
  static String printable(String line) {
    StringBuilder shown = new StringBuilder(line.length());
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
        shown.append(String.format("\\x%02x", (int) c));
      } else {
        shown.append(c);
      }
    }
    return shown.toString();
  }

  private static void changes(ArrayNode array, List<FileChangeEntry> changes) {
    for (FileChangeEntry change : changes) {
      ObjectNode entry =
          array
              .addObject()
              .put("file", change.file())
              .put("pointer", change.pointer())
              .put("kind", change.kind().word());
      change.old().ifPresent(old -> entry.set("old", old));
      change.now().ifPresent(now -> entry.set("new", now));
    }
  }

  static String json(Report report) {
    ObjectNode root = JSON.createObjectNode();
    root.put("reportVersion", REPORT_VERSION);
    root.put("command", report.command());
    root.put("result", report.result());
    root.put("exitCode", report.exit().code());
    root.put("summary", report.summary());
    report.directory().ifPresent(directory -> root.put("directory", directory));
    ArrayNode diagnostics = root.putArray("diagnostics");
    for (Diagnostic diagnostic : report.diagnostics()) {
      diagnostics
          .addObject()
          .put("file", diagnostic.file())
          .put("pointer", diagnostic.pointer())
          .put("message", diagnostic.message())
          .put("line", diagnostic.render());
    }
    ArrayNode files = root.putArray("files");
    for (FileChange file : report.files()) {
      ObjectNode entry =
          files
              .addObject()
              .put("name", file.name())
              .put("path", file.path())
              .put("change", file.change().word());
      if (!file.sha256().isEmpty()) {
        entry.put("sha256", file.sha256());
      }
    }
    report.changes().ifPresent(changes -> changes(root.putArray("changes"), changes));
    try {
      return JSON.writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a report tree always serialises", e);
    }
  }
}
