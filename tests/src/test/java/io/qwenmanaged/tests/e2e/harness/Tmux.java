package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One private tmux server (its own {@code -S} socket and configuration) running one program in a
 * fixed 160×50 window. The test reads the window with {@code capture-pane -p} and types with {@code
 * send-keys}. {@link #close()} kills the server and every process the pane started.
 */
final class Tmux implements AutoCloseable {

  static final int COLUMNS = 160;
  static final int ROWS = 50;
  private static final String TARGET = "e2e";
  private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(30);
  private static final Duration EXIT_PATIENCE = Duration.ofSeconds(15);

  private final Path tmux;
  private final Path socket;
  private List<ProcessHandle> paneProcesses = List.of();

  private Tmux(Path socket) {
    this.tmux = KitFiles.tmux();
    this.socket = socket;
  }

  /**
   * Starts a tmux server on {@code socket} (configured from {@code configFile}) whose only window
   * runs {@code /bin/sh script} in {@code workingDirectory}.
   */
  static Tmux start(Path socket, Path configFile, Path script, Path workingDirectory) {
    try {
      Files.writeString(
          configFile, "setw -g remain-on-exit on\nset -g history-limit 5000\nset -g status off\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Tmux session = new Tmux(socket);
    session.run(
        "-f",
        configFile.toString(),
        "new-session",
        "-d",
        "-s",
        TARGET,
        "-x",
        String.valueOf(COLUMNS),
        "-y",
        String.valueOf(ROWS),
        "-c",
        workingDirectory.toString(),
        "/bin/sh " + shellQuoted(script.toString()));
    return session;
  }

  /** The visible window, one line per row, trailing spaces trimmed by tmux. */
  String capture() {
    return run("capture-pane", "-p", "-t", TARGET);
  }

  /**
   * The visible window with every line the terminal wrapped joined again ({@code capture-pane -J}:
   * a wrapped line keeps its trailing spaces).
   */
  String captureUnwrapped() {
    return run("capture-pane", "-p", "-J", "-t", TARGET);
  }

  /** Sends tmux key names, e.g. {@code Enter}, {@code BTab}, {@code C-s}, {@code 2}. */
  void sendKeys(String... keys) {
    List<String> command = new ArrayList<>(List.of("send-keys", "-t", TARGET));
    command.addAll(List.of(keys));
    run(command.toArray(String[]::new));
  }

  /** Types {@code text} literally (no key-name lookup). */
  void type(String text) {
    run("send-keys", "-t", TARGET, "-l", text);
  }

  /** The process the pane runs (the pane's script). */
  ProcessHandle paneProcess() {
    String pid = run("display-message", "-p", "-t", TARGET, "#{pane_pid}").strip();
    return ProcessHandle.of(Long.parseLong(pid))
        .orElseThrow(() -> new AssertionError("the pane's process " + pid + " is gone"));
  }

  /** Remembers the pane's process tree so {@link #close()} can make sure all of it ends. */
  void rememberPaneProcesses() {
    ProcessHandle pane = paneProcess();
    List<ProcessHandle> tree = new ArrayList<>();
    tree.add(pane);
    pane.descendants().forEach(tree::add);
    paneProcesses = tree;
  }

  /** The process tree {@link #rememberPaneProcesses()} saw, the pane's own process first. */
  List<ProcessHandle> paneProcesses() {
    return paneProcesses;
  }

  /**
   * Kills the tmux server; then waits for the processes the pane started (Qwen Code, the MCP
   * server) to end, and ends any that do not, by process id.
   */
  @Override
  public void close() {
    List<ProcessHandle> known = new ArrayList<>(paneProcesses);
    for (ProcessHandle process : paneProcesses) {
      process.descendants().forEach(known::add);
    }
    try {
      run("kill-server");
    } catch (AssertionError alreadyGone) {
      // The server already exited; the processes below are still checked.
    }
    long deadline = System.nanoTime() + EXIT_PATIENCE.toNanos();
    for (ProcessHandle process : known) {
      long remaining = Math.max(0, deadline - System.nanoTime());
      try {
        process.onExit().get(remaining, TimeUnit.NANOSECONDS);
      } catch (Exception stillRunning) {
        process.destroyForcibly();
      }
    }
  }

  private String run(String... arguments) {
    List<String> command = new ArrayList<>(List.of(tmux.toString(), "-S", socket.toString()));
    command.addAll(List.of(arguments));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    Map<String, String> environment = builder.environment();
    environment.clear();
    environment.put("PATH", "/usr/bin:/bin");
    environment.put("LANG", "C.UTF-8");
    try {
      Process process = builder.start();
      process.getOutputStream().close();
      byte[] output = process.getInputStream().readAllBytes();
      if (!process.waitFor(COMMAND_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("tmux " + String.join(" ", arguments) + " did not finish");
      }
      String text = new String(output, StandardCharsets.UTF_8);
      if (process.exitValue() != 0) {
        throw new AssertionError("tmux " + arguments[0] + " failed: " + text.strip());
      }
      return text;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted while running tmux", e);
    }
  }

  static String shellQuoted(String value) {
    return "'" + value.replace("'", "'\\''") + "'";
  }
}
