package io.qwenmanaged.install.files;

import java.nio.file.Path;

/**
 * Whether a path's file system has POSIX modes (every Unix file system; never Windows). The answer
 * is the file system's, not the mounted store's: asking the store reads the mount table on every
 * call, which an install that writes a runtime of some 1,500 files cannot afford per file.
 */
public final class PosixModes {

  private PosixModes() {}

  /** Whether modes can be read and set on {@code path}. */
  public static boolean supported(Path path) {
    return path.getFileSystem().supportedFileAttributeViews().contains("posix");
  }
}
