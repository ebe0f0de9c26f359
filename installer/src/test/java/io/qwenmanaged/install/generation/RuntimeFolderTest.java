package io.qwenmanaged.install.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.manifest.Fingerprints;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An installed runtimes folder is checked against the bundle's list as a start checks files: a file
 * whose recorded fingerprint still matches is not hashed again, every other file is, and a changed
 * file makes the folder not the bundle's.
 */
@Tag("unit")
class RuntimeFolderTest {

  @TempDir Path dir;

  @Test
  void onlyAFileWhoseStatChangedSinceItsFingerprintIsHashedAgain()
      throws IOException, InterruptedException {
    Path runtimes = dir.resolve("runtimes");
    Map<String, String> files = runtime(runtimes);
    Fingerprints recorded = fingerprints(runtimes, files);
    Path touched = runtimes.resolve("node/bin/node");
    Thread.sleep(20); // a later tick of the file system's clock
    Files.setLastModifiedTime(touched, FileTime.fromMillis(1000));
    HashCountingFacts counting = new HashCountingFacts();

    assertTrue(RuntimeFolder.holdsExactly(runtimes, files, recorded, counting));
    assertEquals(List.of(touched.toString()), counting.hashed);
  }

  @Test
  void aFileRewrittenSinceItsFingerprintMakesTheFolderNotTheBundles()
      throws IOException, InterruptedException {
    Path runtimes = dir.resolve("runtimes");
    Map<String, String> files = runtime(runtimes);
    Fingerprints recorded = fingerprints(runtimes, files);
    Path node = runtimes.resolve("node/bin/node");
    FileTime modified = Files.getLastModifiedTime(node);
    Thread.sleep(20);
    Files.writeString(node, "NODE", StandardCharsets.UTF_8);
    Files.setLastModifiedTime(node, modified);

    assertFalse(RuntimeFolder.holdsExactly(runtimes, files, recorded, FileFacts.local()));
  }

  @Test
  void withoutFingerprintsEveryFileIsHashed() throws IOException {
    Path runtimes = dir.resolve("runtimes");
    Map<String, String> files = runtime(runtimes);
    HashCountingFacts counting = new HashCountingFacts();

    assertTrue(RuntimeFolder.holdsExactly(runtimes, files, Fingerprints.NONE, counting));
    assertEquals(files.size(), counting.hashed.size());
  }

  /** A small runtimes folder; its files by relative path with their SHA-256. */
  private static Map<String, String> runtime(Path runtimes) throws IOException {
    Map<String, String> files = new TreeMap<>();
    for (String name : List.of("java/bin/java", "node/bin/node", "qwen/cli.js")) {
      Path file = runtimes.resolve(name);
      Files.createDirectories(file.getParent());
      Files.writeString(file, name, StandardCharsets.UTF_8);
      files.put(name, Sha256.hex(name.getBytes(StandardCharsets.UTF_8)));
    }
    return files;
  }

  private Fingerprints fingerprints(Path runtimes, Map<String, String> files) {
    Map<String, String> absolute = new TreeMap<>();
    files.forEach((name, sha256) -> absolute.put(runtimes.resolve(name).toString(), sha256));
    return FingerprintRecording.record(
        absolute, dir.resolve("etc"), FileFacts.local(), Fingerprints.NONE);
  }
}
