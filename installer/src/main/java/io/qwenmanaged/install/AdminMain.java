package io.qwenmanaged.install;

import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code qwen-managed-admin}: the entry point of {@code installer.jar}. Only {@link #main} exits
 * the JVM; {@link #run} is the whole program with injected streams. Every outcome leaves through
 * the exit-code table {@link AdminExit}; a bad command line is exit 2 and never a stack trace.
 */
public final class AdminMain {

  private AdminMain() {}

  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err));
  }

  /** Runs one admin command; returns its exit code. */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    PrintWriter stdout = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    PrintWriter stderr = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8));
    boolean json = Arrays.asList(args).contains("--json");
    CommandLine commandLine = commandLine(in, stdout, stderr, json);
    try {
      return commandLine.execute(args);
    } finally {
      stdout.flush();
      stderr.flush();
    }
  }

  static CommandLine commandLine(
      InputStream in, PrintWriter stdout, PrintWriter stderr, boolean json) {
    CommandLine commandLine =
        new CommandLine(new AdminCommand())
            .addSubcommand(new GenerateCommand(in))
            .addSubcommand(new VerifyCommand())
            .addSubcommand(new InstallCommand())
            .addSubcommand(new RollbackCommand())
            .addSubcommand(new UninstallCommand())
            .addSubcommand(new CommandLine.HelpCommand());
    commandLine
        .setOut(stdout)
        .setErr(stderr)
        .setExpandAtFiles(false)
        .setColorScheme(Help.defaultColorScheme(Help.Ansi.OFF))
        .setParameterExceptionHandler(
            (ParameterException e, String[] args) -> {
              Report report =
                  Report.usageError(e.getCommandLine().getCommandName(), e.getMessage());
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
