package io.qwenmanaged.install.files;

import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;

/**
 * An I/O failure of one file operation of the installer, with what it was doing and to which path:
 * the pieces of the diagnostic a report shows, {@code <path>: error: cannot be written: no space
 * left on device}. Thrown where the operation is known; {@link #diagnostic} turns any {@link
 * IOException} into that line at a command's edge.
 */
public final class FileFailure extends IOException {

  private static final long serialVersionUID = 1L;

  private final String path;
  private final String action;

  private FileFailure(String path, String action, IOException cause) {
    super(path + ": " + action, cause);
    this.path = path;
    this.action = action;
  }

  /**
   * {@code cause} as a failure to do {@code action} (e.g. {@code cannot be read}) to {@code path};
   * a failure already described by a deeper operation is kept as it is.
   */
  public static FileFailure of(String action, Path path, IOException cause) {
    return cause instanceof FileFailure failure
        ? failure
        : new FileFailure(path.toString(), action, cause);
  }

  /** The cause of an {@link UncheckedIOException} from a directory stream, as a failure. */
  public static FileFailure of(String action, Path path, UncheckedIOException cause) {
    return of(action, path, cause.getCause());
  }

  /**
   * The one-line I/O diagnostic of {@code e}: its path and the operating system's reason; a failure
   * that names no path is shown at {@code where}, the folder the command was working in.
   */
  public static Diagnostic diagnostic(IOException e, Path where) {
    if (e instanceof FileFailure failure) {
      return Diagnostic.io(failure.path, failure.action + ": " + IoReason.of(failure));
    }
    if (e instanceof FileSystemException fse && fse.getFile() != null) {
      String moved = fse.getOtherFile() == null ? "" : "cannot be moved to " + fse.getOtherFile();
      return Diagnostic.io(
          fse.getFile(), moved.isEmpty() ? IoReason.of(e) : moved + ": " + IoReason.of(e));
    }
    return Diagnostic.io(where.toString(), IoReason.of(e));
  }
}
