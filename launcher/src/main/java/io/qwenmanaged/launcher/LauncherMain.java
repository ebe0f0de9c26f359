package io.qwenmanaged.launcher;

import io.qwenmanaged.launcher.cli.ArgumentParser;
import io.qwenmanaged.launcher.cli.Arguments;
import io.qwenmanaged.launcher.cli.DoctorCommand;
import io.qwenmanaged.launcher.cli.Usage;
import io.qwenmanaged.launcher.exit.LauncherExit;
import io.qwenmanaged.launcher.policy.PolicyCommand;
import io.qwenmanaged.launcher.start.StartCommand;
import io.qwenmanaged.launcher.terminal.SystemTerminal;
import io.qwenmanaged.launcher.terminal.Terminal;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.model.JvmStartVariables;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.policy.start.RepositoryChoice;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartContext;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code qwen-managed}: the developer launcher. Only {@link #main} exits the JVM; {@link #run} is
 * the whole program with everything it depends on injected. Every outcome leaves through the table
 * {@link LauncherExit}, or is the exit code of the Qwen Code it started. stdout carries only what
 * the launcher's own commands print; refusals, diagnostics and messages go to stderr, and never a
 * stack trace or a credential.
 */
public final class LauncherMain {

  private LauncherMain() {}

  public static void main(String[] args) {
    PrintStream out = utf8(FileDescriptor.out);
    PrintStream err = utf8(FileDescriptor.err);
    int code =
        run(
            args,
            System.in,
            out,
            err,
            System.getenv(),
            new SystemTerminal(),
            Host.current(),
            DoctorBinding.command());
    out.flush();
    err.flush();
    System.exit(code);
  }

  /**
   * Runs the launcher; returns its exit code.
   *
   * @param in stdin (Qwen Code reads the real terminal itself)
   * @param environment the launcher's own environment; Qwen's is built from it by the policy
   * @param terminal whether stdin and stdout are terminals
   * @param host the configuration property, the operating-system user and the working directory
   * @param doctor the implementation of {@code qwen-managed doctor}
   */
  public static int run(
      String[] args,
      InputStream in,
      PrintStream out,
      PrintStream err,
      Map<String, String> environment,
      Terminal terminal,
      Host host,
      DoctorCommand doctor) {
    try {
      return dispatch(
          ArgumentParser.parse(Arrays.asList(args)), out, err, environment, terminal, host, doctor);
    } catch (RuntimeException | Error e) {
      err.println("qwen-managed: internal error (a bug in the kit; please report it)");
      return LauncherExit.INTERNAL.code();
    } finally {
      out.flush();
      err.flush();
    }
  }

  private static int dispatch(
      Arguments arguments,
      PrintStream out,
      PrintStream err,
      Map<String, String> environment,
      Terminal terminal,
      Host host,
      DoctorCommand doctor) {
    if (arguments instanceof Arguments.Refused refused) {
      Usage.refused(refused, err);
      return LauncherExit.REFUSED.code();
    }
    if (arguments instanceof Arguments.Version) {
      out.println("qwen-managed " + KitVersion.current());
      return LauncherExit.OK.code();
    }
    if (arguments instanceof Arguments.Help) {
      Usage.help(out);
      return LauncherExit.OK.code();
    }
    if (arguments instanceof Arguments.Start) {
      // The schema checks come soon; they are prepared on the other core while this one looks
      // at the terminal, the variables and the file system.
      StartChecks.prepareInBackground();
      Optional<LauncherExit> refused = refuseStart(environment, terminal, err);
      if (refused.isPresent() && !host.rehearsal()) {
        return refused.get().code();
      }
    }
    Optional<Path> config = host.configPath();
    if (config.isEmpty()) {
      err.println(
          "qwen-managed: error: no launcher configuration (system property "
              + Host.CONFIG_PROPERTY
              + " is not an absolute path); start the installed qwen-managed command");
      return LauncherExit.ENVIRONMENT.code();
    }
    // The repository comes from the process's working directory alone: never an argument or a
    // variable (doctor --all goes through every repository itself).
    StartContext context =
        new StartContext(
            config.get(),
            environment,
            host.userName(),
            host.userHome(),
            new RepositoryChoice.Holding(host.workingDirectory()));
    if (arguments instanceof Arguments.Policy policy) {
      return PolicyCommand.run(context, policy.json(), out, err);
    }
    if (arguments instanceof Arguments.Doctor options) {
      // The installer rehearses doctor on a generation whose files it has just hashed and
      // fingerprinted: there the files are proved as a start proves them.
      ContentProof proof =
          host.rehearsal()
              ? ContentProof.TRUST_UNCHANGED_FINGERPRINTS
              : ContentProof.HASH_EVERY_FILE;
      return LauncherExit.of(
              doctor.run(context, environment, options.json(), options.all(), proof, out))
          .code();
    }
    return host.rehearsal() ? StartCommand.rehearse(context, err) : StartCommand.run(context, err);
  }

  /**
   * A start needs a JVM started as installed (checked first: the option variables can change where
   * the configuration is read from) and a terminal on stdin and stdout.
   */
  private static Optional<LauncherExit> refuseStart(
      Map<String, String> environment, Terminal terminal, PrintStream err) {
    List<String> jvmOptions = JvmStartVariables.clearedBeforeJavaIn(environment);
    if (!jvmOptions.isEmpty()) {
      err.println(
          "qwen-managed: error: "
              + String.join(", ", jvmOptions)
              + (jvmOptions.size() == 1 ? " is" : " are")
              + " set: it changes how the launcher's Java starts (even where its policy is read"
              + " from); start the installed qwen-managed command, which removes "
              + String.join(", ", JvmStartVariables.CLEARED_BEFORE_JAVA));
      return Optional.of(LauncherExit.ENVIRONMENT);
    }
    if (!terminal.interactive()) {
      err.println(
          "qwen-managed: refused: standard input and output must be a terminal (with piped input"
              + " Qwen Code would run a headless turn without its confirmation dialogs)");
      return Optional.of(LauncherExit.REFUSED);
    }
    return Optional.empty();
  }

  private static PrintStream utf8(FileDescriptor descriptor) {
    return new PrintStream(new FileOutputStream(descriptor), true, StandardCharsets.UTF_8);
  }
}
