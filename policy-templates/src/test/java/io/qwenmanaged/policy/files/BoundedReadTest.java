package io.qwenmanaged.policy.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A bounded read takes a stream of up to its limit whole and stops one byte past it. */
@Tag("unit")
class BoundedReadTest {

  @Test
  void aStreamOfExactlyTheLimitIsReadWhole() throws IOException {
    byte[] bytes = {1, 2, 3, 4};

    assertArrayEquals(bytes, BoundedFile.upTo(new ByteArrayInputStream(bytes), 4).orElseThrow());
  }

  @Test
  void oneByteMoreIsTooLarge() throws IOException {
    assertTrue(BoundedFile.upTo(new ByteArrayInputStream(new byte[5]), 4).isEmpty());
  }

  @Test
  void anEndlessStreamIsReadOnlyOneBytePastTheLimit() throws IOException {
    Endless endless = new Endless();

    assertTrue(BoundedFile.upTo(endless, 1000).isEmpty());
    assertEquals(1001, endless.served);
  }

  /** A stream that never ends, counting what it served. */
  private static final class Endless extends InputStream {
    long served;

    @Override
    public int read() {
      served++;
      return 'x';
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
      served += length;
      return length;
    }
  }
}
