package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.process.ChildProcesses;
import io.qwenmanaged.policy.process.OutputCapture;
import io.qwenmanaged.policy.process.ProgramRun;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A running stdio MCP server: newline-delimited JSON-RPC written to its stdin, its stdout read on
 * its own thread as whole lines, the first line of its stderr kept for the report.
 */
final class McpChannel {

  /** A line longer than this is not an answer the chain could use (the real one is ~1 KiB). */
  static final int MAX_LINE = 64 * 1024;

  /**
   * Lines read ahead of the doctor: a server that floods stdout then blocks on its own pipe instead
   * of filling the launcher's small heap.
   */
  private static final int QUEUED_LINES = 16;

  /** What the server's stdout delivered next. */
  sealed interface Event permits Line, End, TooLong, Silence {}

  /** One whole line, without its newline. */
  record Line(String text) implements Event {}

  /** stdout ended. */
  record End() implements Event {}

  /** A line exceeded {@link #MAX_LINE}; nothing more is read. */
  record TooLong() implements Event {}

  /** Nothing arrived before the deadline. */
  record Silence() implements Event {}

  private final Process process;
  private final OutputStream stdin;
  private final BlockingQueue<Event> events = new LinkedBlockingQueue<>(QUEUED_LINES);
  private final OutputCapture stderr;

  /** Cleared once the doctor is done with the server, so the reader never waits for room again. */
  private volatile boolean listening = true;

  private McpChannel(Process process) {
    this.process = process;
    this.stdin = process.getOutputStream();
    this.stderr =
        OutputCapture.of(process.getErrorStream(), ProgramRun.MAX_OUTPUT, "doctor-mcp-stderr");
    Thread reader = new Thread(() -> readLines(process.getInputStream()), "doctor-mcp-stdout");
    reader.setDaemon(true);
    reader.start();
  }

  static McpChannel start(List<String> command, Map<String, String> env, Path cwd)
      throws IOException {
    return new McpChannel(ChildProcesses.start(command, env, cwd));
  }

  /** Writes one message and its newline. */
  void send(String message) throws IOException {
    stdin.write((message + "\n").getBytes(StandardCharsets.UTF_8));
    stdin.flush();
  }

  /**
   * The next event, or {@link Silence} once {@code deadline} passed — also when the server keeps
   * writing lines.
   */
  Event next(Instant deadline) {
    long wait = Duration.between(Instant.now(), deadline).toMillis();
    if (wait <= 0) {
      return new Silence();
    }
    try {
      Event event = events.poll(wait, TimeUnit.MILLISECONDS);
      return event == null ? new Silence() : event;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Silence();
    }
  }

  /**
   * Closes stdin, as Qwen does at the end of a session, waits up to {@code grace} for the server to
   * exit, and kills it if it did not.
   */
  void close(Duration grace) {
    listening = false;
    try {
      stdin.close();
    } catch (IOException e) {
      // the server is gone already
    }
    try {
      if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
        ChildProcesses.stop(process);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      ChildProcesses.stop(process);
    }
  }

  /** Kills the server and everything it started. */
  void stop() {
    listening = false;
    ChildProcesses.stop(process);
  }

  /** The exit code once the server exited within {@code grace}, else -1 (it is then killed). */
  int exitCode(Duration grace) {
    close(grace);
    return process.isAlive() ? -1 : process.exitValue();
  }

  /** The first line the server wrote to stderr (empty if none), once stderr ended or soon. */
  String stderrLine() {
    return stderr.await(Duration.ofSeconds(2)).firstLine();
  }

  /**
   * Runs on the reader thread until stdout ends. Once the doctor stops listening (the server was
   * stopped with lines still queued), the thread ends as soon as stdout does.
   */
  private void readLines(InputStream stdout) {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    try (InputStream in = stdout) {
      int read;
      while ((read = in.read(buffer)) >= 0) {
        for (int i = 0; i < read; i++) {
          if (buffer[i] == '\n') {
            hand(new Line(line.toString(StandardCharsets.UTF_8)));
            line.reset();
          } else if (line.size() >= MAX_LINE) {
            hand(new TooLong());
            return;
          } else {
            line.write(buffer[i]);
          }
        }
      }
    } catch (IOException e) {
      // stdout ended with the process
    }
    hand(new End());
  }

  /** Queues {@code event}, waiting for room while the doctor still listens. */
  private void hand(Event event) {
    try {
      while (listening && !events.offer(event, 100, TimeUnit.MILLISECONDS)) {
        // the doctor is still reading: wait for room
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
