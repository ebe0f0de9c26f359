package io.qwenmanaged.install.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;
import java.util.Locale;

/**
 * The operating system's reason for an I/O failure, as a few lower-case words for a diagnostic: the
 * kinds Java names by class ({@code does not exist}, {@code permission denied}), else the system's
 * own text ({@code no space left on device}, {@code read-only file system}). Never the exception's
 * whole message, which repeats the paths.
 */
public final class IoReason {

  private IoReason() {}

  /** Why {@code e} happened. */
  public static String of(IOException e) {
    if (e instanceof FileFailure failure && failure.getCause() instanceof IOException cause) {
      return of(cause);
    }
    String named = named(e);
    if (named != null) {
      return named;
    }
    String text = e instanceof FileSystemException fse ? fse.getReason() : e.getMessage();
    return text == null || text.isBlank() ? "I/O error" : lowerFirst(text.strip());
  }

  private static String named(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "does not exist";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "already exists";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "is a folder that is not empty";
    }
    if (e instanceof NotDirectoryException) {
      return "is not a directory";
    }
    if (e instanceof FileSystemLoopException) {
      return "is in a loop of symbolic links";
    }
    if (e instanceof NotLinkException) {
      return "is not a symbolic link";
    }
    if (e instanceof AtomicMoveNotSupportedException) {
      return "cannot be moved in one atomic step (another file system)";
    }
    return null;
  }

  private static String lowerFirst(String text) {
    return text.substring(0, 1).toLowerCase(Locale.ROOT) + text.substring(1);
  }
}
