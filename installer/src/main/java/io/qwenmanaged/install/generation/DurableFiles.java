package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.install.files.PosixModes;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writing that survives a crash or a kill at any moment: a file is written in full to a hidden
 * temporary file beside its target and flushed to disk, then renamed over the target in one atomic
 * step, and the directory entry is flushed too. A reader sees the old bytes or the new bytes, never
 * a part. The temporary file has one fixed name per target ({@link #temporary}), so what a stopped
 * replacement leaves is reused by the next one and found by {@code uninstall}. Every change made
 * here passes a {@link CrashPoints} point once it is done, and every failure is a {@link
 * FileFailure} naming the path and what could not be done to it.
 */
public final class DurableFiles {

  /** Files the kit writes: readable by everyone, writable by the owner only. */
  public static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-r--r--");

  /** Executables the kit writes (wrapper scripts). */
  public static final Set<PosixFilePermission> EXECUTABLE =
      PosixFilePermissions.fromString("rwxr-xr-x");

  /** Directories the kit creates. */
  public static final Set<PosixFilePermission> DIRECTORY =
      PosixFilePermissions.fromString("rwxr-xr-x");

  private DurableFiles() {}

  /** Replaces (or creates) {@code target} with {@code bytes}, atomically and durably. */
  public static void replace(Path target, byte[] bytes, Set<PosixFilePermission> mode)
      throws IOException {
    Path directory = target.toAbsolutePath().getParent();
    Path temporary = temporary(target);
    try {
      write(temporary, bytes, mode);
      Files.move(
          temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      Files.deleteIfExists(temporary);
      throw FileFailure.of("cannot be written", target, e);
    } catch (RuntimeException e) {
      Files.deleteIfExists(temporary);
      throw e;
    }
    syncDirectory(directory);
    CrashPoints.after("replace", target);
  }

  /** The hidden file beside {@code target} that {@link #replace} writes before its rename. */
  public static Path temporary(Path target) {
    return target.resolveSibling("." + target.getFileName() + ".tmp");
  }

  /**
   * Writes file {@code path} in full and flushes it (no rename: for staged trees and temporary
   * files); a link at {@code path} is not followed but refused.
   */
  public static void write(Path path, byte[] bytes, Set<PosixFilePermission> mode)
      throws IOException {
    try {
      writeAndFlush(path, bytes, mode);
    } catch (IOException e) {
      throw FileFailure.of("cannot be written", path, e);
    }
    CrashPoints.after("write", path);
  }

  private static void writeAndFlush(Path path, byte[] bytes, Set<PosixFilePermission> mode)
      throws IOException {
    try (FileChannel channel =
        FileChannel.open(
            path,
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            StandardOpenOption.TRUNCATE_EXISTING,
            LinkOption.NOFOLLOW_LINKS)) {
      ByteBuffer buffer = ByteBuffer.wrap(bytes);
      while (buffer.hasRemaining()) {
        channel.write(buffer);
      }
      channel.force(true);
    }
    setMode(path, mode);
  }

  /** Flushes file {@code path}, written by another process (a class-data archive), to disk. */
  public static void flush(Path path) throws IOException {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      channel.force(true);
    } catch (IOException e) {
      throw FileFailure.of("cannot be flushed to disk", path, e);
    }
    CrashPoints.after("flush", path);
  }

  /** Renames directory {@code from} to {@code to} (absent) in one atomic step, durably. */
  public static void renameDirectory(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw FileFailure.of("cannot be renamed to " + to, from, e);
    }
    syncDirectory(to.toAbsolutePath().getParent());
    CrashPoints.after("rename to", to);
  }

  /** Creates directory {@code path} (its parent exists) with the kit's directory mode. */
  public static void createDirectory(Path path) throws IOException {
    try {
      Files.createDirectory(path);
      setMode(path, DIRECTORY);
    } catch (IOException e) {
      throw FileFailure.of("cannot be created", path, e);
    }
    CrashPoints.after("create", path);
  }

  /** Deletes file or empty directory {@code path}. */
  public static void delete(Path path) throws IOException {
    try {
      Files.delete(path);
    } catch (IOException e) {
      throw FileFailure.of("cannot be deleted", path, e);
    }
    CrashPoints.after("delete", path);
  }

  /** Deletes file or empty directory {@code path} if it exists (not through a link). */
  public static void deleteIfExists(Path path) throws IOException {
    if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
      delete(path);
    }
  }

  /** Sets a POSIX mode where the file system has them (not on Windows). */
  public static void setMode(Path path, Set<PosixFilePermission> mode) throws IOException {
    if (PosixModes.supported(path)) {
      Files.setPosixFilePermissions(path, mode);
    }
  }

  /** Flushes a directory's entries where the platform allows opening a directory. */
  public static void syncDirectory(Path directory) {
    try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
      channel.force(true);
    } catch (IOException | UnsupportedOperationException e) {
      // The rename is done; the directory entry's durability is best effort on this platform.
    }
  }
}
