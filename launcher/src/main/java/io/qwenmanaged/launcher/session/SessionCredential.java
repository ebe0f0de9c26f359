package io.qwenmanaged.launcher.session;

import io.qwenmanaged.policy.Secret;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Set;
import java.util.function.LongPredicate;
import java.util.random.RandomGenerator;

/**
 * The file that hands the repository's key to the kit's MCP server and auto-recall hook for one
 * session, so that the key itself never enters Qwen's environment: a folder of its own (mode 0700)
 * in a private parent folder, holding one file (mode 0600) with the key and no newline. Qwen's
 * environment carries only the file's path. Closing removes the file and its folder; folders that
 * launchers which are gone left behind are removed before a new one is made ({@link
 * StaleSessions}).
 */
public final class SessionCredential implements AutoCloseable {

  private static final Set<PosixFilePermission> FOLDER =
      PosixFilePermissions.fromString("rwx------");
  private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
  private static final Set<OpenOption> CREATE_NEW =
      Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);

  private final Path folder;
  private final boolean ownParent;

  private SessionCredential(Path folder, boolean ownParent) {
    this.folder = folder;
    this.ownParent = ownParent;
  }

  /** Whether the session's credential file could be made. */
  public sealed interface Opened permits Ready, Failed {}

  /** The file is in place; close it when the session ends. */
  public record Ready(SessionCredential credential) implements Opened {}

  /**
   * The file could not be made.
   *
   * @param where the folder it was to go in
   * @param reason why not; neither says anything about the key
   */
  public record Failed(String where, String reason) implements Opened {

    /** The one diagnostic line. */
    public String line() {
      return where + ": error: " + reason;
    }
  }

  /** Writes {@code secret} into a new session folder in {@code parent}, for this launcher. */
  public static Opened open(Path parent, Secret secret) {
    return open(
        parent, secret, ProcessHandle.current().pid(), StaleSessions::running, new SecureRandom());
  }

  /**
   * Writes {@code secret} into a session folder in a new private temporary folder, for a check or a
   * rehearsal that must not touch the developer's folders; closing removes both.
   */
  public static Opened openTemporary(Secret secret) {
    Path parent;
    try {
      parent = Files.createTempDirectory("qwen-managed-");
    } catch (IOException | SecurityException e) {
      return new Failed(
          System.getProperty("java.io.tmpdir"), "no private temporary folder: " + reason(e));
    }
    Opened opened = open(parent, secret);
    if (opened instanceof Ready ready) {
      return new Ready(new SessionCredential(ready.credential().folder, true));
    }
    StaleSessions.removeFolder(parent);
    return opened;
  }

  /**
   * {@link #open(Path, Secret)} for the launcher with process id {@code pid}, telling running
   * launchers by {@code alive} and drawing the folder's token from {@code random}.
   */
  static Opened open(
      Path parent, Secret secret, long pid, LongPredicate alive, RandomGenerator random) {
    StaleSessions.remove(parent, alive);
    String token = HexFormat.of().toHexDigits(random.nextLong());
    Path folder = parent.resolve(new SessionFolder(pid, token).name());
    boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    try {
      createFolder(folder, posix);
    } catch (IOException | SecurityException e) {
      // Not this launcher's folder (it may not exist, or be another's): nothing to remove.
      return failed(parent, e);
    }
    try {
      writeFile(folder.resolve(SessionFolder.CREDENTIAL_FILE), secret, posix);
      return new Ready(new SessionCredential(folder, false));
    } catch (IOException | SecurityException e) {
      StaleSessions.removeFolder(folder);
      return failed(parent, e);
    }
  }

  private static Failed failed(Path parent, Exception e) {
    return new Failed(
        parent.toString(), "the session's credential file could not be created: " + reason(e));
  }

  /** The credential file's path, the one thing about it Qwen's environment carries. */
  public Path file() {
    return folder.resolve(SessionFolder.CREDENTIAL_FILE);
  }

  /** Removes the file and its folder (and a temporary parent); calling it again does nothing. */
  @Override
  public void close() {
    StaleSessions.removeFolder(folder);
    if (ownParent) {
      StaleSessions.removeFolder(folder.getParent());
    }
  }

  private static void createFolder(Path folder, boolean posix) throws IOException {
    if (posix) {
      Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(FOLDER));
      Files.setPosixFilePermissions(folder, FOLDER);
    } else {
      Files.createDirectory(folder);
    }
  }

  private static void writeFile(Path file, Secret secret, boolean posix) throws IOException {
    FileAttribute<?>[] attributes =
        posix
            ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(FILE)}
            : new FileAttribute<?>[0];
    try (SeekableByteChannel channel = Files.newByteChannel(file, CREATE_NEW, attributes)) {
      if (posix) {
        Files.setPosixFilePermissions(file, FILE);
      }
      ByteBuffer bytes = ByteBuffer.wrap(secret.reveal().getBytes(StandardCharsets.UTF_8));
      while (bytes.hasRemaining()) {
        channel.write(bytes);
      }
    }
  }

  private static String reason(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "the folder does not exist";
    }
    if (e instanceof AccessDeniedException || e instanceof SecurityException) {
      return "permission denied";
    }
    return "I/O error";
  }
}
