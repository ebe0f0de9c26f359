package io.qwenmanaged.mcp.provider.http;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Checks that bytes are well-formed UTF-8 without keeping the decoded text: overlong forms, encoded
 * surrogates, code points above U+10FFFF and a truncated last sequence are all refused. The text is
 * decoded through a small scratch buffer, so checking a 1 MiB body costs no more than a few KiB.
 */
final class StrictUtf8 {

  private static final int SCRATCH_CHARS = 2048;

  private StrictUtf8() {}

  /** Whether {@code bytes} is well-formed UTF-8 from its first to its last byte. */
  static boolean isWellFormed(byte[] bytes) {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer input = ByteBuffer.wrap(bytes);
    CharBuffer scratch = CharBuffer.allocate(SCRATCH_CHARS);
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
}
