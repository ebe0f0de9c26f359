package io.qwenmanaged.launcher.start;

import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartReport;
import java.util.ArrayList;
import java.util.List;

/**
 * The plain lines a refused start adds after a failed credential check — the repository's Mem0 key
 * or the governed model's key — so that a developer who never heard of the key knows what it is,
 * where the launcher looks for it and whom to ask. They name only the variable or file {@code
 * launcher.json} pins, never a value.
 */
final class CredentialAdvice {

  static final String WHAT = "This is the repository's Mem0 API key (its memory service's key).";
  static final String ASK = "If you do not have the key, ask your administrator for the key.";
  static final String MODEL_WHAT =
      "This is the API key of the model endpoint your administrator chose for Qwen (%s).";

  private CredentialAdvice() {}

  /** The lines for {@code report}: none unless its credential check found a problem. */
  static List<String> lines(StartReport report) {
    List<String> lines = new ArrayList<>();
    if (failed(report, StartChecks.CREDENTIAL) && report.repository().isPresent()) {
      lines.addAll(List.of(WHAT, source(report.repository().get().credential()), ASK));
    }
    if (failed(report, StartChecks.MODEL_ENDPOINT) && report.model().isPresent()) {
      ModelEndpoint model = report.model().get();
      lines.addAll(
          List.of(
              String.format(MODEL_WHAT, model.baseUrl()), modelSource(model.credential()), ASK));
    }
    return lines;
  }

  /** Where the model's key is read from: the pinned file, or the variable. */
  static String modelSource(ModelEndpoint.Credential credential) {
    return credential
        .file()
        .map(
            file ->
                "qwen-managed reads it from the file "
                    + file
                    + " (launcher.json's /model/credential/file), which only you may read.")
        .orElseGet(
            () ->
                "qwen-managed reads it from the environment variable "
                    + credential.env().orElseThrow()
                    + ", set in the shell that starts qwen-managed.");
  }

  /** Where the key is read from: the pinned file when there is one, else the variable. */
  static String source(LauncherConfig.Credential credential) {
    return credential
        .file()
        .map(
            file ->
                "qwen-managed reads it from the file "
                    + file
                    + " (launcher.json's /credential/file), which only you may read.")
        .orElse(
            "qwen-managed reads it from the environment variable "
                + credential.env()
                + ", set in the shell that starts qwen-managed.");
  }

  private static boolean failed(StartReport report, String name) {
    return report.checks().stream()
        .filter(check -> check.name().equals(name))
        .anyMatch(check -> !check.ok());
  }
}
