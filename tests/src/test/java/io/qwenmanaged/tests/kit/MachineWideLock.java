package io.qwenmanaged.tests.kit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Lets the test JVMs of one build run test classes side by side, except a {@link MachineWide} one,
 * which runs alone. Every top-level test class holds a lock on {@code
 * ~/.cache/qwen-managed-tests/classes.lock} while it runs: shared for an ordinary class, exclusive
 * for a machine-wide one. A class first takes a second, exclusive lock on the same file and keeps
 * it only until it holds its own, so a machine-wide class that waits stops new classes from
 * starting and gets its turn once the running ones end. Registered for the JUnit launcher through
 * {@code META-INF/services}; a JVM runs one class at a time, so it holds at most one lock.
 */
public final class MachineWideLock implements TestExecutionListener {

  private static final long TURN = 0;
  private static final long RUNNING = 1;

  private final Path lockFile;
  private FileChannel channel;
  private TestIdentifier holder;
  private FileLock held;

  /** The listener the JUnit launcher loads: the lock file under the user's home. */
  public MachineWideLock() {
    this(Path.of(System.getProperty("user.home"), ".cache", "qwen-managed-tests", "classes.lock"));
  }

  MachineWideLock(Path lockFile) {
    this.lockFile = lockFile;
  }

  @Override
  public void executionStarted(TestIdentifier identifier) {
    Class<?> type = topLevelClass(identifier);
    if (type == null || held != null) {
      return;
    }
    boolean alone = type.isAnnotationPresent(MachineWide.class);
    try {
      FileChannel file = channel();
      try (FileLock turn = file.lock(TURN, 1, false)) {
        held = file.lock(RUNNING, 1, !alone);
      }
      holder = identifier;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot lock " + lockFile, e);
    }
  }

  @Override
  public void executionFinished(
      TestIdentifier identifier, org.junit.platform.engine.TestExecutionResult result) {
    if (held == null || !identifier.equals(holder)) {
      return;
    }
    try {
      held.release();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot unlock " + lockFile, e);
    } finally {
      held = null;
      holder = null;
    }
  }

  private static Class<?> topLevelClass(TestIdentifier identifier) {
    TestSource source = identifier.getSource().orElse(null);
    if (!(source instanceof ClassSource classSource)) {
      return null;
    }
    // A top-level class is the engine's child; a nested class is its enclosing class's.
    boolean topLevel = identifier.getUniqueIdObject().getSegments().size() == 2;
    return topLevel ? classSource.getJavaClass() : null;
  }

  private FileChannel channel() throws IOException {
    if (channel == null) {
      Path file = lockFile;
      for (Path directory : new Path[] {file.getParent().getParent(), file.getParent()}) {
        if (!Files.isDirectory(directory)) {
          Files.createDirectories(directory);
          Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
        }
      }
      channel =
          FileChannel.open(
              file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    }
    return channel;
  }
}
