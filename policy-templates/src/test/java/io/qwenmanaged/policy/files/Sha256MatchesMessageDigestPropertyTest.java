package io.qwenmanaged.policy.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Judges;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The kit's SHA-256 of a byte array as the launcher's start computes it (the compact implementation
 * for small inputs, the platform's above its limit) is the platform's {@code MessageDigest} result,
 * on the standard test vectors and on random inputs of every length around the block and padding
 * boundaries. The seed is printed; {@code -Dsha256.property.seed=S} replays it.
 */
@Tag("unit")
class Sha256MatchesMessageDigestPropertyTest {

  private static final long SEED = Long.getLong("sha256.property.seed", System.nanoTime());

  @Test
  void standardVectorsHashAsPublished() {
    assertEquals(
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", atStart(new byte[0]));
    assertEquals(
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        atStart("abc".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
        atStart(
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
                .getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void everyLengthUpToFourBlocksHashesAsTheJdkDoes() throws Exception {
    System.out.println("SHA-256 property test seed " + SEED);
    Random random = new Random(SEED);
    for (int length = 0; length <= 256; length++) {
      byte[] input = new byte[length];
      random.nextBytes(input);
      assertEquals(jdk(input), atStart(input), "length " + length + ", seed " + SEED);
    }
  }

  @Test
  void randomLengthsOnBothSidesOfTheCompactLimitHashAsTheJdkDoes() throws Exception {
    System.out.println("SHA-256 property test seed " + SEED);
    Random random = new Random(SEED + 1);
    int[] lengths = {
      random.nextInt(70_000),
      random.nextInt(Sha256.COMPACT_LIMIT),
      Sha256.COMPACT_LIMIT,
      Sha256.COMPACT_LIMIT + 1,
      Sha256.COMPACT_LIMIT + 1 + random.nextInt(1000)
    };
    for (int length : lengths) {
      byte[] input = new byte[length];
      random.nextBytes(input);
      assertEquals(jdk(input), atStart(input), "length " + length + ", seed " + SEED);
    }
  }

  @Test
  void aStreamedDigestGivesTheSameTextAsTheArrayHash() throws Exception {
    byte[] input = new byte[1000];
    new Random(SEED + 2).nextBytes(input);
    MessageDigest digest = Sha256.digest();
    digest.update(input, 0, 300);
    digest.update(input, 300, 700);
    assertEquals(atStart(input), Sha256.hexOf(digest), "seed " + SEED);
  }

  @Test
  void streamsOnBothSidesOfTheCompactLimitHashAsTheJdkDoes() throws Exception {
    Random random = new Random(SEED + 3);
    for (int length :
        new int[] {
          0, 1, 4096, Sha256.COMPACT_LIMIT, Sha256.COMPACT_LIMIT + 1, 3 * Sha256.COMPACT_LIMIT
        }) {
      byte[] input = new byte[length];
      random.nextBytes(input);
      assertEquals(jdk(input), atStartStreamed(input), "length " + length + ", seed " + SEED);
    }
  }

  private static String atStart(byte[] input) {
    return Judges.STAND_INS.call(() -> Sha256.hex(input));
  }

  private static String atStartStreamed(byte[] input) {
    return Judges.STAND_INS.call(
        () -> {
          try {
            return Sha256.hexOf(new ByteArrayInputStream(input));
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }

  private static String jdk(byte[] input) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(input));
  }
}
