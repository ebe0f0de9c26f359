package io.qwenmanaged.mcp.protocol;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A stdout that hands the test each complete line, decoded strictly as UTF-8. */
final class CapturedOutput extends OutputStream {

  /** Upper bound on waiting for an expected line, so a broken server fails instead of hanging. */
  private static final long HANG_GUARD_SECONDS = 30;

  private final ByteArrayOutputStream all = new ByteArrayOutputStream();
  private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

  @Override
  public synchronized void write(int b) {
    all.write(b);
    if (b == '\n') {
      lines.add(strictUtf8(pending.toByteArray()));
      pending.reset();
    } else {
      pending.write(b);
    }
  }

  @Override
  public synchronized void write(byte[] bytes, int offset, int length) {
    for (int i = offset; i < offset + length; i++) {
      write(bytes[i]);
    }
  }

  /** The next complete line, waiting for it. */
  String nextLine() {
    try {
      String line = lines.poll(HANG_GUARD_SECONDS, TimeUnit.SECONDS);
      if (line == null) {
        fail("the server wrote no line");
      }
      return line;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Lines written and not yet taken. */
  synchronized int unreadLines() {
    return lines.size();
  }

  /** Bytes written after the last newline. */
  synchronized int unterminatedBytes() {
    return pending.size();
  }

  synchronized byte[] allBytes() {
    return all.toByteArray();
  }

  private static String strictUtf8(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      return "<invalid UTF-8 written to stdout>";
    }
  }
}
