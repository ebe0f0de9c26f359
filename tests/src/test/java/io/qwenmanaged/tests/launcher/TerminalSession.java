package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The installed launcher run in a pseudo-terminal, as from a developer's shell: util-linux {@code
 * script} gives it a terminal on stdin and stdout (and a session of its own, so the terminal's
 * Ctrl-C reaches the launcher and its child together); its stderr goes to a file so refusals can be
 * read apart from the terminal's output. Optionally stdin or stdout is a pipe instead.
 */
final class TerminalSession implements AutoCloseable {

  static final Duration TIMEOUT = Duration.ofSeconds(60);

  /** How the launcher's stdin and stdout are connected. */
  enum Streams {
    /** Both are the terminal; the launcher replaces the shell ({@code exec}). */
    TERMINAL,
    /** stdin is a pipe carrying a prompt. */
    PIPED_STDIN,
    /** stdout is a pipe into {@code cat}. */
    PIPED_STDOUT
  }

  /** How the session ended. */
  record Result(int exitCode, String terminal, String stderr) {}

  private final Process script;
  private final Path directory;
  private final ByteArrayOutputStream terminal = new ByteArrayOutputStream();
  private final Thread reader;

  private TerminalSession(Process script, Path directory) {
    this.script = script;
    this.directory = directory;
    this.reader = new Thread(this::readTerminal, "terminal reader");
    reader.setDaemon(true);
    reader.start();
  }

  static TerminalSession start(
      LauncherSite layout, Map<String, String> environment, Streams streams, String... args) {
    return start(layout, environment, streams, Optional.empty(), args);
  }

  /** A session that runs {@code command} (a launcher command line of the test's own) instead. */
  static TerminalSession startCommand(
      LauncherSite layout, Map<String, String> environment, List<String> command) {
    return start(layout, environment, Streams.TERMINAL, Optional.empty(), command);
  }

  /**
   * A session whose shell first changes to {@code workingDirectory} ({@code cd}, as a developer
   * does: through a symbolic link the kernel records the real directory).
   */
  static TerminalSession startIn(
      Path workingDirectory, LauncherSite layout, Map<String, String> environment) {
    return start(layout, environment, Streams.TERMINAL, Optional.of(workingDirectory));
  }

  private static TerminalSession start(
      LauncherSite layout,
      Map<String, String> environment,
      Streams streams,
      Optional<Path> workingDirectory,
      String... args) {
    return start(
        layout, environment, streams, workingDirectory, LaunchCommand.of(layout, List.of(args)));
  }

  private static TerminalSession start(
      LauncherSite layout,
      Map<String, String> environment,
      Streams streams,
      Optional<Path> workingDirectory,
      List<String> command) {
    Path directory = layout.root().resolve("session");
    try {
      Files.createDirectories(directory);
      Files.deleteIfExists(directory.resolve("stderr"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String launcher = LaunchCommand.shell(command);
    String stderr = StandInNode.quoted(directory.resolve("stderr").toString());
    String rc = StandInNode.quoted(directory.resolve("rc").toString());
    String line;
    switch (streams) {
      case PIPED_STDIN:
        line = "printf 'summarise this repository\\n' | " + launcher + " 2> " + stderr;
        break;
      case PIPED_STDOUT:
        line =
            "{ "
                + launcher
                + " 2> "
                + stderr
                + "; echo $? > "
                + rc
                + "; } | /bin/cat;"
                + " exit \"$(/bin/cat "
                + rc
                + ")\"";
        break;
      default:
        line = "exec " + launcher + " 2> " + stderr;
    }
    if (workingDirectory.isPresent()) {
      line = "cd " + StandInNode.quoted(workingDirectory.get().toString()) + " && " + line;
    }
    // The session starts with the default action for the terminal's signals, as a terminal's
    // shell does, whatever the test run inherited (nohup ignores SIGHUP, a background job SIGINT):
    // the JVM installs no handler for a signal ignored when it starts.
    ProcessBuilder builder =
        new ProcessBuilder(
            "/usr/bin/env",
            "--default-signal=HUP,INT,QUIT,TERM",
            "/usr/bin/script",
            "-q",
            "-e",
            "-c",
            line,
            "/dev/null");
    builder.environment().clear();
    builder.environment().putAll(environment);
    builder.redirectErrorStream(true);
    try {
      return new TerminalSession(builder.start(), directory);
    } catch (IOException e) {
      return fail("could not start script", e);
    }
  }

  /** The launcher's JVM, once it runs. */
  ProcessHandle launcher() {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      Optional<ProcessHandle> java =
          script
              .descendants()
              .filter(p -> p.info().command().map(c -> c.endsWith("/bin/java")).orElse(false))
              .findFirst();
      if (java.isPresent()) {
        return java.get();
      }
      pause();
    }
    return fail("the launcher's JVM did not appear within " + TIMEOUT);
  }

  /** Types Ctrl-C: the terminal sends SIGINT to its foreground process group. */
  void typeControlC() {
    try {
      OutputStream keyboard = script.getOutputStream();
      keyboard.write(3);
      keyboard.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sends {@code signal} (e.g. {@code TERM}) to the launcher's JVM alone. */
  void signalLauncher(String signal) {
    try {
      Process kill =
          new ProcessBuilder("/bin/kill", "-s", signal, Long.toString(launcher().pid()))
              .inheritIO()
              .start();
      if (kill.waitFor() != 0) {
        fail("kill -s " + signal + " failed");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      fail("interrupted");
    }
  }

  /** Waits for the session to end. */
  Result await() {
    try {
      if (!script.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
        return fail("the launcher did not exit within " + TIMEOUT);
      }
      reader.join(TIMEOUT.toMillis());
      Path stderr = directory.resolve("stderr");
      String errors = Files.exists(stderr) ? Files.readString(stderr, StandardCharsets.UTF_8) : "";
      synchronized (terminal) {
        return new Result(script.exitValue(), terminal.toString(StandardCharsets.UTF_8), errors);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return fail("interrupted");
    }
  }

  /** Ends whatever still runs. */
  @Override
  public void close() {
    script.descendants().forEach(ProcessHandle::destroyForcibly);
    script.destroyForcibly();
  }

  private void readTerminal() {
    byte[] buffer = new byte[8192];
    try (InputStream output = script.getInputStream()) {
      for (int n; (n = output.read(buffer)) >= 0; ) {
        synchronized (terminal) {
          terminal.write(buffer, 0, n);
        }
      }
    } catch (IOException e) {
      // The session ended; what was read is kept.
    }
  }

  private static void pause() {
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
