package io.qwenmanaged.policy.files;

import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.util.Optional;

/**
 * Reads one of the kit's own files through {@link FileFacts}: it must be a regular file — never a
 * symbolic link, directory, FIFO or device — of at most 1 MiB. A file that is missing or of the
 * wrong kind is a {@link Diagnostic.Kind#POLICY} problem (the installation is not what the policy
 * says); one that is there but cannot be read is an {@link Diagnostic.Kind#IO} problem.
 */
public final class RegularFile {

  public static final String MISSING = "does not exist";
  public static final String SYMLINK = "is a symbolic link; the kit's files must be regular files";
  public static final String DIRECTORY = "is a directory, not a file";
  public static final String NOT_REGULAR = "is not a regular file";
  public static final String TOO_LARGE = "is larger than 1 MiB";

  private RegularFile() {}

  /** Reads {@code path}, naming it {@code shownAs} in a diagnostic. */
  public static BoundedFile.Outcome read(FileFacts facts, String path, String shownAs) {
    Optional<Diagnostic> kind = kind(facts, path, shownAs);
    if (kind.isPresent()) {
      return new BoundedFile.Failed(kind.get());
    }
    try {
      byte[] bytes = facts.read(path, BoundedFile.MAX_BYTES);
      if (bytes.length > BoundedFile.MAX_BYTES) {
        return new BoundedFile.Failed(Diagnostic.policy(shownAs, "", TOO_LARGE));
      }
      return new BoundedFile.Read(bytes);
    } catch (IOException e) {
      return new BoundedFile.Failed(unreadable(shownAs, "read", e));
    }
  }

  /**
   * The problem with what is at {@code path} when it is not a regular file (or cannot be looked
   * at); empty when it is one.
   */
  public static Optional<Diagnostic> kind(FileFacts facts, String path, String shownAs) {
    Optional<FileEntry> entry;
    try {
      entry = facts.entry(path);
    } catch (IOException e) {
      return Optional.of(unreadable(shownAs, "examined", e));
    }
    if (entry.isEmpty()) {
      return Optional.of(Diagnostic.policy(shownAs, "", MISSING));
    }
    switch (entry.get().type()) {
      case REGULAR:
        return Optional.empty();
      case SYMLINK:
        return Optional.of(Diagnostic.policy(shownAs, "", SYMLINK));
      case DIRECTORY:
        return Optional.of(Diagnostic.policy(shownAs, "", DIRECTORY));
      default:
        return Optional.of(Diagnostic.policy(shownAs, "", NOT_REGULAR));
    }
  }

  /**
   * {@code <shownAs>: cannot be <verb>: permission denied} (or {@code I/O error}): an {@link
   * Diagnostic.Kind#IO} problem that never quotes the exception's text.
   */
  public static Diagnostic unreadable(String shownAs, String verb, IOException e) {
    String reason = e instanceof AccessDeniedException ? "permission denied" : "I/O error";
    return Diagnostic.io(shownAs, "cannot be " + verb + ": " + reason);
  }
}
