package io.qwenmanaged.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits a raw byte stream into newline-terminated lines of bounded length.
 *
 * <p>Unlike {@code BufferedReader.readLine}, a line above the limit is never held in memory: once
 * it passes the limit its bytes are dropped until the next newline, and the caller gets {@link
 * InputLine.TooLong}. Memory use is therefore bounded by the limit whatever the peer sends.
 */
final class LineReader {

  private static final int CHUNK_BYTES = 16 * 1024;
  private static final int INITIAL_LINE_BYTES = 4 * 1024;

  private final InputStream in;
  private final int maxLineBytes;
  private final byte[] chunk = new byte[CHUNK_BYTES];
  private int chunkPosition;
  private int chunkEnd;
  private boolean ended;

  private byte[] line = new byte[INITIAL_LINE_BYTES];
  private int lineLength;
  private boolean overflowed;

  LineReader(InputStream in, int maxLineBytes) {
    this.in = in;
    this.maxLineBytes = maxLineBytes;
  }

  /** Blocks until a whole line, an over-long line, or the end of the input has been read. */
  InputLine next() throws IOException {
    while (!ended) {
      if (chunkPosition == chunkEnd && !fillChunk()) {
        ended = true;
        if (lineLength > 0 || overflowed) {
          return takeLine();
        }
        break;
      }
      int newline = indexOfNewline();
      int end = newline < 0 ? chunkEnd : newline;
      append(end - chunkPosition);
      chunkPosition = newline < 0 ? chunkEnd : newline + 1;
      if (newline >= 0) {
        return takeLine();
      }
    }
    return new InputLine.End();
  }

  private boolean fillChunk() throws IOException {
    int read;
    do {
      read = in.read(chunk, 0, chunk.length);
    } while (read == 0);
    if (read < 0) {
      return false;
    }
    chunkPosition = 0;
    chunkEnd = read;
    return true;
  }

  private int indexOfNewline() {
    for (int i = chunkPosition; i < chunkEnd; i++) {
      if (chunk[i] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private void append(int count) {
    if (overflowed || count == 0) {
      return;
    }
    if (count > maxLineBytes - lineLength) {
      overflowed = true;
      lineLength = 0;
      return;
    }
    if (lineLength + count > line.length) {
      int grown = Math.max(lineLength + count, Math.min(maxLineBytes, line.length * 2));
      line = Arrays.copyOf(line, grown);
    }
    System.arraycopy(chunk, chunkPosition, line, lineLength, count);
    lineLength += count;
  }

  private InputLine takeLine() {
    InputLine taken =
        overflowed ? new InputLine.TooLong() : new InputLine.Frame(Arrays.copyOf(line, lineLength));
    overflowed = false;
    lineLength = 0;
    if (line.length > INITIAL_LINE_BYTES) {
      line = new byte[INITIAL_LINE_BYTES];
    }
    return taken;
  }
}
