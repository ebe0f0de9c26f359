package io.qwenmanaged.policy.files;

import java.io.IOException;
import java.util.Optional;

/**
 * The few file-system facts the start checks need, behind an interface so the rules are tested with
 * injected facts (a Windows ACL on Linux, a foreign owner without {@code chown}). Paths are plain
 * strings in the syntax of the policy's platform; {@link #local()} reads the real file system.
 * Every method may throw {@link IOException} when the file system cannot answer (permission denied,
 * I/O error); the checks report that as an I/O problem.
 */
public interface FileFacts {

  /**
   * The entry at {@code path}, not following a final symbolic link; empty when nothing is there
   * (also when a directory on the way is missing or not a directory).
   */
  Optional<FileEntry> entry(String path) throws IOException;

  /** The target of the symbolic link at {@code path}, as stored in the link (may be relative). */
  String readLink(String path) throws IOException;

  /**
   * At most {@code limit + 1} bytes of the regular file at {@code path}, so a caller can tell that
   * a file is larger than {@code limit} without reading all of it. Does not follow a final link.
   */
  byte[] read(String path, int limit) throws IOException;

  /**
   * The SHA-256 of the regular file at {@code path}, lower-case hex. Does not follow a final link.
   */
  String sha256(String path) throws IOException;

  /**
   * The identity and change times of the regular file at {@code path}, not following a final link;
   * empty when the file system does not report them all (Windows has no device, inode or change
   * time in Java's view of it), in which case a file is only ever proved by its hash.
   */
  default Optional<FileStat> stat(String path) throws IOException {
    return Optional.empty();
  }

  /** The real file system of the machine the kit runs on. */
  static FileFacts local() {
    return LocalFileFacts.INSTANCE;
  }

  /**
   * File facts that answer through {@link #files()}: an implementation overrides only what it
   * changes.
   */
  interface Delegating extends FileFacts {

    /** The facts that answer what this one does not change. */
    FileFacts files();

    @Override
    default Optional<FileEntry> entry(String path) throws IOException {
      return files().entry(path);
    }

    @Override
    default String readLink(String path) throws IOException {
      return files().readLink(path);
    }

    @Override
    default byte[] read(String path, int limit) throws IOException {
      return files().read(path, limit);
    }

    @Override
    default String sha256(String path) throws IOException {
      return files().sha256(path);
    }

    @Override
    default Optional<FileStat> stat(String path) throws IOException {
      return files().stat(path);
    }
  }
}
