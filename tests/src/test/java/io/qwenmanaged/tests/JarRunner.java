package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a built kit jar as a real child process ({@code java -jar}), the way Qwen Code runs it.
 *
 * <p>stdin is written and closed, stdout and stderr are drained concurrently on their own threads
 * (so large inputs and outputs never deadlock), and the process is killed and the test failed when
 * it outlives the timeout.
 */
public final class JarRunner {

  /** Generous: a JVM start plus a 1 MiB parse takes well under a second on this machine. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

  /** JVM option variables that would make the child JVM print "Picked up ..." to stderr. */
  private static final List<String> JVM_OPTION_VARIABLES =
      List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS");

  /** What one run produced. */
  public record Result(int exitCode, byte[] stdout, byte[] stderr) {}

  private JarRunner() {}

  /** Runs {@code hook/target/hook.jar} with {@code stdin} and the default timeout. */
  static Result runHook(byte[] stdin) {
    return run(kitJar("hook/target/hook.jar"), stdin, DEFAULT_TIMEOUT);
  }

  /** The path of a built jar below {@code kit.root}; fails when it has not been built. */
  public static Path kitJar(String relativePath) {
    String root = System.getProperty("kit.root");
    if (root == null) {
      fail("System property kit.root is not set; run the tests through Maven (-pl tests).");
    }
    Path jar = Path.of(root).resolve(relativePath).toAbsolutePath().normalize();
    if (!Files.isRegularFile(jar)) {
      fail(jar + " is missing: run mvn package first.");
    }
    return jar;
  }

  /** Runs {@code java -jar jar} with the test JVM's own {@code java}. */
  static Result run(Path jar, byte[] stdin, Duration timeout) {
    return run(jar, List.of(), stdin, timeout);
  }

  /** Runs {@code java -jar jar arguments...} with the test JVM's own {@code java}. */
  public static Result run(Path jar, List<String> arguments, byte[] stdin, Duration timeout) {
    List<String> command =
        new java.util.ArrayList<>(List.of(javaExecutable().toString(), "-jar", jar.toString()));
    command.addAll(arguments);
    ProcessBuilder builder = new ProcessBuilder(command);
    Map<String, String> environment = builder.environment();
    JVM_OPTION_VARIABLES.forEach(environment::remove);
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      return fail("Could not start " + jar + ": " + e, e);
    }
    ExecutorService pumps = Executors.newFixedThreadPool(3);
    try {
      pumps.submit(() -> feed(process.getOutputStream(), stdin));
      Future<byte[]> stdout = pumps.submit(() -> drain(process.getInputStream()));
      Future<byte[]> stderr = pumps.submit(() -> drain(process.getErrorStream()));
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        return fail(jar.getFileName() + " did not exit within " + timeout + "; it was killed.");
      }
      return new Result(process.exitValue(), collect(stdout, timeout), collect(stderr, timeout));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      return fail("Interrupted while waiting for " + jar.getFileName(), e);
    } finally {
      pumps.shutdownNow();
    }
  }

  private static Path javaExecutable() {
    boolean windows = System.getProperty("os.name").startsWith("Windows");
    return Path.of(System.getProperty("java.home"), "bin", windows ? "java.exe" : "java");
  }

  /**
   * Writes all of {@code bytes} and closes stdin. A child may legitimately stop reading early (an
   * oversized request is rejected after 1 MiB + 1 byte), so a broken pipe is not an error here.
   */
  private static Void feed(OutputStream stdin, byte[] bytes) {
    try (stdin) {
      stdin.write(bytes);
    } catch (IOException childStoppedReading) {
      // The verdict is judged from the child's output and exit code alone.
    }
    return null;
  }

  private static byte[] drain(InputStream stream) throws IOException {
    try (stream) {
      return stream.readAllBytes();
    }
  }

  private static byte[] collect(Future<byte[]> output, Duration timeout)
      throws InterruptedException {
    try {
      return output.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (ExecutionException e) {
      return fail("Reading the child's output failed", e.getCause());
    } catch (TimeoutException e) {
      return fail("The child exited but its output stayed open for " + timeout, e);
    }
  }
}
