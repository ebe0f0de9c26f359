import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsParameters;
import com.sun.net.httpserver.HttpsServer;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * The MCP server's HTTP transports side by side, run by transport-bench.sh with Java's single-file
 * source launcher: for each build of mcp-server.jar and each scheme (http, https), one server on
 * the kit's launch line (its JVM flags and a trained AppCDS archive) against a fake Mem0 of its
 * own, which counts the connections it accepts (for https: TLS connections, each one handshake).
 * Every server takes the same warm-up and then the measured {@code tools/call context_search} calls
 * in blocks, in turn, so machine noise hits them alike. Every answer is checked; a wrong one fails
 * the run (exit 2).
 */
public final class TransportBench {

  private static final String KEY = "bench-key";
  private static final char[] PASSWORD = "changeit".toCharArray();
  private static final String CALL =
      "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"tools/call\",\"params\":{\"name\":"
          + "\"context_search\",\"arguments\":{\"query\":\"  maven\\nbuild \"}}}\n";
  private static final String ANSWER =
      "{\"jsonrpc\":\"2.0\",\"id\":%d,\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
          + "\"%s\"}],\"isError\":false}}";
  private static final String SEARCH_BODY =
      "{\"query\":\"maven build\",\"filters\":{\"app_id\":\"repo\"},\"top_k\":5,\"threshold\":0.1,"
          + "\"rerank\":false}";
  private static final Map<String, String> opt = new HashMap<>();
  private static final List<String> builds = new ArrayList<>();
  private static byte[] providerAnswer;
  private static String envelope;
  private static int nextId = 100;

  public static void main(String[] args) {
    try {
      run(args);
    } catch (Exception e) {
      e.printStackTrace();
      check(false, "the harness failed");
    }
    System.exit(0);
  }

  private static void run(String[] args) throws Exception {
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (args[i].equals("--build")) {
        builds.add(args[i + 1]);
      } else {
        opt.put(args[i].substring(2), args[i + 1]);
      }
    }
    envelope = fixture("mcp-search-envelope.json").strip().replace("\"", "\\\"");
    providerAnswer = fixture("mcp-provider-answer.json").strip().getBytes(StandardCharsets.UTF_8);
    // Without TCP_NODELAY the fake's header and body segments meet delayed ACKs (40 ms stalls).
    System.setProperty("sun.net.httpserver.nodelay", "true");
    SSLContext tls = serverContext(Path.of(req("keystore")));
    List<String> flags = new ArrayList<>(Arrays.asList(req("flags").trim().split("\\s+")));
    flags.addAll(
        List.of(
            "-Djavax.net.ssl.trustStore=" + req("truststore"),
            "-Djavax.net.ssl.trustStorePassword=changeit",
            "-Djavax.net.ssl.trustStoreType=PKCS12"));
    List<Server> servers = start(flags, tls);
    long[][] times = measure(servers);
    report(servers, times);
  }

  /** For each build and scheme: a fake Mem0, a trained archive, and the server started on both. */
  private static List<Server> start(List<String> flags, SSLContext tls) throws Exception {
    List<Server> servers = new ArrayList<>();
    for (String build : builds) {
      String[] nameJar = build.split("=", 2);
      for (String scheme : List.of("http", "https")) {
        Fake fake = Fake.start(scheme.equals("https") ? tls : null);
        String name = nameJar[0] + "/" + scheme;
        Path config = work(name.replace('/', '-') + ".config.json");
        String baseUrl = scheme + "://127.0.0.1:" + fake.port();
        Files.writeString(config, fixture("mcp-config.json").replace("BASE_URL", baseUrl));
        Path archive = work(name.replace('/', '-') + ".jsa");
        List<String> command = new ArrayList<>(List.of(req("java")));
        command.addAll(flags);
        train(name, command, nameJar[1], config, archive);
        command.add("-XX:SharedArchiveFile=" + archive);
        command.addAll(List.of("-jar", nameJar[1]));
        fake.reset();
        servers.add(Server.start(name, command, config, fake));
      }
    }
    return servers;
  }

  /** The warm-up, then the measured calls in blocks, in turn: nanoseconds per server and call. */
  private static long[][] measure(List<Server> servers) throws IOException {
    int warm = num("warm-calls");
    int calls = num("calls");
    int block = num("block");
    long[][] times = new long[servers.size()][calls];
    for (Server s : servers) {
      s.handshake();
    }
    for (int done = 0; done < warm; done += block) {
      for (Server s : servers) {
        for (int c = 0; c < Math.min(block, warm - done); c++) {
          s.call();
        }
      }
    }
    for (int done = 0; done < calls; done += block) {
      for (int k = 0; k < servers.size(); k++) {
        int turn = (k + done / block) % servers.size();
        for (int c = done; c < Math.min(done + block, calls); c++) {
          times[turn][c] = servers.get(turn).call();
        }
      }
    }
    return times;
  }

  /** Closes every server (checking its exit) and prints its latency and connection counts. */
  private static void report(List<Server> servers, long[][] times) throws Exception {
    System.out.printf(
        "%-22s %9s %9s %9s %9s %12s %10s%n",
        "server/scheme", "median ms", "p90 ms", "p99 ms", "requests", "connections", "TLS conns");
    for (int k = 0; k < servers.size(); k++) {
      Server s = servers.get(k);
      long[] t = times[k];
      Arrays.sort(t);
      s.close();
      System.out.printf(
          "%-22s %9.3f %9.3f %9.3f %9d %12d %10d%n",
          s.name(),
          ms(t, 50),
          ms(t, 90),
          ms(t, 99),
          s.fake().requests.get(),
          s.fake().connections.size(),
          s.fake().tls.get());
      s.fake().server.stop(0);
    }
  }

  /** Trains the archive the way the installer does: one session with a tools/call, then exit. */
  private static void train(
      String name, List<String> command, String jar, Path config, Path archive) throws Exception {
    List<String> training = new ArrayList<>(command);
    training.addAll(List.of("-XX:ArchiveClassesAtExit=" + archive, "-jar", jar));
    Server s = Server.start(name + " training", training, config, null);
    s.handshake();
    s.call();
    s.in().close();
    s.p().waitFor();
    check(Files.isRegularFile(archive), name + " trained no archive");
  }

  private static double ms(long[] sorted, int percentile) {
    return sorted[Math.min(sorted.length - 1, sorted.length * percentile / 100)] / 1e6;
  }

  /** The fake Mem0: answers each search at once and counts requests and connections. */
  private record Fake(
      HttpServer server, AtomicInteger requests, Set<Integer> connections, AtomicInteger tls) {
    static Fake start(SSLContext tls) throws IOException {
      InetSocketAddress loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
      AtomicInteger sessions = new AtomicInteger();
      HttpServer server;
      if (tls == null) {
        server = HttpServer.create(loopback, 0);
      } else {
        HttpsServer https = HttpsServer.create(loopback, 0);
        https.setHttpsConfigurator(
            new HttpsConfigurator(tls) {
              @Override
              public void configure(HttpsParameters parameters) {
                sessions.incrementAndGet(); // once per accepted TLS connection
                super.configure(parameters);
              }
            });
        server = https;
      }
      Fake fake = new Fake(server, new AtomicInteger(), ConcurrentHashMap.newKeySet(), sessions);
      server.createContext("/", fake::answer);
      server.start();
      return fake;
    }

    int port() {
      return server.getAddress().getPort();
    }

    void reset() {
      requests.set(0);
      connections.clear();
      tls.set(0);
    }

    /** Each client port is one accepted connection (and, over https, one TLS handshake). */
    void answer(HttpExchange exchange) throws IOException {
      String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
      String auth = exchange.getRequestHeaders().getFirst("Authorization");
      boolean expected =
          exchange.getRequestURI().toString().equals("/v3/memories/search/")
              && ("Token " + KEY).equals(auth)
              && body.equals(SEARCH_BODY);
      requests.incrementAndGet();
      connections.add(exchange.getRemoteAddress().getPort());
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(expected ? 200 : 500, providerAnswer.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(providerAnswer);
      }
    }
  }

  /** One running server process with its pipes. */
  private record Server(
      String name, Process p, BufferedReader out, OutputStream in, File err, Fake fake) {
    static Server start(String name, List<String> command, Path config, Fake fake)
        throws IOException {
      File err = work(name.replaceAll("[/ ]", "-") + ".stderr").toFile();
      ProcessBuilder b = new ProcessBuilder(command).redirectError(err);
      b.environment().put("QWEN_EXTERNAL_CONTEXT_CONFIG", config.toString());
      b.environment().put("MEM0_API_KEY", KEY);
      Process p = b.start();
      InputStreamReader utf8 = new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8);
      return new Server(name, p, new BufferedReader(utf8), p.getOutputStream(), err, fake);
    }

    void handshake() throws IOException {
      send(fixture("mcp-handshake.jsonl"));
      check(line().contains("\"protocolVersion\""), name + ": no initialize answer");
      check(line().contains("\"tools\":["), name + ": no tools/list answer");
    }

    /** One tools/call context_search; returns nanoseconds until its answer arrived. */
    long call() throws IOException {
      int id = nextId++;
      long begin = System.nanoTime();
      send(String.format(CALL, id));
      String answer = line();
      long elapsed = System.nanoTime() - begin;
      check(answer.equals(String.format(ANSWER, id, envelope)), name + " call: " + answer);
      return elapsed;
    }

    /** Closes stdin: exit 0, no more stdout, empty stderr. */
    void close() throws Exception {
      in.close();
      String rest = out.readLine();
      int exit = p.waitFor();
      check(
          exit == 0 && rest == null && err.length() == 0,
          name + " exited " + exit + ", stderr: " + Files.readString(err.toPath()));
    }

    private void send(String lines) throws IOException {
      in.write(lines.getBytes(StandardCharsets.UTF_8));
      in.flush();
    }

    private String line() throws IOException {
      String line = out.readLine();
      check(line != null, name + " closed stdout; stderr: " + Files.readString(err.toPath()));
      return line;
    }
  }

  private static SSLContext serverContext(Path keystore) throws Exception {
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(keystore)) {
      store.load(in, PASSWORD);
    }
    KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    keys.init(store, PASSWORD);
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(keys.getKeyManagers(), null, null);
    return context;
  }

  private static String fixture(String name) {
    try {
      return Files.readString(Path.of(req("fixtures"), name));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Path work(String name) {
    return Path.of(req("work"), name);
  }

  private static String req(String key) {
    String value = opt.get(key);
    check(value != null, "missing --" + key);
    return value;
  }

  private static int num(String key) {
    return Integer.parseInt(req(key));
  }

  private static void check(boolean ok, String what) {
    if (!ok) {
      System.err.println("transport-bench: " + what);
      System.exit(2);
    }
  }
}
