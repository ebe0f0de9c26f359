package io.qwenmanaged.mcp;

import io.qwenmanaged.mcp.config.ConfigLoader;
import io.qwenmanaged.mcp.config.ConfigResult;
import io.qwenmanaged.mcp.config.StartupError;
import io.qwenmanaged.mcp.protocol.McpServer;
import io.qwenmanaged.mcp.provider.ProviderFactory;
import io.qwenmanaged.mcp.provider.ProviderSetup;
import io.qwenmanaged.mcp.recall.AutoRecallHook;
import io.qwenmanaged.mcp.tools.SessionWriteGate;
import io.qwenmanaged.mcp.tools.ToolCatalog;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.policy.model.ManagedServer;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * The external-context MCP server's entry point: load the configuration, build the providers and
 * tools, then serve MCP over stdio until stdin ends. With the one argument {@code auto-recall} the
 * jar is the auto-recall hook instead ({@link AutoRecallHook}), which shares the server's
 * configuration rules, providers, exchange rules and envelope (only its HTTP transport differs, see
 * {@link io.qwenmanaged.mcp.provider.http.ProviderTransport}).
 *
 * <p>stdout carries protocol frames only. stderr carries at most one line, the start-up error
 * {@code [external-context] <message>}, after which the exit code is 1.
 */
public final class McpServerMain {

  private McpServerMain() {}

  public static void main(String[] args) {
    OutputStream stdout = new FileOutputStream(FileDescriptor.out);
    // Stray library prints must never reach the protocol stream, nor stderr, which carries only
    // the start-up line (written to the descriptor directly).
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    System.setErr(new PrintStream(OutputStream.nullOutputStream()));
    // A thread that dies of an uncaught error (one of the HTTP client's, say) prints no stack
    // trace; the session goes on without it.
    Thread.setDefaultUncaughtExceptionHandler((thread, error) -> {});
    if (args.length == 1 && ManagedServer.RECALL_ARGUMENT.equals(args[0])) {
      System.exit(
          AutoRecallHook.run(
              new FileInputStream(FileDescriptor.in), stdout, System.getenv(), System::nanoTime));
    }
    System.exit(
        run(
            args,
            new FileInputStream(FileDescriptor.in),
            stdout,
            new FileOutputStream(FileDescriptor.err),
            System.getenv()));
  }

  /** Runs the server on injected streams with the process environment. */
  public static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
    return run(args, in, out, err, System.getenv());
  }

  /** Runs the server on injected streams and environment in the process's working directory. */
  public static int run(
      String[] args, InputStream in, OutputStream out, OutputStream err, Map<String, String> env) {
    return run(args, in, out, err, env, Path.of("").toAbsolutePath());
  }

  /**
   * Runs the server on injected streams and environment, for a session whose repository root is
   * {@code workingDirectory}; returns the process exit code.
   */
  public static int run(
      String[] args,
      InputStream in,
      OutputStream out,
      OutputStream err,
      Map<String, String> env,
      Path workingDirectory) {
    McpServer server;
    try {
      ConfigResult config = ConfigLoader.load(env);
      if (config instanceof ConfigResult.Refused refused) {
        return refuse(err, refused.error());
      }
      ConfigResult.Ready ready = (ConfigResult.Ready) config;
      ProviderSetup providers = ProviderFactory.create(ready.config(), ready.credential(), env);
      if (providers instanceof ProviderSetup.Refused refused) {
        return refuse(err, refused.error());
      }
      ProviderSetup.Ready built = (ProviderSetup.Ready) providers;
      // After stdin ends, a call in flight may still finish and be answered: no provider
      // request outlives timeoutMs, so piping a whole session into the server works.
      Duration endOfInputGrace = Duration.ofMillis(ready.config().timeoutMs() + 1000L);
      server =
          new McpServer(
              ToolCatalog.create(
                  ready.config(),
                  built.search(),
                  built.writer(),
                  new SessionWriteGate(env, workingDirectory)),
              KitVersion.current(),
              endOfInputGrace);
    } catch (RuntimeException | Error e) {
      // Never a stack trace: the one stable line says the server could not start.
      return refuse(err, StartupError.UNEXPECTED);
    }
    try {
      return server.serve(in, out);
    } catch (RuntimeException | Error e) {
      // Not expected: serve answers every line whatever is thrown while handling it. Should it
      // happen, end without a stack trace and without the start-up line, which would be false.
      return 1;
    }
  }

  private static int refuse(OutputStream err, StartupError error) {
    try {
      err.write((error.line() + "\n").getBytes(StandardCharsets.UTF_8));
      err.flush();
    } catch (IOException ignored) {
      // Nothing else can report it; the exit code still says the server did not start.
    }
    return 1;
  }
}
