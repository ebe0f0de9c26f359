package io.qwenmanaged.install.exec;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.start.StartChecks;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the install makes of doctor's JSON report on a staged generation: every failed check about
 * the installation is a problem, named as doctor names it (a check without diagnostics becomes one
 * line of its name and reason); when only checks about the developer's own session failed, the
 * generation is unproven for the installing user; otherwise it is proven.
 */
final class DoctorVerdict {

  private DoctorVerdict() {}

  /** The outcome of one {@code doctor --all --json} document. */
  static InstallProof.Outcome of(JsonNode report) {
    List<Diagnostic> problems = new ArrayList<>();
    List<String> developer = new ArrayList<>();
    List<JsonNode> reports = new ArrayList<>();
    if (report.has("repositories")) {
      report.path("repositories").forEach(reports::add);
    } else {
      reports.add(report);
    }
    for (JsonNode repository : reports) {
      for (JsonNode line : repository.path("lines")) {
        if (!"fail".equals(line.path("status").asText())) {
          continue;
        }
        String check = line.path("check").asText();
        if (StartChecks.DEVELOPER_SESSION.contains(check)) {
          developer.add(check + ": " + line.path("reason").asText());
          continue;
        }
        problems.addAll(problems(line));
      }
    }
    if (!problems.isEmpty()) {
      return new InstallProof.Broken(problems.stream().distinct().toList());
    }
    if (!developer.isEmpty()) {
      return new InstallProof.Unproven(developer.stream().distinct().toList());
    }
    return new InstallProof.Proven();
  }

  private static List<Diagnostic> problems(JsonNode line) {
    List<Diagnostic> problems = new ArrayList<>();
    for (JsonNode problem : line.path("problems")) {
      Diagnostic.Kind kind =
          "io".equals(problem.path("kind").asText().toLowerCase(Locale.ROOT))
              ? Diagnostic.Kind.IO
              : Diagnostic.Kind.POLICY;
      problems.add(
          new Diagnostic(
              problem.path("file").asText(),
              problem.path("pointer").asText(),
              problem.path("message").asText(),
              kind));
    }
    if (problems.isEmpty()) {
      problems.add(
          Diagnostic.policy(
              "qwen-managed doctor",
              "",
              line.path("check").asText() + ": " + line.path("reason").asText()));
    }
    return problems;
  }
}
