package io.qwenmanaged.policy.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.FileStat;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fingerprints on the real file system: an untouched file keeps its stat and is accepted; a file
 * rewritten with content of the same length whose modification time is then set back (what {@code
 * touch -d} does) still has a new change time, so it is hashed and refused.
 */
@Tag("unit")
class FingerprintsOnDiskTest {

  @TempDir Path folder;

  @Test
  void aRewriteThatKeepsSizeAndModificationTimeIsSeenByItsChangeTimeAndRefused()
      throws IOException, InterruptedException {
    Path jar = folder.resolve("kit.jar");
    Files.writeString(jar, "the installed content");
    FileFacts local = FileFacts.local();
    Optional<FileStat> installed = local.stat(jar.toString());
    assumeTrue(installed.isPresent(), "this file system reports no inode or change time");
    String sha256 = local.sha256(jar.toString());
    Fingerprints recorded =
        Fingerprints.of(
            Map.of(jar.toString(), new Fingerprints.Fingerprint(sha256, installed.get())));
    Map<String, String> listed = Map.of(jar.toString(), sha256);
    assertEquals(List.of(), check(listed, recorded));
    assertEquals(installed, local.stat(jar.toString()));

    Thread.sleep(50); // a later tick of the file system's clock
    Files.writeString(jar, "a tampered-with content".substring(0, 21), StandardCharsets.UTF_8);
    Files.setLastModifiedTime(jar, FileTime.from(installed.get().modified(), TimeUnit.NANOSECONDS));
    FileStat now = local.stat(jar.toString()).orElseThrow();

    assertEquals(installed.get().size(), now.size());
    assertEquals(installed.get().modified(), now.modified());
    assertNotEquals(installed.get().changed(), now.changed());
    assertEquals(
        List.of(Diagnostic.policy(jar.toString(), "", ManifestCheck.CHANGED)),
        check(listed, recorded));
  }

  @Test
  void aReplacedFileHasAnotherInodeAndIsHashed() throws IOException {
    Path jar = folder.resolve("kit.jar");
    Files.writeString(jar, "content");
    FileFacts local = FileFacts.local();
    Optional<FileStat> installed = local.stat(jar.toString());
    assumeTrue(installed.isPresent(), "this file system reports no inode or change time");
    Path copy = folder.resolve("copy.jar");
    Files.copy(jar, copy);
    Files.move(copy, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    assertNotEquals(installed.get().inode(), local.stat(jar.toString()).orElseThrow().inode());
  }

  private static List<Diagnostic> check(Map<String, String> listed, Fingerprints recorded) {
    return ListedFiles.check(listed, Platform.POSIX, FileFacts.local(), Set.of(), recorded);
  }
}
