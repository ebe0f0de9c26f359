package io.qwenmanaged.policy.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A program is searched for directory by directory, and in each name by name. */
@Tag("unit")
class ProgramSearchTest {

  @TempDir Path root;

  private Path program(String folder, String name, String mode) throws IOException {
    Path file = Files.createDirectories(root.resolve(folder)).resolve(name);
    Files.writeString(file, "#!/bin/sh\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
    return file;
  }

  @Test
  void theFirstDirectoryWithAnExecutableCandidateWins() throws IOException {
    program("a", "tool", "rw-r--r--");
    Path second = program("b", "tool", "rwxr-xr-x");
    program("c", "tool", "rwxr-xr-x");
    List<String> path = List.of(dir("a"), dir("b"), dir("c"));

    assertEquals(Optional.of(second), ProgramSearch.executable(path, List.of("tool")));
  }

  @Test
  void withinADirectoryTheCandidateNamesAreTriedInOrder() throws IOException {
    program("a", "tool.exe", "rwxr-xr-x");
    Path cmd = program("a", "tool.cmd", "rwxr-xr-x");

    assertEquals(
        Optional.of(cmd),
        ProgramSearch.executable(List.of(dir("a")), List.of("tool.cmd", "tool.exe")));
  }

  @Test
  void aDirectoryThatIsNotThereOrCannotBeNamedHoldsNothing() {
    assertEquals(
        Optional.empty(),
        ProgramSearch.executable(List.of(dir("missing"), "bad\0name"), List.of("tool")));
  }

  @Test
  void aPathValuesEmptyEntriesAreDropped() {
    assertEquals(List.of("/bin", "/usr/bin"), ProgramSearch.directories(":/bin::/usr/bin:", ":"));
    assertEquals(List.of("C:\\bin"), ProgramSearch.directories("C:\\bin;", ";"));
  }

  private String dir(String name) {
    return root.resolve(name).toString();
  }
}
