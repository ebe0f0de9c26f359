package io.qwenmanaged.mcp.protocol;

import java.io.IOException;
import java.io.InputStream;

/**
 * Splits a raw byte stream into newline-terminated lines of bounded length.
 *
 * <p>Unlike {@code BufferedReader.readLine}, a line above the limit is never held in memory: once
 * it passes the limit its bytes are dropped until the next newline, and the caller gets {@link
 * InputLine.TooLong}. Memory use is therefore bounded by the limit whatever the peer sends. When
 * memory runs out while a line is being collected, its bytes are dropped the same way and the
 * caller gets {@link InputLine.Unreadable}; the next line starts afresh.
 *
 * <p>A {@link InputLine.Frame} shares this reader's buffer: it is valid until the next call.
 */
final class LineReader {

  /** At most 8 KiB: a larger read makes {@code FileInputStream} allocate native memory per call. */
  private static final int CHUNK_BYTES = 8 * 1024;

  private static final int INITIAL_LINE_BYTES = 4 * 1024;
  private static final byte[] NO_BYTES = new byte[0];
  private static final InputLine TOO_LONG = new InputLine.TooLong();
  private static final InputLine UNREADABLE = new InputLine.Unreadable();
  private static final InputLine END = new InputLine.End();

  private final InputStream in;
  private final int maxLineBytes;
  private final byte[] chunk = new byte[CHUNK_BYTES];
  private int chunkPosition;
  private int chunkEnd;
  private boolean ended;

  private byte[] line = new byte[INITIAL_LINE_BYTES];
  private int lineLength;
  private InputLine dropped;

  LineReader(InputStream in, int maxLineBytes) {
    this.in = in;
    this.maxLineBytes = maxLineBytes;
  }

  /**
   * Blocks until a whole line, a dropped line, or the end of the input has been read. Throws
   * nothing but an {@link IOException}, when the stream itself fails.
   */
  InputLine next() throws IOException {
    if (line.length != INITIAL_LINE_BYTES) {
      // The previous frame has been handled: a buffer grown for it, or dropped, is let go.
      line = NO_BYTES;
      line = allocateOrNothing(INITIAL_LINE_BYTES);
    }
    while (!ended) {
      if (chunkPosition == chunkEnd && !fillChunk()) {
        ended = true;
        if (lineLength > 0 || dropped != null) {
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
    return END;
  }

  private boolean fillChunk() throws IOException {
    int read;
    do {
      read = read();
    } while (read == 0);
    if (read < 0) {
      return false;
    }
    chunkPosition = 0;
    chunkEnd = read;
    return true;
  }

  /** A stream that fails with anything but an {@link IOException} fails like one. */
  private int read() throws IOException {
    try {
      return in.read(chunk, 0, chunk.length);
    } catch (RuntimeException | Error e) {
      throw new IOException("stdin could not be read");
    }
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
    if (dropped != null || count == 0) {
      return;
    }
    if (count > maxLineBytes - lineLength) {
      drop(TOO_LONG);
      return;
    }
    if (lineLength + count > line.length) {
      int grown = Math.max(lineLength + count, Math.min(maxLineBytes, line.length * 2));
      byte[] larger = allocateOrNothing(grown);
      if (larger.length < grown) {
        drop(UNREADABLE);
        return;
      }
      System.arraycopy(line, 0, larger, 0, lineLength);
      line = larger;
    }
    System.arraycopy(chunk, chunkPosition, line, lineLength, count);
    lineLength += count;
  }

  /** Drops the bytes collected so far and the rest of the line; {@code why} says why. */
  private void drop(InputLine why) {
    dropped = why;
    lineLength = 0;
    line = NO_BYTES;
  }

  /** The line just completed; the reader is ready for the next one whatever happens here. */
  private InputLine takeLine() {
    InputLine why = dropped;
    int length = lineLength;
    dropped = null;
    lineLength = 0;
    if (why != null) {
      return why;
    }
    try {
      return new InputLine.Frame(line, length);
    } catch (OutOfMemoryError e) {
      return UNREADABLE;
    }
  }

  /** A new array of {@code size} bytes, or an empty one when memory has run out. */
  private static byte[] allocateOrNothing(int size) {
    try {
      return new byte[size];
    } catch (OutOfMemoryError e) {
      return NO_BYTES;
    }
  }
}
