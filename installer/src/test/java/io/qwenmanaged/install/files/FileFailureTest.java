package io.qwenmanaged.install.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An I/O failure as the one line a report shows: the path and the operating system's reason. */
@Tag("unit")
class FileFailureTest {

  private static final Path WHERE = Path.of("/etc/qwen-managed");

  @TempDir Path dir;

  @Test
  void aFailedOperationNamesItsPathWhatFailedAndWhy() {
    Path jar = Path.of("/opt/kit/lib/mcp-server.jar");
    IOException e = FileFailure.of("cannot be read", jar, new NoSuchFileException(jar.toString()));

    Diagnostic line = FileFailure.diagnostic(e, WHERE);

    assertEquals(Diagnostic.Kind.IO, line.kind());
    assertEquals(
        "/opt/kit/lib/mcp-server.jar: error: cannot be read: does not exist", line.render());
  }

  @Test
  void javasNamedFailuresReadAsWords() {
    assertEquals("permission denied", IoReason.of(new AccessDeniedException("/a")));
    assertEquals("does not exist", IoReason.of(new NoSuchFileException("/a")));
    assertEquals(
        "is a folder that is not empty", IoReason.of(new DirectoryNotEmptyException("/a")));
  }

  @Test
  void otherwiseTheSystemsOwnReasonIsShown() {
    assertEquals(
        "no space left on device",
        IoReason.of(new FileSystemException("/a", null, "No space left on device")));
    assertEquals("read-only file system", IoReason.of(new IOException("Read-only file system")));
    assertEquals("I/O error", IoReason.of(new IOException()));
  }

  @Test
  void theDeepestOperationIsTheOneReported() {
    FileFailure inner =
        FileFailure.of(
            "cannot be written", Path.of("/a/.b.tmp"), new IOException("Disk quota exceeded"));

    FileFailure outer = FileFailure.of("cannot be written", Path.of("/a/b"), inner);

    assertSame(inner, outer);
    assertEquals(
        "/a/.b.tmp: error: cannot be written: disk quota exceeded",
        FileFailure.diagnostic(outer, WHERE).render());
  }

  @Test
  void aFailureJavaReportsWithItsPathNamesThatPath() throws IOException {
    Path file = Files.writeString(dir.resolve("file"), "x");
    IOException e = null;
    try {
      Files.createDirectory(file.resolve("below"));
    } catch (IOException thrown) {
      e = thrown;
    }

    Diagnostic line = FileFailure.diagnostic(e, WHERE);

    assertEquals(file.resolve("below").toString(), line.file());
    assertEquals(IoReason.of(e), line.message());
  }

  @Test
  void aFailureWithoutAPathIsShownAtTheCommandsFolder() {
    assertEquals(
        "/etc/qwen-managed: error: input/output error",
        FileFailure.diagnostic(new IOException("Input/output error"), WHERE).render());
  }
}
