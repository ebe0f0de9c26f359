package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.fail;

import io.qwenmanaged.policy.model.KitCommands;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The real {@code mcp-server.jar} as a child process, started with the kit's JVM flags and an
 * environment built from nothing: only the variables a test passes reach the server (no {@code
 * JAVA_TOOL_OPTIONS}, no locale, no proxy from the build machine).
 *
 * <p>stdout is split into lines on a pump thread, so every read has its own hang guard; stderr is
 * collected whole. Every wait fails the test and kills the process when it runs out.
 */
final class McpProcess implements AutoCloseable {

  /** The JVM flags the generated settings start the MCP server with. */
  static final List<String> LAUNCH_FLAGS = KitCommands.MCP_SERVER_JVM_FLAGS;

  /** Hang guard for one stdout line: a JVM start plus a provider round trip, with a big margin. */
  static final Duration LINE_PATIENCE = Duration.ofSeconds(30);

  /** Hang guard for the exit after stdin ends. */
  static final Duration EXIT_PATIENCE = Duration.ofSeconds(30);

  private final Process process;
  private final OutputStream stdin;
  private final OutputLines stdout;
  private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
  private final Thread stdoutPump;
  private final Thread stderrPump;

  private McpProcess(Process process) {
    this.process = process;
    this.stdin = process.getOutputStream();
    this.stdout = new OutputLines(process.getInputStream());
    this.stdoutPump = pump("mcp-stdout", stdout::readToEnd);
    this.stderrPump = pump("mcp-stderr", () -> process.getErrorStream().transferTo(stderr));
  }

  /** Starts the server with exactly {@code environment} as its environment. */
  static McpProcess start(Map<String, String> environment) {
    return start(environment, List.of());
  }

  /**
   * Starts the server with exactly {@code environment} as its environment and {@code jvmFlags}
   * after the launch line's own flags (a later flag wins, e.g. a smaller {@code -Xmx}).
   */
  static McpProcess start(Map<String, String> environment, List<String> jvmFlags) {
    List<String> command = new ArrayList<>();
    command.add(javaExecutable());
    command.addAll(LAUNCH_FLAGS);
    command.addAll(jvmFlags);
    command.add("-jar");
    command.add(serverJar().toString());
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().clear();
    builder.environment().putAll(environment);
    if (isWindows() && System.getenv("SystemRoot") != null) {
      // Windows cannot initialise networking without it; it carries no configuration.
      builder.environment().put("SystemRoot", System.getenv("SystemRoot"));
    }
    try {
      return new McpProcess(builder.start());
    } catch (IOException e) {
      return fail("could not start the MCP server: " + e, e);
    }
  }

  /** {@code <kit.root>/mcp-server/target/mcp-server.jar}; fails when it has not been built. */
  static Path serverJar() {
    String root = System.getProperty("kit.root");
    if (root == null) {
      fail("System property kit.root is not set; run the tests through Maven.");
    }
    Path jar = Path.of(root, "mcp-server", "target", "mcp-server.jar").toAbsolutePath().normalize();
    if (!Files.isRegularFile(jar)) {
      fail(jar + " is missing: build it first (mvn package -pl mcp-server -am).");
    }
    return jar;
  }

  /** Writes one line (a newline is appended) and flushes. */
  McpProcess send(String line) {
    return sendBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
  }

  /** Writes raw bytes and flushes. */
  McpProcess sendBytes(byte[] bytes) {
    try {
      stdin.write(bytes);
      stdin.flush();
    } catch (IOException e) {
      kill();
      fail("the MCP server stopped reading stdin; stderr: " + stderrText(), e);
    }
    return this;
  }

  /** The next stdout line without its newline, as raw bytes. */
  byte[] nextLineBytes() {
    OutputLines.Next next;
    try {
      next = stdout.next(LINE_PATIENCE);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      kill();
      return fail("interrupted while waiting for the MCP server", e);
    }
    if (next instanceof OutputLines.TimedOut) {
      kill();
      return fail("no stdout line within " + LINE_PATIENCE + "; killed. stderr: " + stderrText());
    }
    if (next instanceof OutputLines.Ended) {
      return fail("stdout ended while a line was expected; stderr: " + stderrText());
    }
    return ((OutputLines.Line) next).bytes();
  }

  /** Ends stdin (EOF for the server). */
  McpProcess closeStdin() {
    try {
      stdin.close();
    } catch (IOException alreadyGone) {
      // The exit code and output tell the rest.
    }
    return this;
  }

  /** Waits for the exit and for both streams to end; returns the exit code. */
  int awaitExit() {
    try {
      if (!process.waitFor(EXIT_PATIENCE.toMillis(), TimeUnit.MILLISECONDS)) {
        kill();
        fail("the MCP server did not exit within " + EXIT_PATIENCE + "; killed.");
      }
      stdoutPump.join(EXIT_PATIENCE.toMillis());
      stderrPump.join(EXIT_PATIENCE.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      kill();
      fail("interrupted while waiting for the MCP server to exit", e);
    }
    if (stdoutPump.isAlive() || stderrPump.isAlive()) {
      fail("the MCP server exited but its output stayed open");
    }
    return process.exitValue();
  }

  /** Closes stdin and waits for the exit. */
  int closeAndAwaitExit() {
    return closeStdin().awaitExit();
  }

  /** Whether stdout ended in the middle of a line. */
  boolean stdoutEndedMidLine() {
    return stdout.endedMidLine();
  }

  /** Every stdout line so far (complete after {@link #awaitExit()}), as raw bytes. */
  List<byte[]> stdoutLines() {
    return stdout.all();
  }

  /** All of stdout so far, decoded as UTF-8. */
  String stdoutText() {
    StringBuilder text = new StringBuilder();
    for (byte[] line : stdoutLines()) {
      text.append(new String(line, StandardCharsets.UTF_8)).append('\n');
    }
    return text.toString();
  }

  /** All of stderr so far, decoded as UTF-8. */
  String stderrText() {
    synchronized (stderr) {
      return stderr.toString(StandardCharsets.UTF_8);
    }
  }

  @Override
  public void close() {
    kill();
  }

  private void kill() {
    if (process.isAlive()) {
      process.destroyForcibly();
    }
  }

  private Thread pump(String name, IoAction action) {
    Thread thread =
        new Thread(
            () -> {
              try {
                action.run();
              } catch (IOException streamClosed) {
                // The process ended or was killed; what was read so far is kept.
              }
            },
            name);
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  private static String javaExecutable() {
    return Path.of(System.getProperty("java.home"), "bin", isWindows() ? "java.exe" : "java")
        .toString();
  }

  private static boolean isWindows() {
    return System.getProperty("os.name").startsWith("Windows");
  }

  /** A blocking stream action for a pump thread. */
  private interface IoAction {
    void run() throws IOException;
  }
}
