package io.qwenmanaged.install.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The {@code --json} option and the printing of a command's {@link Report} through the command
 * line's own streams: one picocli mixin for every admin command.
 */
final class ReportOutput {

  @Option(names = "--json", description = "Print one JSON report on stdout instead of text.")
  private boolean json;

  @Spec(Spec.Target.MIXEE)
  private CommandSpec spec;

  /** Prints {@code report}; returns its exit code. */
  int print(Report report) {
    ReportPrinter.print(report, json, spec.commandLine().getOut(), spec.commandLine().getErr());
    return report.exit().code();
  }
}
