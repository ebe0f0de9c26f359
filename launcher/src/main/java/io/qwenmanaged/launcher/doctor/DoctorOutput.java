package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.CanonicalJson;
import io.qwenmanaged.policy.model.LauncherConfig;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * Prints a {@link DoctorReport} on stdout: one line per check ({@code ok}, {@code FAIL} with one
 * indented line per problem, {@code warn}), or with {@code --json} the same as one JSON document
 * with a fixed key order (after the lines, once every start check passed, {@code caCertificates}:
 * the plan's CA certificates, each with its subject, {@code notAfter} and state). {@code doctor
 * --all} prints one group per repository, each under a header line {@code == repository <name>
 * (<path>)}, or one document listing the repositories.
 */
public final class DoctorOutput {

  /** What starts the header line of a repository's group. */
  static final String HEADER = "== repository ";

  private DoctorOutput() {}

  public static void print(DoctorReport report, boolean json, PrintStream out) {
    if (json) {
      write(tree(report), out);
    } else {
      lines(report, out);
    }
    out.flush();
  }

  /**
   * Prints the reports of {@code doctor --all}; a single report for no repository ({@code
   * launcher.json} cannot be used) is printed as {@link #print} prints it.
   */
  public static void printAll(List<DoctorReport> reports, boolean json, PrintStream out) {
    if (reports.size() == 1 && reports.get(0).repository().isEmpty()) {
      print(reports.get(0), json, out);
      return;
    }
    if (json) {
      ObjectNode root = JsonNodeFactory.instance.objectNode();
      root.put("ok", reports.stream().allMatch(report -> report.problems().isEmpty()));
      ArrayNode repositories = root.putArray("repositories");
      for (DoctorReport report : reports) {
        ObjectNode node = repositories.addObject();
        report
            .repository()
            .flatMap(LauncherConfig.Repository::name)
            .ifPresent(name -> node.put("name", name));
        report.repository().ifPresent(repository -> node.put("path", repository.workspace()));
        node.setAll(tree(report));
      }
      write(root, out);
    } else {
      for (int i = 0; i < reports.size(); i++) {
        DoctorReport report = reports.get(i);
        if (i > 0) {
          out.println();
        }
        out.println(
            HEADER
                + report
                    .repository()
                    .map(LauncherConfig.Repository::label)
                    .orElse("#" + (i + 1) + ": launcher.json could not be used"));
        lines(report, out);
      }
    }
    out.flush();
  }

  private static void lines(DoctorReport report, PrintStream out) {
    for (DoctorLine line : report.lines()) {
      out.println(
          label(line.status())
              + " "
              + line.check()
              + (line.reason().isEmpty() ? "" : ": " + line.reason()));
      for (Diagnostic problem : line.problems()) {
        out.println("     " + problem.render());
      }
    }
  }

  private static void write(ObjectNode tree, PrintStream out) {
    byte[] document = CanonicalJson.bytes(tree);
    out.write(document, 0, document.length);
  }

  private static String label(DoctorLine.Status status) {
    switch (status) {
      case OK:
        return "ok  ";
      case FAIL:
        return "FAIL";
      default:
        return "warn";
    }
  }

  private static ObjectNode tree(DoctorReport report) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("ok", report.problems().isEmpty());
    ArrayNode lines = root.putArray("lines");
    for (DoctorLine line : report.lines()) {
      ObjectNode node =
          lines
              .addObject()
              .put("status", line.status().name().toLowerCase(Locale.ROOT))
              .put("check", line.check())
              .put("reason", line.reason());
      ArrayNode problems = node.putArray("problems");
      for (Diagnostic problem : line.problems()) {
        problems
            .addObject()
            .put("file", problem.file())
            .put("pointer", problem.pointer())
            .put("message", problem.message())
            .put("kind", problem.kind().name().toLowerCase(Locale.ROOT))
            .put("line", problem.render());
      }
    }
    report
        .caCertificates()
        .ifPresent(
            certificates -> {
              ArrayNode listed = root.putArray("caCertificates");
              for (CaCertificate certificate : certificates) {
                listed
                    .addObject()
                    .put("subject", certificate.subject())
                    .put("notAfter", certificate.notAfter().toString())
                    .put("state", certificate.state().word());
              }
            });
    return root;
  }
}
