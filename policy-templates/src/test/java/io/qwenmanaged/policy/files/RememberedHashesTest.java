package io.qwenmanaged.policy.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class RememberedHashesTest {

  private static final String JAR = "/opt/kit/lib/launcher.jar";
  private static final FileStat FINE = new FileStat(1, 2, 5, 1_500_000_001L, 1_500_000_002L);

  private final FakeFileFacts disk = FakeFileFacts.posix().directory("/opt/kit/lib");

  @Test
  void aFileWhoseRecordIsUnchangedIsHashedOnce() throws Exception {
    StatFacts files = new StatFacts(disk.file(JAR, "first")).stat(JAR, FINE);
    RememberedHashes hashes = new RememberedHashes(files);

    String first = hashes.sha256(JAR);
    String second = hashes.sha256(JAR);

    assertEquals(first, second);
    assertEquals(1, files.reads(JAR));
  }

  @Test
  void aFileWhoseRecordChangedIsHashedAgainAndGivesItsNewHash() throws Exception {
    StatFacts files = new StatFacts(disk.file(JAR, "first")).stat(JAR, FINE);
    RememberedHashes hashes = new RememberedHashes(files);
    String before = hashes.sha256(JAR);

    disk.file(JAR, "other");
    files.stat(JAR, new FileStat(1, 2, 5, 1_500_000_001L, 1_500_000_003L));
    String after = hashes.sha256(JAR);

    assertEquals(2, files.reads(JAR));
    assertEquals(disk.sha256(JAR), after);
    assertEquals(false, before.equals(after));
  }

  @Test
  void aFileWithoutARecordOrWithWholeSecondTimesIsHashedEveryTime() throws Exception {
    StatFacts none = new StatFacts(disk.file(JAR, "first"));
    RememberedHashes withoutRecord = new RememberedHashes(none);
    withoutRecord.sha256(JAR);
    withoutRecord.sha256(JAR);
    assertEquals(2, none.reads(JAR));

    StatFacts coarse =
        new StatFacts(disk).stat(JAR, new FileStat(1, 2, 5, 1_000_000_000L, 2_000_000_000L));
    RememberedHashes wholeSeconds = new RememberedHashes(coarse);
    wholeSeconds.sha256(JAR);
    wholeSeconds.sha256(JAR);
    assertEquals(2, coarse.reads(JAR));
  }

  @Test
  void aFileWhoseRecordChangedWhileItWasHashedIsNotRemembered() throws Exception {
    StatFacts files = new StatFacts(disk.file(JAR, "first")).stat(JAR, FINE);
    FileStat later = new FileStat(1, 2, 5, 1_500_000_001L, 1_500_000_009L);
    RememberedHashes hashes = new RememberedHashes(new ChangedWhileHashed(files, later));

    hashes.sha256(JAR);
    hashes.sha256(JAR);

    assertEquals(2, files.reads(JAR));
  }

  /** Reports a new record of a file once it has been hashed, as a write during hashing would. */
  private record ChangedWhileHashed(StatFacts files, FileStat later)
      implements FileFacts.Delegating {

    @Override
    public String sha256(String path) throws IOException {
      String sha256 = files.sha256(path);
      files.stat(path, later);
      return sha256;
    }
  }
}
