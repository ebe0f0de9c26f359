package io.qwenmanaged.tests.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestIdentifier;

/**
 * A machine-wide class waits while another JVM runs any class, and an ordinary one does not wait
 * for another ordinary one: the other JVM is a python3 process holding the same kind of lock (POSIX
 * record locks, as the JVM's) on the same byte of the lock file for a while.
 */
@Tag("unit")
class MachineWideLockTest {

  private static final long HELD_MILLIS = 1500;

  @TempDir Path folder;

  @Test
  void aMachineWideClassWaitsUntilAClassRunningInAnotherJvmHasEnded() throws Exception {
    assertTrue(waits(AloneClass.class), "it started while another JVM ran a class");
  }

  @Test
  void anOrdinaryClassRunsBesideAnOrdinaryClassOfAnotherJvm() throws Exception {
    assertFalse(waits(OrdinaryClass.class), "it waited for an ordinary class");
  }

  /** Whether starting {@code type} waited for the other JVM's ordinary class to end. */
  private boolean waits(Class<?> type) throws Exception {
    Path file = folder.resolve("classes.lock");
    Process other =
        new ProcessBuilder(
                "python3",
                "-c",
                "import fcntl, os, sys, time\n"
                    + "f = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)\n"
                    + "fcntl.lockf(f, fcntl.LOCK_SH, 1, 1)\n"
                    + "print('held', flush=True)\n"
                    + "time.sleep("
                    + HELD_MILLIS / 1000.0
                    + ")\n",
                file.toString())
            .redirectErrorStream(true)
            .start();
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8))) {
      assertEquals("held", out.readLine());
      MachineWideLock lock = new MachineWideLock(file);
      TestIdentifier started = classIdentifier(type);
      long start = System.nanoTime();
      lock.executionStarted(started);
      long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      lock.executionFinished(started, TestExecutionResult.successful());
      assertTrue(other.waitFor(30, TimeUnit.SECONDS), "the other process did not end");
      return waited > HELD_MILLIS / 2;
    } finally {
      other.destroyForcibly();
    }
  }

  private static TestIdentifier classIdentifier(Class<?> type) {
    UniqueId id = UniqueId.forEngine("lock-test").append("class", type.getName());
    return TestIdentifier.from(
        new AbstractTestDescriptor(id, type.getSimpleName(), ClassSource.from(type)) {
          @Override
          public Type getType() {
            return Type.CONTAINER;
          }
        });
  }

  @MachineWide
  static final class AloneClass {}

  static final class OrdinaryClass {}
}
