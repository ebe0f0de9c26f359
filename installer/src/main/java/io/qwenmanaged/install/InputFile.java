package io.qwenmanaged.install;

import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads one file the admin names (a plan, or a file of a config directory) with a size cap, and
 * turns every way that can fail into a one-line diagnostic with the exit code it maps to. Only
 * regular files are read, so a FIFO or a device can never make a command hang.
 */
final class InputFile {

  /** Larger than any real plan or policy file by two orders of magnitude. */
  static final int MAX_BYTES = 1 << 20;

  /** The outcome of reading: the bytes, or why not. */
  sealed interface Outcome permits Read, Failed {}

  record Read(byte[] bytes) implements Outcome {}

  record Failed(Diagnostic diagnostic, AdminExit exit) implements Outcome {}

  private InputFile() {}

  /**
   * Reads {@code path}, naming it {@code shownAs} in a diagnostic.
   *
   * @return the bytes, a policy problem (too large, not a regular file: exit 3), or an I/O problem
   *     (missing, unreadable: exit 4)
   */
  static Outcome read(Path path, String shownAs) {
    if (Files.isDirectory(path)) {
      return failed(shownAs, "is a directory, not a file", AdminExit.IO);
    }
    if (!Files.exists(path)) {
      return failed(shownAs, "does not exist", AdminExit.IO);
    }
    if (!Files.isRegularFile(path)) {
      return failed(shownAs, "is not a regular file", AdminExit.POLICY);
    }
    try (InputStream in = Files.newInputStream(path)) {
      return capped(in, shownAs);
    } catch (NoSuchFileException e) {
      return failed(shownAs, "does not exist", AdminExit.IO);
    } catch (AccessDeniedException e) {
      return failed(shownAs, "cannot be read: permission denied", AdminExit.IO);
    } catch (IOException e) {
      return failed(shownAs, "cannot be read: I/O error", AdminExit.IO);
    }
  }

  /** Reads a whole stream (standard input for {@code --plan -}) with the same cap. */
  static Outcome read(InputStream in, String shownAs) {
    try {
      return capped(in, shownAs);
    } catch (IOException e) {
      return failed(shownAs, "cannot be read: I/O error", AdminExit.IO);
    }
  }

  private static Outcome capped(InputStream in, String shownAs) throws IOException {
    byte[] bytes = in.readNBytes(MAX_BYTES + 1);
    if (bytes.length > MAX_BYTES) {
      return failed(shownAs, "is larger than 1 MiB", AdminExit.POLICY);
    }
    return new Read(bytes);
  }

  private static Failed failed(String shownAs, String message, AdminExit exit) {
    return new Failed(new Diagnostic(shownAs, "", message), exit);
  }
}
