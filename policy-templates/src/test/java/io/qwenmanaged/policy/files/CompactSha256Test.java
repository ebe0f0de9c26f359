package io.qwenmanaged.policy.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Judges;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The compact SHA-256 the launcher's start uses gives the published results of the standard's
 * examples, written out here as the standard prints them (never computed by the platform), and the
 * platform's {@code MessageDigest} results on random inputs: every length from 0 to 300 bytes and a
 * few large inputs. The seed is printed; {@code -Dcompact.sha256.seed=S} replays it.
 */
@Tag("unit")
class CompactSha256Test {

  private static final long SEED = Long.getLong("compact.sha256.seed", System.nanoTime());

  @Test
  void theEmptyMessageHashesAsPublished() {
    assertEquals(
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", compact(new byte[0]));
  }

  @Test
  void theOneBlockExampleHashesAsPublished() {
    assertEquals(
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", compact(ascii("abc")));
  }

  @Test
  void theTwoBlockExampleHashesAsPublished() {
    assertEquals(
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
        compact(ascii("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")));
  }

  @Test
  void theOneMillionAExampleHashesAsPublished() {
    byte[] million = new byte[1_000_000];
    Arrays.fill(million, (byte) 'a');
    assertEquals(
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0", compact(million));
  }

  @Test
  void everyLengthUpToThreeHundredBytesHashesAsMessageDigestDoes() {
    System.out.println("compact SHA-256 test seed " + SEED);
    Random random = new Random(SEED);
    for (int length = 0; length <= 300; length++) {
      for (int round = 0; round < 3; round++) {
        byte[] input = new byte[length];
        random.nextBytes(input);
        assertEquals(platform(input), compact(input), "length " + length + ", seed " + SEED);
      }
    }
  }

  @Test
  void largeInputsHashAsMessageDigestDoes() {
    System.out.println("compact SHA-256 test seed " + SEED);
    Random random = new Random(SEED + 1);
    int[] lengths = {
      Sha256.COMPACT_LIMIT, Sha256.COMPACT_LIMIT + 1, 1_048_573, 3_000_000 + random.nextInt(64)
    };
    for (int length : lengths) {
      byte[] input = new byte[length];
      random.nextBytes(input);
      assertEquals(platform(input), compact(input), "length " + length + ", seed " + SEED);
    }
  }

  @Test
  void theStartAndEveryoneElseHashAlike() {
    Random random = new Random(SEED + 2);
    for (int length : new int[] {0, 55, 56, 64, 4096, Sha256.COMPACT_LIMIT + 1}) {
      byte[] input = new byte[length];
      random.nextBytes(input);
      String libraries = Judges.LIBRARIES.call(() -> Sha256.hex(input));
      assertEquals(libraries, Judges.STAND_INS.call(() -> Sha256.hex(input)), "seed " + SEED);
      assertEquals(libraries, Judges.STAND_INS.call(() -> streamed(input)), "seed " + SEED);
      assertEquals(libraries, Judges.LIBRARIES.call(() -> streamed(input)), "seed " + SEED);
    }
  }

  private static String compact(byte[] input) {
    return HexFormat.of().formatHex(CompactSha256.hash(input));
  }

  private static String platform(byte[] input) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(input));
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  private static String streamed(byte[] input) {
    try {
      return Sha256.hexOf(new ByteArrayInputStream(input));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
