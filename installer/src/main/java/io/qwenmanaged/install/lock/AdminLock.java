package io.qwenmanaged.install.lock;

import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.install.files.PosixModes;
import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * One admin command at a time per config directory: an operating-system lock on the hidden file
 * {@value #FILE} in the config directory, which install, rollback and uninstall hold while they
 * run. The operating system releases it when the process ends, however it ends, so a killed run
 * never leaves the directory locked. Uninstall deletes the file while it still holds it; a command
 * that was waiting then finds that the lock it got is on a file no longer in place, and tries again
 * with whatever is there now.
 */
public final class AdminLock {

  /** The lock file's name in the config directory. */
  public static final String FILE = ".qwen-managed.lock";

  private static final long POLL_MILLIS = 100;

  /** The lock, or why the command cannot have it. */
  public sealed interface Outcome permits Held, Busy, NoDirectory, Failed {}

  /** Another install, rollback or uninstall holds the lock (for longer than the wait). */
  public record Busy() implements Outcome {}

  /** The config directory does not exist: there is nothing to lock and nothing to change. */
  public record NoDirectory() implements Outcome {}

  /** The lock file could not be created or opened. */
  public record Failed(Diagnostic problem) implements Outcome {}

  /** The lock, held until {@link #close}. */
  public static final class Held implements Outcome, AutoCloseable {
    private final FileChannel channel;
    private final Path file;

    private Held(FileChannel channel, Path file) {
      this.channel = channel;
      this.file = file;
    }

    /**
     * Deletes the lock file while the lock is still held (uninstall leaves nothing of the kit); a
     * command waiting for the lock then tries again.
     */
    public void removeFile() {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        // Uninstall's own removal of the config directory reports what it cannot remove.
      }
    }

    /** Releases the lock. */
    @Override
    public void close() {
      try {
        channel.close();
      } catch (IOException e) {
        // Closing releases the lock; the process's end would release it too.
      }
    }
  }

  private AdminLock() {}

  /** The lock file of {@code configDir}. */
  public static Path file(Path configDir) {
    return configDir.toAbsolutePath().normalize().resolve(FILE);
  }

  /**
   * Takes the lock of {@code configDir}, creating its lock file if there is none, trying again for
   * up to {@code wait} while another command holds it.
   */
  public static Outcome acquire(Path configDir, Duration wait) {
    long deadline = System.nanoTime() + wait.toNanos();
    while (true) {
      Outcome attempt = attempt(file(configDir));
      long left = deadline - System.nanoTime();
      if (!(attempt instanceof Busy) || left <= 0) {
        return attempt;
      }
      try {
        Thread.sleep(Math.max(1, Math.min(POLL_MILLIS, Duration.ofNanos(left).toMillis())));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return attempt;
      }
    }
  }

  private static Outcome attempt(Path file) {
    if (!Files.isDirectory(file.getParent(), LinkOption.NOFOLLOW_LINKS)) {
      return new NoDirectory();
    }
    FileChannel channel = null;
    try {
      create(file);
      Optional<Object> before = identity(file);
      channel = FileChannel.open(file, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
      if (!locked(channel) || before.isEmpty() || !before.equals(identity(file))) {
        // Held by another command, or the file went (an uninstall) while this one waited.
        channel.close();
        return new Busy();
      }
      return new Held(channel, file);
    } catch (NoSuchFileException e) {
      close(channel);
      return Files.isDirectory(file.getParent(), LinkOption.NOFOLLOW_LINKS)
          ? new Busy()
          : new NoDirectory();
    } catch (IOException e) {
      close(channel);
      return new Failed(FileFailure.diagnostic(FileFailure.of("cannot be locked", file, e), file));
    }
  }

  private static boolean locked(FileChannel channel) throws IOException {
    try {
      FileLock lock = channel.tryLock();
      return lock != null;
    } catch (OverlappingFileLockException e) {
      // This JVM already holds it, through another channel.
      return false;
    }
  }

  /** Creates an empty lock file (mode 0644 where the file system has modes) if there is none. */
  private static void create(Path file) throws IOException {
    if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    FileAttribute<?>[] mode =
        PosixModes.supported(file)
            ? new FileAttribute<?>[] {
              PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--"))
            }
            : new FileAttribute<?>[0];
    try (FileChannel created =
        FileChannel.open(
            file,
            java.util.Set.of(
                StandardOpenOption.CREATE, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS),
            mode)) {
      created.force(true);
    }
  }

  /**
   * What tells the file at {@code file} from another one later put there: its file key where the
   * file system has one, else only that a file is there.
   */
  private static Optional<Object> identity(Path file) throws IOException {
    try {
      BasicFileAttributes attributes =
          Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      return Optional.of(Objects.requireNonNullElse(attributes.fileKey(), "present"));
    } catch (NoSuchFileException e) {
      return Optional.empty();
    }
  }

  private static void close(FileChannel channel) {
    if (channel != null) {
      try {
        channel.close();
      } catch (IOException e) {
        // Nothing is held through a channel that failed.
      }
    }
  }
}
