package io.qwenmanaged.content;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Well-formed UTF-8, the only text encoding the kit accepts: overlong forms, encoded surrogates,
 * code points above U+10FFFF and a truncated last sequence are all refused, never replaced. One
 * instance checks many inputs through a small scratch buffer (so checking a 1 MiB body costs no
 * more than a few KiB) and is not thread-safe; the static methods take a fresh one.
 */
public final class StrictUtf8 {

  private static final int SCRATCH_CHARS = 2048;

  private final CharsetDecoder decoder = decoder();
  private final CharBuffer scratch = CharBuffer.allocate(SCRATCH_CHARS);

  /** A checker for one thread. */
  public StrictUtf8() {}

  /** The text of {@code bytes}, or empty when they are not well-formed UTF-8. */
  public static Optional<String> decode(byte[] bytes) {
    try {
      return Optional.of(decoder().decode(ByteBuffer.wrap(bytes)).toString());
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
  }

  /** Whether {@code bytes} is well-formed UTF-8 from its first to its last byte. */
  public static boolean isWellFormed(byte[] bytes) {
    return new StrictUtf8().check(bytes, 0, bytes.length);
  }

  /**
   * Whether the {@code length} bytes of {@code bytes} from {@code offset} are well-formed UTF-8.
   */
  public boolean check(byte[] bytes, int offset, int length) {
    decoder.reset();
    ByteBuffer input = ByteBuffer.wrap(bytes, offset, length);
    while (true) {
      scratch.clear();
      CoderResult result = decoder.decode(input, scratch, true);
      if (result.isError()) {
        return false;
      }
      if (result.isUnderflow()) {
        scratch.clear();
        return !decoder.flush(scratch).isError();
      }
    }
  }

  private static CharsetDecoder decoder() {
    return StandardCharsets.UTF_8
        .newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
  }
}
