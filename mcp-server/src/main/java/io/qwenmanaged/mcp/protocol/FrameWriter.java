package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * Writes protocol frames to stdout: one JSON object per line, UTF-8, flushed per frame. Writes from
 * the stdin reader and from tool workers are serialised so frames never interleave.
 *
 * <p>After the first failed write (typically a broken pipe: the client has gone) the writer is
 * broken and drops every later frame.
 */
final class FrameWriter {

  private final OutputStream out;
  private final ObjectMapper json;
  private boolean broken;

  FrameWriter(OutputStream out, ObjectMapper json) {
    this.out = out;
    this.json = json;
  }

  /** Writes one frame and its newline; returns whether it reached the stream. */
  boolean write(ObjectNode frame) {
    return writeLine(lineOf(frame));
  }

  /**
   * One frame as the bytes of its line, newline included, ready for {@link #writeLine}: serialising
   * a fallback answer ahead of time means writing it later needs no memory.
   */
  byte[] lineOf(ObjectNode frame) {
    byte[] body;
    try {
      body = json.writeValueAsBytes(frame);
    } catch (JsonProcessingException e) {
      // Trees built by this server always serialise.
      throw new UncheckedIOException(e);
    }
    byte[] line = Arrays.copyOf(body, body.length + 1);
    line[body.length] = '\n';
    return line;
  }

  /** Writes a line made by {@link #lineOf}; returns whether it reached the stream. */
  synchronized boolean writeLine(byte[] line) {
    if (broken) {
      return false;
    }
    try {
      out.write(line);
      out.flush();
      return true;
    } catch (IOException e) {
      broken = true;
      return false;
    }
  }

  /**
   * Writes a last-resort frame, such as the internal error that replaces an answer which could not
   * be built: anything thrown, memory exhaustion included, drops the frame instead of ending the
   * caller's thread.
   */
  void writeQuietly(ObjectNode frame) {
    try {
      write(frame);
    } catch (RuntimeException | Error e) {
      // Nothing else can carry the answer; the session goes on.
    }
  }

  /** Whether a write has failed. */
  synchronized boolean isBroken() {
    return broken;
  }
}
