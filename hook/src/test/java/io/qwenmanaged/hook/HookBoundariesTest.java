package io.qwenmanaged.hook;

import static io.qwenmanaged.hook.Requests.remember;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Size limits, encodings and stream failures at the hook's stdin and stdout. */
@Tag("unit")
class HookBoundariesTest {

  private static final int MIB = 1024 * 1024;

  /** A valid ask request padded with spaces after the object to exactly {@code size} bytes. */
  private static byte[] padded(int size) {
    byte[] request = remember("\"default\"", "\"x\"").getBytes(StandardCharsets.UTF_8);
    byte[] bytes = Arrays.copyOf(request, size);
    Arrays.fill(bytes, request.length, size, (byte) ' ');
    return bytes;
  }

  @Test
  void acceptsExactlyOneMebibyte() {
    assertEquals("ask", HookRun.of(padded(MIB)).permission());
  }

  @Test
  void deniesOneByteOverTheLimit() {
    assertEquals("deny", HookRun.of(padded(MIB + 1)).permission());
  }

  @Test
  void readsAtMostOneByteMoreThanTheLimit() {
    CountingEndlessInput endless = new CountingEndlessInput();
    int code = HookMain.run(new String[0], endless, OutputStream.nullOutputStream(), null);
    assertEquals(0, code);
    assertEquals(MIB + 1, endless.served);
  }

  @Test
  void asksFor4000AstralCodePointsAndDeniesFor4001() {
    String emoji = "\\ud83d\\ude00";
    assertEquals(
        "ask", HookRun.of(remember("\"yolo\"", "\"" + emoji.repeat(4000) + "\"")).permission());
    assertEquals(
        "deny", HookRun.of(remember("\"yolo\"", "\"" + emoji.repeat(4001) + "\"")).permission());
  }

  @Test
  void deniesLoneSurrogates() {
    assertEquals("deny", HookRun.of(remember("\"default\"", "\"a\\ud800\"")).permission());
    assertEquals("deny", HookRun.of(remember("\"default\"", "\"\\udc00a\"")).permission());
  }

  @Test
  void deniesInvalidUtf8() {
    byte[] request = remember("\"default\"", "\"ab\"").getBytes(StandardCharsets.UTF_8);
    for (byte[] bad :
        new byte[][] {
          {(byte) 0xFF}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}
        }) {
      byte[] input = new byte[request.length + bad.length];
      int quote = remember("\"default\"", "\"a").length();
      System.arraycopy(request, 0, input, 0, quote);
      System.arraycopy(bad, 0, input, quote, bad.length);
      System.arraycopy(request, quote, input, quote + bad.length, request.length - quote);
      assertEquals("deny", HookRun.of(input).permission());
    }
  }

  @Test
  void deniesRawNulBytes() {
    assertEquals("deny", HookRun.of(remember("\"default\"", "\"a\u0000b\"")).permission());
    assertEquals("deny", HookRun.of("\u0000{}").permission());
  }

  @Test
  void survivesDeepNestingInAnIgnoredKey() {
    String deep = "[".repeat(200_000) + "]".repeat(200_000);
    String input = remember("\"default\"", "\"x\",\"extra\":" + deep);
    assertEquals("ask", HookRun.of(input).permission());
  }

  @Test
  void deniesUnbalancedDeepNesting() {
    assertEquals("deny", HookRun.of("{\"a\":" + "[".repeat(300_000)).permission());
  }

  @Test
  void acceptsHugeNumbersInIgnoredKeys() {
    String input = remember("\"default\"", "\"x\",\"n\":" + "9".repeat(500_000) + "e99999");
    assertEquals("ask", HookRun.of(input).permission());
  }

  @Test
  void deniesWhenStdinFails() {
    InputStream failing =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("boom");
          }
        };
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    assertEquals(0, HookMain.run(new String[0], failing, out, null));
    assertEquals(
        "{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"permissionDecision\":\"deny\","
            + "\"permissionDecisionReason\":\"External context memory write confirmation request"
            + " is invalid.\"}}\n",
        out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void exitsOneWhenStdoutCannotBeWritten() {
    OutputStream closed =
        new OutputStream() {
          @Override
          public void write(int b) throws IOException {
            throw new IOException("closed");
          }
        };
    byte[] input = remember("\"default\"", "\"x\"").getBytes(StandardCharsets.UTF_8);
    assertEquals(1, HookMain.run(new String[0], new ByteArrayInputStream(input), closed, null));
  }

  /** Serves 'a' forever, counting the bytes read. */
  private static final class CountingEndlessInput extends InputStream {
    private long served;

    @Override
    public int read() {
      served++;
      return 'a';
    }

    @Override
    public int read(byte[] b, int off, int len) {
      Arrays.fill(b, off, off + len, (byte) 'a');
      served += len;
      return len;
    }
  }
}
