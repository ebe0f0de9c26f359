package io.qwenmanaged.install.generation;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
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
 * a part.
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
    Path temporary = Files.createTempFile(directory, "." + target.getFileName() + ".", ".tmp");
    try {
      write(temporary, bytes, mode);
      Files.move(
          temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(temporary);
      throw e;
    }
    syncDirectory(directory);
  }

  /** Writes a new file {@code path} in full and flushes it (no rename: for staged trees). */
  public static void write(Path path, byte[] bytes, Set<PosixFilePermission> mode)
      throws IOException {
    try (FileChannel channel =
        FileChannel.open(
            path,
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            StandardOpenOption.TRUNCATE_EXISTING)) {
      ByteBuffer buffer = ByteBuffer.wrap(bytes);
      while (buffer.hasRemaining()) {
        channel.write(buffer);
      }
      channel.force(true);
    }
    setMode(path, mode);
  }

  /** Renames directory {@code from} to {@code to} (absent) in one atomic step, durably. */
  public static void renameDirectory(Path from, Path to) throws IOException {
    Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    syncDirectory(to.toAbsolutePath().getParent());
  }

  /** Sets a POSIX mode where the file system has them (not on Windows). */
  public static void setMode(Path path, Set<PosixFilePermission> mode) throws IOException {
    if (Files.getFileStore(path).supportsFileAttributeView("posix")) {
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
