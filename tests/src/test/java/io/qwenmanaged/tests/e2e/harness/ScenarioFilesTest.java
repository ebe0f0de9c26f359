package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A scenario that runs on a kit an earlier one installed finds only that kit left of it. */
@Tag("unit")
class ScenarioFilesTest {

  @Test
  void aScenarioOnAnInstalledKitKeepsTheKitAndGetsAnEmptyDeveloperSide() throws IOException {
    ScenarioFiles first = ScenarioFiles.create("scenario-files-first");
    try {
      Path java = write(first.prefix().resolve("jre/bin/java"));
      Path launcher = write(first.configDir().resolve("launcher.json"));
      List<Path> leftovers =
          List.of(
              write(first.home().resolve(".bashrc")),
              write(first.userSettings()),
              write(first.workspace().resolve(".env")),
              write(first.repository("alpha").resolve("src/main.c")),
              write(first.evidence().resolve("marker")),
              write(first.recordings().resolve("mcp-to-server.jsonl")),
              write(first.launchScript()),
              write(first.paneExit().file()));

      ScenarioFiles second =
          ScenarioFiles.onInstalledKit("scenario-files-second", first.runtimeRoot());

      assertEquals(first.runtimeRoot(), second.runtimeRoot());
      assertTrue(Files.isRegularFile(java), "the kit's prefix is kept");
      assertTrue(Files.isRegularFile(launcher), "the kit's config directory is kept");
      leftovers.forEach(file -> assertFalse(Files.exists(file), file + " is left over"));
      for (Path folder :
          List.of(second.home(), second.qwenHome(), second.evidence(), second.recordings())) {
        assertEquals(List.of(), children(folder), folder + " is not empty");
      }
      assertEquals(List.of(second.workspace().resolve(".git")), children(second.workspace()));
      assertEquals(List.of(), children(second.workspace().resolve(".git")));
    } finally {
      first.deleteRuntime();
    }
  }

  private static Path write(Path file) throws IOException {
    Files.createDirectories(file.getParent());
    return Files.writeString(file, "left by the first scenario");
  }

  private static List<Path> children(Path folder) throws IOException {
    try (Stream<Path> found = Files.list(folder)) {
      return found.toList();
    }
  }
}
