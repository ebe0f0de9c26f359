package io.qwenmanaged.tests.recall;

import static org.junit.jupiter.api.Assertions.fail;

import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.tests.JarRunner;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The built {@code mcp-server.jar} run as the auto-recall hook, the way the generated command runs
 * it: the kit's JVM flags, the {@code auto-recall} argument, an environment built from nothing but
 * what the test passes, the prompt on stdin.
 */
final class RecallHookProcess {

  /** Hang guard: a JVM start plus one provider round trip, with a wide margin. */
  private static final long PATIENCE_SECONDS = 30;

  /** What one run printed. */
  record Output(int exitCode, String stdout, String stderr) {}

  private RecallHookProcess() {}

  static Path jar() {
    return JarRunner.kitJar("mcp-server/target/mcp-server.jar");
  }

  static Output run(Map<String, String> environment, byte[] stdin) {
    return run(environment, stdin, List.of());
  }

  /** The same with {@code extraFlags} after the kit's JVM flags. */
  static Output run(Map<String, String> environment, byte[] stdin, List<String> extraFlags) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(KitCommands.MCP_SERVER_JVM_FLAGS);
    command.addAll(extraFlags);
    command.addAll(List.of("-jar", jar().toString(), ManagedServer.RECALL_ARGUMENT));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().clear();
    builder.environment().putAll(environment);
    try {
      Process process = builder.start();
      CompletableFuture<String> out = drain(process.getInputStream());
      CompletableFuture<String> err = drain(process.getErrorStream());
      try (OutputStream in = process.getOutputStream()) {
        in.write(stdin);
      } catch (IOException stoppedReading) {
        // An oversized input is cut off by the hook; its answer still counts.
      }
      if (!process.waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        return fail("the auto-recall hook did not exit within " + PATIENCE_SECONDS + " s");
      }
      return new Output(
          process.exitValue(),
          out.get(PATIENCE_SECONDS, TimeUnit.SECONDS),
          err.get(PATIENCE_SECONDS, TimeUnit.SECONDS));
    } catch (Exception e) {
      return fail("could not run the auto-recall hook: " + e, e);
    }
  }

  private static CompletableFuture<String> drain(InputStream stream) {
    return CompletableFuture.supplyAsync(
        () -> {
          try (stream) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
          } catch (IOException e) {
            throw new IllegalStateException(e);
          }
        });
  }
}
