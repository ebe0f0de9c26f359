package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.changes.FileChangeEntry;
import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.policy.Diagnostic;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of one admin command, printed for a person or as JSON (see {@link ReportPrinter}).
 *
 * @param command the subcommand's name, or the program's when none was recognised
 * @param exit the exit code it maps to
 * @param result one word for configuration-management tools: {@code generated}, {@code refused},
 *     {@code valid}, {@code invalid}, {@code installed}, {@code unchanged}, {@code dry-run}, {@code
 *     rolled-back}, {@code uninstalled}, {@code absent} (uninstall found nothing of the kit),
 *     {@code usage-error}, {@code io-error}, {@code internal-error}
 * @param summary one human line saying what happened
 * @param diagnostics one per problem, with file and JSON Pointer
 * @param files what {@code generate} did to each file (empty otherwise)
 * @param directory the output or config directory, when the command has one
 * @param changes for {@code install --dry-run} and {@code verify --plan}: what installing the plan
 *     would change, value by value (absent for every other report)
 */
record Report(
    String command,
    AdminExit exit,
    String result,
    String summary,
    List<Diagnostic> diagnostics,
    List<FileChange> files,
    Optional<String> directory,
    Optional<List<FileChangeEntry>> changes) {

  Report {
    diagnostics = List.copyOf(diagnostics);
    files = List.copyOf(files);
    changes = changes.map(List::copyOf);
  }

  Report(
      String command,
      AdminExit exit,
      String result,
      String summary,
      List<Diagnostic> diagnostics,
      List<FileChange> files,
      Optional<String> directory) {
    this(command, exit, result, summary, diagnostics, files, directory, Optional.empty());
  }

  /** This report with {@code changes} listed. */
  Report withChanges(List<FileChangeEntry> listed) {
    return new Report(
        command, exit, result, summary, diagnostics, files, directory, Optional.of(listed));
  }

  static Report usageError(String command, String message) {
    return new Report(
        command, AdminExit.USAGE, "usage-error", message, List.of(), List.of(), Optional.empty());
  }

  static Report internalError(String command) {
    return new Report(
        command,
        AdminExit.INTERNAL,
        "internal-error",
        "internal error; nothing was written; please report it with the command you ran",
        List.of(),
        List.of(),
        Optional.empty());
  }
}
