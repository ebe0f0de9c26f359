package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A config directory on disk: read failures are I/O problems, everything else policy problems. */
@Tag("unit")
class DirectoryVerifierTest {

  @TempDir Path directory;

  private void writeGolden(String goldenCase) throws IOException {
    for (Map.Entry<String, byte[]> file : ConfigDirectory.golden(goldenCase).files().entrySet()) {
      Files.write(directory.resolve(file.getKey()), file.getValue());
    }
  }

  @Test
  void aGeneratedDirectoryHasNoProblems() throws IOException {
    writeGolden("posix-mem0-write");
    DirectoryVerifier verified = DirectoryVerifier.verify(directory, "policy");
    assertEquals(List.of(), verified.diagnostics());
    assertEquals(5, verified.filesRead());
  }

  @Test
  void aMissingDirectoryIsAnIoProblem() {
    DirectoryVerifier verified = DirectoryVerifier.verify(directory.resolve("absent"), "absent");
    assertEquals(List.of(Diagnostic.io("absent", "does not exist")), verified.diagnostics());
  }

  @Test
  void anUnreadableFileIsOneIoProblemAndNothingElseIsSaidAboutIt() throws IOException {
    writeGolden("posix-mem0-read-only");
    Files.delete(directory.resolve("system-settings.json"));
    Files.createDirectory(directory.resolve("system-settings.json"));
    assertEquals(
        List.of(Diagnostic.io("system-settings.json", "is a directory, not a file")),
        DirectoryVerifier.verify(directory, "policy").diagnostics());
  }

  @Test
  void anOversizedFileIsAPolicyProblem() throws IOException {
    writeGolden("posix-mem0-read-only");
    Files.write(directory.resolve("system-defaults.json"), new byte[BoundedFile.MAX_BYTES + 1]);
    List<Diagnostic> diagnostics = DirectoryVerifier.verify(directory, "policy").diagnostics();
    assertEquals(
        List.of(Diagnostic.policy("system-defaults.json", "", "is larger than 1 MiB")),
        diagnostics);
    assertEquals(Diagnostic.Kind.POLICY, diagnostics.get(0).kind());
  }
}
