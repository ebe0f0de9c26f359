package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Judges;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.manifest.ContentProof;
import java.io.IOException;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The start checks choose who judges JSON, schemas and hashes by their proof: the launcher's start
 * reads and hashes every file with the compact stand-ins first, {@code doctor} and {@code verify}
 * with the libraries alone, and the choice ends with the checks.
 */
@Tag("unit")
class StartJudgesTest {

  @Test
  void theStartJudgesWithTheStandInsAndDoctorWithTheLibraries() {
    assertEquals(Set.of(Judges.STAND_INS), seen(ContentProof.TRUST_UNCHANGED_FINGERPRINTS));
    assertEquals(Set.of(Judges.LIBRARIES), seen(ContentProof.HASH_EVERY_FILE));
    assertEquals(Judges.LIBRARIES, Judges.current());
  }

  @Test
  void doctorRunInsideAStartStillJudgesWithTheLibraries() {
    Set<Judges> seen = Judges.STAND_INS.call(() -> seen(ContentProof.HASH_EVERY_FILE));
    assertEquals(Set.of(Judges.LIBRARIES), seen);
  }

  /** Who judged on each read and hash of a whole run of the checks on an installed layout. */
  private static Set<Judges> seen(ContentProof proof) {
    Seeing facts = new Seeing(Layouts.posix(Layouts.SYSTEM, "root"));
    StartChecks.run(Layouts.posixContext(Map.of("MEM0_API_KEY", "k")), facts, proof);
    return facts.seen;
  }

  /** The fake file system, noting {@link Judges#current()} whenever content is read or hashed. */
  private static final class Seeing implements FileFacts.Delegating {

    private final FakeFileFacts files;
    private final Set<Judges> seen = EnumSet.noneOf(Judges.class);

    Seeing(FakeFileFacts files) {
      this.files = files;
    }

    @Override
    public FileFacts files() {
      return files;
    }

    @Override
    public synchronized byte[] read(String path, int limit) throws IOException {
      seen.add(Judges.current());
      return files.read(path, limit);
    }

    @Override
    public synchronized String sha256(String path) throws IOException {
      seen.add(Judges.current());
      return files.sha256(path);
    }
  }
}
