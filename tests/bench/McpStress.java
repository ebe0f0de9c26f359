import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Worst-case memory check for the MCP server (RESULTS-mcp.md, "Worst case"): does a given launch
 * line survive the most one session can ask of it at once? Each round sends {@code CONCURRENT}
 * searches whose provider answers are exactly 1 MiB of non-Latin-1 text (the largest accepted body)
 * and, unless {@code BIG_LINE=false}, one {@code tools/call} line of about 1 MiB (a {@code
 * context_remember} whose content is too long). {@code SHAPE=items} (default) answers with about
 * 680 memories of 600 characters, {@code SHAPE=string} with one memory of a whole MiB. Prints how
 * many answers were right, the peak RSS and the exit code; exits 1 when anything went wrong.
 * mcp-bench.sh runs it on the kit's launch line as step (d); by hand:
 *
 * <pre>
 * CONCURRENT=4 ROUNDS=5 SHAPE=items java tests/bench/McpStress.java java JVM_FLAGS... -jar mcp-server.jar
 * </pre>
 */
public final class McpStress {

  private static final int ONE_MIB = 1_048_576;

  public static void main(String[] command) {
    int code = 1;
    try {
      code = run(command);
    } catch (Exception e) {
      e.printStackTrace();
    }
    System.exit(code); // also stops the fake provider's thread
  }

  private static int run(String[] command) throws Exception {
    int concurrent = Integer.parseInt(System.getenv().getOrDefault("CONCURRENT", "4"));
    int rounds = Integer.parseInt(System.getenv().getOrDefault("ROUNDS", "5"));
    boolean bigLine = !"false".equals(System.getenv("BIG_LINE"));
    boolean oneString = "string".equals(System.getenv("SHAPE"));
    byte[] answer = oneString ? oneMibString() : oneMibAnswer();
    HttpServer fake =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    fake.createContext(
        "/",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          exchange.sendResponseHeaders(200, answer.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(answer);
          }
        });
    fake.start();
    Path config = Files.createTempFile("mcp-stress", ".json");
    Files.writeString(
        config,
        "{\"version\":1,\"timeoutMs\":30000,\"write\":{\"enabled\":true},\"provider\":{\"type\":"
            + "\"mem0-platform-v3\",\"apiKeyEnv\":\"MEM0_API_KEY\",\"appId\":\"repo\",\"baseUrl\":"
            + "\"http://127.0.0.1:"
            + fake.getAddress().getPort()
            + "\"}}");
    File err = Files.createTempFile("mcp-stress", ".stderr").toFile();
    ProcessBuilder builder = new ProcessBuilder(command).redirectError(err);
    builder.environment().put("QWEN_EXTERNAL_CONTEXT_CONFIG", config.toString());
    builder.environment().put("MEM0_API_KEY", "stress-key");
    Process server = builder.start();
    OutputStream in = server.getOutputStream();
    BufferedReader out =
        new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));

    int right = 0;
    int wrong = 0;
    List<String> surprises = new ArrayList<>();
    long peakKib = 0;
    try {
      for (int round = 0; round < rounds; round++) {
        StringBuilder requests = new StringBuilder();
        for (int k = 0; k < concurrent; k++) {
          requests.append(call("context_search", "query", "q"));
        }
        if (bigLine) {
          requests.append(call("context_remember", "content", "\\u00e9".repeat(170_000)));
        }
        in.write(requests.toString().getBytes(StandardCharsets.UTF_8));
        in.flush();
        for (int k = 0; k < concurrent + (bigLine ? 1 : 0); k++) {
          String line = out.readLine();
          if (line == null) {
            throw new IllegalStateException("the server closed stdout");
          }
          peakKib = vmHwm(server);
          boolean ok =
              line.contains("untrusted_external_context")
                  || line.contains("Memory content must have at most 4000 characters");
          right += ok ? 1 : 0;
          wrong += ok ? 0 : 1;
          if (!ok && surprises.size() < 3) {
            surprises.add(line.substring(0, Math.min(160, line.length())));
          }
        }
      }
      in.close();
    } catch (Exception e) {
      surprises.add(e.getMessage());
    }
    int exit = server.waitFor();
    String stderr = Files.readString(err.toPath()).strip();
    System.out.printf(
        "right %d, wrong %d, VmHWM %.1f MiB, exit %d, stderr: %s%n",
        right, wrong, peakKib / 1024.0, exit, stderr.isEmpty() ? "(empty)" : stderr);
    surprises.forEach(s -> System.out.println("  " + s));
    fake.stop(0);
    Files.deleteIfExists(config);
    Files.deleteIfExists(err.toPath());
    return wrong == 0 && surprises.isEmpty() && exit == 0 && stderr.isEmpty() ? 0 : 1;
  }

  private static int nextId = 1;

  private static String call(String tool, String argument, String value) {
    return String.format(
        "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"tools/call\",\"params\":{\"name\":\"%s\","
            + "\"arguments\":{\"%s\":\"%s\"}}}\n",
        nextId++, tool, argument, value);
  }

  /** A valid Mem0 search answer of exactly 1 MiB: many items of "é€" text, padded with spaces. */
  private static byte[] oneMibAnswer() {
    StringBuilder json = new StringBuilder("{\"results\":[");
    String memory = "é€".repeat(300);
    int bytes = json.length();
    for (int i = 0; ; i++) {
      String item =
          (i == 0 ? "" : ",")
              + "{\"id\":\"m-"
              + i
              + "\",\"memory\":\""
              + memory
              + "\",\"score\":0.5}";
      int itemBytes = item.getBytes(StandardCharsets.UTF_8).length;
      if (bytes + itemBytes + 2 > ONE_MIB) {
        break;
      }
      json.append(item);
      bytes += itemBytes;
    }
    byte[] body = json.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    byte[] padded = new byte[ONE_MIB];
    Arrays.fill(padded, (byte) ' ');
    System.arraycopy(body, 0, padded, 0, body.length);
    return padded;
  }

  /** A valid Mem0 search answer of exactly 1 MiB: one item whose memory is one long "é€" string. */
  private static byte[] oneMibString() {
    String head = "{\"results\":[{\"id\":\"m-0\",\"score\":0.5,\"memory\":\"";
    String tail = "\"}]}";
    int room = ONE_MIB - head.length() - tail.length();
    StringBuilder memory = new StringBuilder();
    for (int bytes = 0; bytes + 5 <= room; bytes += 5) {
      memory.append("é€");
    }
    byte[] body = (head + memory + tail).getBytes(StandardCharsets.UTF_8);
    byte[] padded = new byte[ONE_MIB];
    Arrays.fill(padded, (byte) ' ');
    System.arraycopy(body, 0, padded, 0, body.length);
    return padded;
  }

  private static long vmHwm(Process process) throws Exception {
    for (String line : Files.readAllLines(Path.of("/proc/" + process.pid() + "/status"))) {
      if (line.startsWith("VmHWM:")) {
        return Long.parseLong(line.replaceAll("[^0-9]", ""));
      }
    }
    return 0;
  }
}
