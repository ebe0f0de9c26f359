package io.qwenmanaged.policy.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class ListedFilesTest {

  @Test
  void problemsComeInTheManifestsOrderWhateverTheHashingThreadsTiming() {
    FakeFileFacts disk = FakeFileFacts.posix().directory("/kit");
    Map<String, String> listed = new TreeMap<>();
    List<Diagnostic> expected = new ArrayList<>();
    for (int i = 10; i < 50; i++) {
      String file = "/kit/file-" + i;
      listed.put(file, Sha256.hex(("content " + i).getBytes(StandardCharsets.UTF_8)));
      if (i % 7 == 0) {
        disk.file(file, "changed " + i);
        expected.add(Diagnostic.policy(file, "", ManifestCheck.CHANGED));
      } else if (i % 11 == 0) {
        expected.add(Diagnostic.policy(file, "", RegularFile.MISSING));
      } else {
        disk.file(file, "content " + i);
      }
    }
    // Early files take longest, so later ones finish first on the other threads.
    FileFacts slowFirst = new Delayed(disk);

    List<Diagnostic> problems =
        ManifestCheck.files(
            InstallManifest.of(InstallFacts.system("g", "0.1.0"), listed),
            Platform.POSIX,
            slowFirst,
            Set.of());

    assertEquals(expected, problems);
  }

  @Test
  void filesAnotherCheckReportedAreNotHashedAgain() {
    FakeFileFacts disk = FakeFileFacts.posix().directory("/kit");
    Map<String, String> listed = new TreeMap<>();
    listed.put("/kit/a", Sha256.hex(new byte[0]));
    listed.put("/kit/b", Sha256.hex(new byte[0]));

    List<Diagnostic> problems =
        ManifestCheck.files(
            InstallManifest.of(InstallFacts.system("g", "0.1.0"), listed),
            Platform.POSIX,
            disk,
            Set.of("/kit/a"));

    assertEquals(List.of(Diagnostic.policy("/kit/b", "", RegularFile.MISSING)), problems);
  }

  /** Hashing file-N sleeps longer for smaller N. */
  private record Delayed(FileFacts files) implements FileFacts.Delegating {
    @Override
    public String sha256(String path) throws IOException {
      int n = Integer.parseInt(path.substring(path.lastIndexOf('-') + 1));
      try {
        Thread.sleep(Math.max(0, 50 - n));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return files.sha256(path);
    }
  }
}
