package io.qwenmanaged.install.generation;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.function.BiConsumer;
import java.util.function.IntConsumer;
import java.util.regex.Pattern;

/**
 * For tests only: a named point after every durable step of install, rollback and uninstall (a file
 * written and flushed, a folder made, a rename, a delete, the commit), so that a black-box test can
 * stop the installer dead at each point in turn and check what that leaves.
 *
 * <p>Inert unless the installer's JVM is started with one of two system properties; nothing the kit
 * ships sets them, and the scripts clear the JVM's option variables, so only a {@code java} command
 * chosen with {@code --java} can add them:
 *
 * <ul>
 *   <li>{@value #RECORD}{@code =FILE} appends each point's name to FILE, one a line, as it is
 *       passed: a test learns how many points a run has and what they are;
 *   <li>{@value #STOP_AT}{@code =N} stops the JVM at the N-th point with {@link Runtime#halt} — no
 *       shutdown hook, nothing more written, exit status {@value #HALTED} — after one stderr line
 *       naming the point (stdout gets nothing).
 * </ul>
 *
 * Names are stable from run to run: an operation and the last three elements of the path it
 * changed, generation ids shown as {@code <id>}. An in-process test sees the points its own thread
 * passes through {@link #observe}, with the full path, to check the state at each.
 */
public final class CrashPoints {

  /** Stop at the N-th point (1 is the first). */
  public static final String STOP_AT = "qwen.managed.test.crashAt";

  /** Append each point's name to this file. */
  public static final String RECORD = "qwen.managed.test.crashPoints";

  /** The exit status of a JVM stopped at a point. */
  public static final int HALTED = 99;

  private static final Pattern GENERATION = Pattern.compile("\\d{8}T\\d{6}Z-[0-9a-f]{4}");

  private static final CrashPoints PROCESS =
      of(System.getProperties(), System.err, status -> Runtime.getRuntime().halt(status));

  private static final ThreadLocal<BiConsumer<String, Path>> OBSERVER = new ThreadLocal<>();

  private final OptionalLong stopAt;
  private final Optional<Path> record;
  private final PrintStream err;
  private final IntConsumer halt;
  private long passed;

  private CrashPoints(
      OptionalLong stopAt, Optional<Path> record, PrintStream err, IntConsumer halt) {
    this.stopAt = stopAt;
    this.record = record;
    this.err = err;
    this.halt = halt;
  }

  /** The points as {@code properties} configure them; {@code halt} ends the process. */
  static CrashPoints of(Properties properties, PrintStream err, IntConsumer halt) {
    OptionalLong stopAt = OptionalLong.empty();
    try {
      String value = properties.getProperty(STOP_AT);
      if (value != null && Long.parseLong(value) > 0) {
        stopAt = OptionalLong.of(Long.parseLong(value));
      }
    } catch (NumberFormatException e) {
      // Not a count: inert, like an absent property.
    }
    Optional<Path> record =
        Optional.ofNullable(properties.getProperty(RECORD)).filter(s -> !s.isEmpty()).map(Path::of);
    return new CrashPoints(stopAt, record, err, halt);
  }

  /** The point after {@code operation} changed {@code path}. */
  static void after(String operation, Path path) {
    BiConsumer<String, Path> observer = OBSERVER.get();
    if (observer != null) {
      observer.accept(operation, path);
    }
    PROCESS.pass(operation + " " + shown(path));
  }

  /**
   * For in-process tests: {@code observer} is given each point this thread passes (its operation
   * and the path changed) until the returned handle is closed.
   */
  static Observing observe(BiConsumer<String, Path> observer) {
    OBSERVER.set(observer);
    return OBSERVER::remove;
  }

  /** An observation of the points, ended by {@link #close}. */
  interface Observing extends AutoCloseable {
    @Override
    void close();
  }

  /** Counts the point {@code name}; records it, or stops there, when the properties say so. */
  synchronized void pass(String name) {
    if (stopAt.isEmpty() && record.isEmpty()) {
      return;
    }
    passed++;
    record.ifPresent(file -> append(file, name));
    if (stopAt.isPresent() && passed == stopAt.getAsLong()) {
      err.println("qwen-managed-admin: stopped at test crash point " + passed + ": " + name);
      err.flush();
      halt.accept(HALTED);
    }
  }

  /** The last three elements of {@code path}, each generation id shown as {@code <id>}. */
  static String shown(Path path) {
    int count = path.getNameCount();
    Path tail = path.subpath(Math.max(0, count - 3), count);
    return GENERATION.matcher(tail.toString()).replaceAll("<id>");
  }

  private static void append(Path file, String name) {
    try {
      Files.writeString(
          file,
          name + "\n",
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.WRITE,
          StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot record a test crash point in " + file, e);
    }
  }
}
