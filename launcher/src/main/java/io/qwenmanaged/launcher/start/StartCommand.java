package io.qwenmanaged.launcher.start;

import io.qwenmanaged.launcher.environment.ChildEnvironment;
import io.qwenmanaged.launcher.exit.LauncherExit;
import io.qwenmanaged.launcher.exit.ProblemLines;
import io.qwenmanaged.launcher.process.QwenCommand;
import io.qwenmanaged.launcher.process.QwenProcess;
import io.qwenmanaged.launcher.session.SessionCredential;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.start.ReadyStart;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartContext;
import io.qwenmanaged.policy.start.StartReport;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code qwen-managed} without arguments, once the command line and the terminal were accepted:
 * every start check (the first chooses the managed repository that holds the working directory),
 * then the private directories, then the session's credential file in QWEN_RUNTIME_DIR, then Qwen
 * Code in that repository's root with its settings and the environment built from nothing, waited
 * for to its end; the credential file is removed once Qwen has ended, however it ended. Just before
 * Qwen starts, one line says what of the repository's own Qwen configuration Qwen ignores. Any
 * failed check prints one line per problem on stderr, then what to do about a missing credential or
 * a changed installation, and starts nothing.
 */
public final class StartCommand {

  private StartCommand() {}

  /** Returns the exit code: Qwen's own, or the launcher's when nothing was started. */
  public static int run(StartContext context, PrintStream err) {
    StartReport report = StartChecks.runBeforeStart(context);
    Optional<ReadyStart> ready = report.ready();
    if (ready.isEmpty()) {
      return refused(report, err);
    }
    Optional<String> notCreated = PrivateDirectories.create(ready.get().directoriesToCreate());
    if (notCreated.isPresent()) {
      err.println(notCreated.get());
      return LauncherExit.ENVIRONMENT.code();
    }
    SessionCredential.Opened opened =
        SessionCredential.open(ready.get().qwenRuntimeDir(), ready.get().credential());
    if (opened instanceof SessionCredential.Failed failed) {
      err.println(failed.line());
      return LauncherExit.ENVIRONMENT.code();
    }
    sayWhatQwenIgnores(report, err);
    Path workspace = Path.of(ready.get().repository().workspace());
    try (SessionCredential credential = ((SessionCredential.Ready) opened).credential()) {
      return QwenProcess.run(
          QwenCommand.of(ready.get().installation()),
          workspace,
          ChildEnvironment.of(ready.get(), context.environment(), credential.file()),
          err);
    }
  }

  /**
   * A start rehearsed for the installer's class-data archive training, so that the archive holds
   * what a real start runs: the same checks, Qwen's command line and environment built, and then,
   * instead of Qwen, the pinned {@code java -version} started the same way. Creates none of the
   * developer's directories (the code that would is run on none; the credential file goes to a
   * temporary folder, removed at the end) and never starts node. Returns the child's exit code, or
   * the launcher's when a check refused or the credential file could not be made.
   */
  public static int rehearse(StartContext context, PrintStream err) {
    StartReport report = StartChecks.runBeforeStart(context);
    Optional<ReadyStart> ready = report.ready();
    if (ready.isEmpty()) {
      return refused(report, err);
    }
    PrivateDirectories.create(List.of());
    SessionCredential.Opened opened = SessionCredential.openTemporary(ready.get().credential());
    if (opened instanceof SessionCredential.Failed failed) {
      err.println(failed.line());
      return LauncherExit.ENVIRONMENT.code();
    }
    sayWhatQwenIgnores(report, err);
    LauncherConfig installation = ready.get().installation();
    Path workspace = Path.of(ready.get().repository().workspace());
    QwenCommand.of(installation);
    try (SessionCredential credential = ((SessionCredential.Ready) opened).credential()) {
      return QwenProcess.run(
          List.of(installation.runtimes().java(), "-version"),
          workspace,
          ChildEnvironment.of(ready.get(), context.environment(), credential.file()),
          err);
    }
  }

  /** The one line on what Qwen ignores of the repository's configuration, when it ignores some. */
  private static void sayWhatQwenIgnores(StartReport report, PrintStream err) {
    IgnoredConfigurationLine.of(report.repositoryIgnored()).ifPresent(err::println);
  }

  private static int refused(StartReport report, PrintStream err) {
    List<Diagnostic> problems = report.problems();
    if (problems.isEmpty()) {
      throw new IllegalStateException("the start checks refused without a problem");
    }
    ProblemLines.print(problems, err);
    CredentialAdvice.lines(report).forEach(err::println);
    InstallationAdvice.line(report).ifPresent(err::println);
    return LauncherExit.of(problems).code();
  }
}
