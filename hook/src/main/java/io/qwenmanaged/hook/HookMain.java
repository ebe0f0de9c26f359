package io.qwenmanaged.hook;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/**
 * The PreToolUse confirmation hook Qwen Code runs before every {@code context_remember} call.
 *
 * <p>It reads one request from stdin, writes exactly one JSON decision to stdout and nothing to
 * stderr. It must never crash: Qwen Code lets the tool run when a hook fails, so every failure
 * short of an unwritable stdout becomes a deny.
 */
public final class HookMain {

  /** Largest accepted request; exactly this many bytes is accepted, one more is invalid. */
  static final int MAX_INPUT_BYTES = 1024 * 1024;

  private HookMain() {}

  public static void main(String[] args) {
    System.exit(run(args, System.in, new FileOutputStream(FileDescriptor.out), System.err));
  }

  /**
   * Runs the hook on injected streams and returns the exit code: 0, or 1 when the decision could
   * not be written. Arguments are ignored and {@code err} is never written: Qwen Code treats hook
   * stderr as diagnostics the user should not need.
   */
  public static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
    byte[] answer;
    try {
      answer = HookOutput.encode(DecisionTable.decide(readRequest(in)));
    } catch (Throwable unexpected) {
      // A crash would let the write through in Qwen Code; anything unexpected is a deny.
      answer = HookOutput.encode(new Decision.Deny(DecisionTable.INVALID));
    }
    try {
      out.write(answer);
      out.flush();
      return 0;
    } catch (IOException e) {
      return 1;
    }
  }

  private static Optional<HookRequest> readRequest(InputStream in) {
    byte[] input;
    try {
      input = in.readNBytes(MAX_INPUT_BYTES + 1);
    } catch (IOException e) {
      return Optional.empty();
    }
    if (input.length > MAX_INPUT_BYTES) {
      return Optional.empty();
    }
    return HookRequestParser.parse(input);
  }
}
