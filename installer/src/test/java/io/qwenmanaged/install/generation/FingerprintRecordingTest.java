package io.qwenmanaged.install.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.FileStat;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.manifest.Fingerprints;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Only content proved to have the listed hash gets a fingerprint: a file that is missing, differs
 * from its listed hash, or lives under the config directory gets none; a list of any size (such as
 * a bundled runtime's) is recorded by the same call.
 */
@Tag("unit")
class FingerprintRecordingTest {

  @TempDir Path dir;

  @Test
  void onlyFilesOutsideTheConfigDirectoryWithTheirListedHashAreFingerprinted() throws IOException {
    Path config = dir.resolve("etc");
    Map<String, String> listed = new TreeMap<>();
    listed.put(file("opt/lib/a.jar", "a").toString(), sha("a"));
    listed.put(file("opt/lib/b.jar", "b").toString(), sha("not b"));
    listed.put(dir.resolve("opt/lib/missing.jar").toString(), sha("m"));
    listed.put(file("etc/launcher.json", "{}").toString(), sha("{}"));
    for (int i = 0; i < 300; i++) {
      listed.put(file("opt/runtimes/node/f" + i, "f" + i).toString(), sha("f" + i));
    }

    Fingerprints recorded =
        FingerprintRecording.record(listed, config, FileFacts.local(), Fingerprints.NONE);

    Set<String> expected = new java.util.TreeSet<>(listed.keySet());
    expected.remove(dir.resolve("opt/lib/b.jar").toString());
    expected.remove(dir.resolve("opt/lib/missing.jar").toString());
    expected.remove(config.resolve("launcher.json").toString());
    assertEquals(expected, recorded.files().keySet());
  }

  @Test
  void aSecondRecordKeepsAnUnchangedFilesFingerprintWithoutHashingItAndHashesAChangedOne()
      throws IOException, InterruptedException {
    Path config = dir.resolve("etc");
    Path kept = file("opt/lib/kept.jar", "kept");
    Path changed = file("opt/lib/changed.jar", "before");
    Map<String, String> listed = new TreeMap<>();
    listed.put(kept.toString(), sha("kept"));
    listed.put(changed.toString(), sha("after"));
    Fingerprints first =
        FingerprintRecording.record(
            Map.of(kept.toString(), sha("kept"), changed.toString(), sha("before")),
            config,
            FileFacts.local(),
            Fingerprints.NONE);
    Thread.sleep(20); // a later tick of the file system's clock
    Files.writeString(changed, "after", StandardCharsets.UTF_8);
    List<String> hashed = new ArrayList<>();
    FileFacts counting =
        new FileFacts() {
          @Override
          public Optional<FileEntry> entry(String path) throws IOException {
            return FileFacts.local().entry(path);
          }

          @Override
          public Optional<FileStat> stat(String path) throws IOException {
            return FileFacts.local().stat(path);
          }

          @Override
          public String readLink(String path) throws IOException {
            return FileFacts.local().readLink(path);
          }

          @Override
          public byte[] read(String path, int limit) throws IOException {
            return FileFacts.local().read(path, limit);
          }

          @Override
          public String sha256(String path) throws IOException {
            hashed.add(path);
            return FileFacts.local().sha256(path);
          }
        };

    Fingerprints second = FingerprintRecording.record(listed, config, counting, first);

    assertEquals(List.of(changed.toString()), hashed);
    assertEquals(first.files().get(kept.toString()), second.files().get(kept.toString()));
    assertEquals(sha("after"), second.files().get(changed.toString()).sha256());
  }

  private Path file(String name, String content) throws IOException {
    Path file = dir.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content, StandardCharsets.UTF_8);
    return file;
  }

  private static String sha(String content) {
    return Sha256.hex(content.getBytes(StandardCharsets.UTF_8));
  }
}
