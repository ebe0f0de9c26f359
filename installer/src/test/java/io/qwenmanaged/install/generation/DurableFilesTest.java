package io.qwenmanaged.install.generation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Replacing a file leaves the old or the new bytes and no temporary file, with the given mode. */
@Tag("unit")
class DurableFilesTest {

  @TempDir Path directory;

  private long entries() throws IOException {
    try (Stream<Path> list = Files.list(directory)) {
      return list.count();
    }
  }

  @Test
  void replacesAFileWithTheNewBytesAndMode() throws IOException {
    Path target = directory.resolve("launcher.json");
    Files.writeString(target, "old");
    DurableFiles.replace(target, "new".getBytes(), DurableFiles.FILE);
    assertArrayEquals("new".getBytes(), Files.readAllBytes(target));
    assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    assertEquals(1, entries());
  }

  @Test
  void aFailedReplaceKeepsTheOldFileAndLeavesNoTemporaryFile() throws IOException {
    Path target = directory.resolve("occupied");
    Files.createDirectory(target);
    Files.writeString(target.resolve("inside"), "x");
    assertThrows(
        IOException.class, () -> DurableFiles.replace(target, new byte[] {1}, DurableFiles.FILE));
    assertEquals(1, entries());
  }

  /** A replacement stopped after writing its temporary file leaves it: the next one reuses it. */
  @Test
  void aTemporaryFileLeftByAStoppedReplaceIsReplacedAndGone() throws IOException {
    Path target = directory.resolve("launcher.json");
    Files.writeString(target, "old");
    Files.writeString(DurableFiles.temporary(target), "left by a stopped run");
    DurableFiles.replace(target, "new".getBytes(), DurableFiles.FILE);
    assertArrayEquals("new".getBytes(), Files.readAllBytes(target));
    assertEquals(1, entries());
  }

  @Test
  void renamesAStagedDirectoryIntoPlace() throws IOException {
    Path staged = directory.resolve(".g1.staging");
    Files.createDirectory(staged);
    DurableFiles.write(staged.resolve("a.json"), "{}".getBytes(), DurableFiles.FILE);
    DurableFiles.renameDirectory(staged, directory.resolve("g1"));
    assertArrayEquals("{}".getBytes(), Files.readAllBytes(directory.resolve("g1/a.json")));
    assertEquals(1, entries());
  }
}
