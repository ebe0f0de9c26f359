package io.qwenmanaged.install.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The program itself: {@code qwen-managed-admin COMMAND}; without a command it is a usage error.
 */
@Command(
    name = ReportPrinter.PROGRAM,
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "The Qwen Managed Kit's administrator commands.",
    synopsisSubcommandLabel = "COMMAND")
final class AdminCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;

  @Override
  public Integer call() {
    Report report = Report.usageError(ReportPrinter.PROGRAM, "a command is required");
    ReportPrinter.print(report, false, spec.commandLine().getOut(), spec.commandLine().getErr());
    return report.exit().code();
  }
}
