package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.host.AdminHost;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Arrays;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The admin CLI's one place of picocli wiring: the commands, each given the host; the streams; a
 * usage error or an unexpected exception printed as a {@link Report}; the exit-code list in every
 * command's help.
 */
public final class AdminCommandLine {

  private AdminCommandLine() {}

  /** Parses {@code args} and runs the command they name; returns its exit code. */
  public static int execute(
      String[] args, InputStream in, PrintWriter stdout, PrintWriter stderr, AdminHost host) {
    boolean json = Arrays.asList(args).contains("--json");
    return commandLine(in, stdout, stderr, json, host).execute(args);
  }

  static CommandLine commandLine(
      InputStream in, PrintWriter stdout, PrintWriter stderr, boolean json, AdminHost host) {
    CommandLine commandLine =
        new CommandLine(new AdminCommand())
            .addSubcommand(new GenerateCommand(in, host))
            .addSubcommand(new VerifyCommand(host))
            .addSubcommand(new InstallCommand(host))
            .addSubcommand(new RollbackCommand(host))
            .addSubcommand(new UninstallCommand(host))
            .addSubcommand(new CommandLine.HelpCommand());
    commandLine
        .setOut(stdout)
        .setErr(stderr)
        .setExpandAtFiles(false)
        .setColorScheme(Help.defaultColorScheme(Help.Ansi.OFF))
        .setParameterExceptionHandler(
            (ParameterException e, String[] args) -> {
              String message = UnknownArgument.message(e).orElse(e.getMessage());
              Report report = Report.usageError(e.getCommandLine().getCommandName(), message);
              ReportPrinter.print(report, json, stdout, stderr);
              return report.exit().code();
            })
        .setExecutionExceptionHandler(
            (e, failed, parsed) -> {
              Report report = Report.internalError(failed.getCommandName());
              ReportPrinter.print(report, json, stdout, stderr);
              return report.exit().code();
            });
    exitCodes(commandLine.getCommandSpec());
    commandLine.getSubcommands().values().forEach(sub -> exitCodes(sub.getCommandSpec()));
    return commandLine;
  }

  private static void exitCodes(CommandSpec spec) {
    spec.usageMessage().exitCodeListHeading("%nExit codes:%n").exitCodeList(AdminExit.usageTable());
  }
}
