package io.qwenmanaged.policy.files;

import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads one file the kit is given (a plan, a policy file) with a size cap, and turns every way that
 * can fail into a one-line diagnostic: a {@link Diagnostic.Kind#POLICY} problem when the file is
 * there but not acceptable (too large, not a regular file), an {@link Diagnostic.Kind#IO} problem
 * when it cannot be read. Only regular files are read, so a FIFO or a device can never make a
 * command hang.
 */
public final class BoundedFile {

  /** Larger than any real plan or policy file by two orders of magnitude. */
  public static final int MAX_BYTES = 1 << 20;

  /** The outcome of reading: the bytes, or why not. */
  public sealed interface Outcome permits Read, Failed {}

  /** The file's bytes. */
  public record Read(byte[] bytes) implements Outcome {}

  /** Why the file was not read. */
  public record Failed(Diagnostic diagnostic) implements Outcome {}

  private BoundedFile() {}

  /** Reads {@code path}, naming it {@code shownAs} in a diagnostic. */
  public static Outcome read(Path path, String shownAs) {
    if (Files.isDirectory(path)) {
      return io(shownAs, "is a directory, not a file");
    }
    if (!Files.exists(path)) {
      return io(shownAs, "does not exist");
    }
    if (!Files.isRegularFile(path)) {
      return policy(shownAs, "is not a regular file");
    }
    try (InputStream in = Files.newInputStream(path)) {
      return capped(in, shownAs);
    } catch (NoSuchFileException e) {
      return io(shownAs, "does not exist");
    } catch (AccessDeniedException e) {
      return io(shownAs, "cannot be read: permission denied");
    } catch (IOException e) {
      return io(shownAs, "cannot be read: I/O error");
    }
  }

  /** Reads a whole stream (standard input for {@code --plan -}) with the same cap. */
  public static Outcome read(InputStream in, String shownAs) {
    try {
      return capped(in, shownAs);
    } catch (IOException e) {
      return io(shownAs, "cannot be read: I/O error");
    }
  }

  /**
   * All of {@code in} when it holds at most {@code limit} bytes, else empty. Never reads more than
   * {@code limit + 1} bytes, whatever a file's reported size, so a file that grows or misreports
   * its size cannot make the caller buffer without limit.
   */
  public static Optional<byte[]> upTo(InputStream in, int limit) throws IOException {
    byte[] bytes = in.readNBytes(limit + 1);
    return bytes.length > limit ? Optional.empty() : Optional.of(bytes);
  }

  private static Outcome capped(InputStream in, String shownAs) throws IOException {
    Optional<byte[]> bytes = upTo(in, MAX_BYTES);
    if (bytes.isEmpty()) {
      return policy(shownAs, "is larger than 1 MiB");
    }
    return new Read(bytes.get());
  }

  private static Failed io(String shownAs, String message) {
    return new Failed(Diagnostic.io(shownAs, message));
  }

  private static Failed policy(String shownAs, String message) {
    return new Failed(Diagnostic.policy(shownAs, "", message));
  }
}
