package io.qwenmanaged.launcher.start;

import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.start.CheckOutcome;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartReport;
import java.util.List;

/**
 * The plain lines a refused start adds after a failed credential check, so that a developer who
 * never heard of the key knows what it is, where the launcher looks for it and whom to ask. They
 * name only the variable or file {@code launcher.json} pins for the chosen repository, never a
 * value.
 */
final class CredentialAdvice {

  static final String WHAT = "This is the repository's Mem0 API key (its memory service's key).";
  static final String ASK = "If you do not have the key, ask your administrator for the key.";

  private CredentialAdvice() {}

  /** The lines for {@code report}: none unless its credential check found a problem. */
  static List<String> lines(StartReport report) {
    boolean failed =
        report.checks().stream()
            .filter(CredentialAdvice::isCredential)
            .anyMatch(check -> !check.ok());
    if (!failed || report.repository().isEmpty()) {
      return List.of();
    }
    return List.of(WHAT, source(report.repository().get().credential()), ASK);
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

  private static boolean isCredential(CheckOutcome check) {
    return check.name().equals(StartChecks.CREDENTIAL);
  }
}
