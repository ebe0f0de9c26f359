package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.CanonicalJson;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Prints a {@link DoctorReport} on stdout: one line per check ({@code ok}, {@code FAIL} with one
 * indented line per problem, {@code warn}), or with {@code --json} the same as one JSON document
 * with a fixed key order.
 */
public final class DoctorOutput {

  private DoctorOutput() {}

  public static void print(DoctorReport report, boolean json, PrintStream out) {
    if (json) {
      byte[] document = CanonicalJson.bytes(tree(report));
      out.write(document, 0, document.length);
    } else {
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
    out.flush();
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
    return root;
  }
}
