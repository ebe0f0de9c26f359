package io.qwenmanaged.launcher.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** QWEN_HOME and QWEN_RUNTIME_DIR are created parents first, owner-only, or the reason is given. */
@Tag("unit")
class PrivateDirectoriesTest {

  @TempDir Path temporary;

  @Test
  void createsEachDirectoryParentsFirstWithMode0700() throws IOException {
    Path home = temporary.resolve("qwen-home");
    Path runtime = home.resolve("runtime");

    assertEquals(Optional.empty(), PrivateDirectories.create(List.of(runtime, home)));
    for (Path directory : List.of(home, runtime)) {
      assertEquals(
          "rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(directory)));
    }
  }

  @Test
  void anExistingDirectoryIsKept() throws IOException {
    Path home = Files.createDirectory(temporary.resolve("qwen-home"));
    assertEquals(Optional.empty(), PrivateDirectories.create(List.of(home)));
  }

  @Test
  void aFileInTheWayIsReported() throws IOException {
    Path home = Files.createFile(temporary.resolve("qwen-home"));
    assertEquals(
        Optional.of(
            home + ": error: could not be created with mode 0700: a file of that name exists"),
        PrivateDirectories.create(List.of(home)));
  }

  @Test
  void aMissingParentIsReported() {
    Path home = temporary.resolve("missing/qwen-home");
    Optional<String> problem = PrivateDirectories.create(List.of(home));
    assertTrue(problem.orElseThrow().endsWith("its parent directory does not exist"));
  }
}
