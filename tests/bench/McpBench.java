import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * MCP server benchmark, run by mcp-bench.sh with Java's single-file source launcher: (a) spawn
 * until the tools/list answer arrives, against Node's official SDK; (b) warm tools/call latency
 * over a zero-latency loopback fake Mem0; (c) peak RSS. Every answer and provider request is
 * checked byte for byte; any surprise fails the run (exit 2). Options: see mcp-bench.sh.
 *
 * <p>Variants alternate and the first one rotates, so machine noise hits them alike; the warm
 * servers all run at once and take the calls in turn for the same reason.
 */
public final class McpBench {

  private record Variant(String name, List<String> command, boolean java, Path repository) {
    Variant(String name, List<String> command, boolean java) {
      this(name, command, java, null);
    }
  }

  private static final String KEY = "bench-key";
  private static final String CALL =
      "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"tools/call\",\"params\":{\"name\":"
          + "\"context_search\",\"arguments\":{\"query\":\"  maven\\nbuild \"}}}\n";
  private static final String ANSWER =
      "{\"jsonrpc\":\"2.0\",\"id\":%d,\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
          + "\"%s\"}],\"isError\":false}}";
  private static final String SEARCH_BODY =
      "{\"query\":\"maven build\",\"filters\":{\"app_id\":\"repo\"},\"top_k\":5,\"threshold\":0.1,"
          + "\"rerank\":false}";
  private static final String REMEMBER_CALL =
      "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"tools/call\",\"params\":{\"name\":"
          + "\"context_remember\",\"arguments\":{\"content\":\"Use JDK 17 for builds.\"}}}\n";
  private static final String EVENT = "0b8f7c1e-0000-4000-8000-000000000001";
  private static final String REMEMBER_ANSWER =
      "{\"jsonrpc\":\"2.0\",\"id\":%d,\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
          + "\"{\\\"status\\\":\\\"accepted\\\",\\\"providerOperationId\\\":\\\""
          + EVENT
          + "\\\"}\"}],\"isError\":false}}";
  private static final String ADD_BODY =
      "{\"messages\":[{\"role\":\"user\",\"content\":\"Use JDK 17 for builds.\"}],"
          + "\"app_id\":\"repo\",\"infer\":false}";
  private static final Pattern AOT_REPORT =
      Pattern.compile(
          "Temporary AOTConfiguration|Launching child process|Reading AOTConfiguration"
              + "|AOTCache creation is complete|Removed temporary AOT configuration");
  private static final Map<String, String> opt = new HashMap<>();
  private static final Map<String, List<String>> more = new HashMap<>();
  private static String handshake;
  private static String envelope;
  private static byte[] providerAnswer;
  private static volatile String providerProblem;
  private static volatile int providerRequests;
  private static String expectedTools;
  private static int nextId = 100;

  public static void main(String[] args) {
    try {
      run(args);
    } catch (Exception e) {
      e.printStackTrace();
      check(false, "the harness failed"); // also when the fake's thread would keep the JVM up
    }
    System.exit(0);
  }

  private static void run(String[] args) throws Exception {
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (args[i].equals("--extra") || args[i].equals("--candidate")) {
        more.computeIfAbsent(args[i], k -> new ArrayList<>()).add(args[i + 1]);
      } else {
        opt.put(args[i].substring(2), args[i + 1]);
      }
    }
    handshake = fixture("mcp-handshake.jsonl");
    envelope = fixture("mcp-search-envelope.json").strip().replace("\"", "\\\"");
    providerAnswer = fixture("mcp-provider-answer.json").strip().getBytes(StandardCharsets.UTF_8);
    // Without TCP_NODELAY the fake's header and body segments meet delayed ACKs (40 ms stalls).
    System.setProperty("sun.net.httpserver.nodelay", "true");
    InetSocketAddress loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
    HttpServer fake = HttpServer.create(loopback, 0);
    fake.createContext("/", McpBench::answerSearch);
    fake.start();
    String baseUrl = "http://127.0.0.1:" + fake.getAddress().getPort();
    Files.writeString(work("config.json"), fixture("mcp-config.json").replace("BASE_URL", baseUrl));

    List<String> flags = split(req("flags"));
    List<Variant> variants = new ArrayList<>();
    variants.add(java("jar-kit", req("jar"), trained(req("jar"), req("archive"), flags)));
    variants.add(java("jar-plain", req("jar"), List.of()));
    variants.add(new Variant("node-sdk", List.of(req("node"), req("script")), false));
    for (String extra : more.getOrDefault("--extra", List.of())) {
      String[] nameFlags = nameValue(extra);
      variants.add(withFlags(nameFlags[0], variants.get(0), split(nameFlags[1])));
    }
    for (String candidate : more.getOrDefault("--candidate", List.of())) {
      String[] nameJar = nameValue(candidate);
      String archive = req("archive");
      String jsa = work(nameJar[0] + archive.substring(archive.lastIndexOf('.'))).toString();
      variants.add(java(nameJar[0], nameJar[1], trained(nameJar[1], jsa, flags)));
    }
    for (Variant v : variants) {
      System.out.println("  " + v.name() + ": " + String.join(" ", v.command()));
    }
    // Class-load logs for mcp-bench.sh: up to tools/list (kit, plain), and with one call (kit).
    for (String log : List.of("startup-kit:0:0", "call-kit:0:1", "startup-plain:1:0")) {
      String[] name = log.split(":");
      String file = "-Xlog:class+load=info:file=" + work(name[0] + ".classes.log") + ":uptime";
      Variant base = variants.get(Integer.parseInt(name[1]));
      session(withFlags(name[0], base, List.of(file)), Integer.parseInt(name[2]));
    }

    // (a) spawn -> tools/list answered; then, for Java, the first tools/call (HttpClient is lazy).
    int runs = num("runs");
    int count = variants.size();
    long[][][] a = new long[3][count][runs]; // start-up ns, VmHWM KiB, first call ns
    for (int round = -num("warmup"); round < runs; round++) {
      for (int k = 0; k < count; k++) {
        int i = Math.floorMod(round + k, count);
        long[] measured = session(variants.get(i), variants.get(i).java() ? 1 : 0);
        for (int m = 0; round >= 0 && m < 3; m++) {
          a[m][i][round] = measured[m];
        }
      }
    }
    System.out.printf("%n(a) spawn -> tools/list answered, ms (%d interleaved runs", runs);
    System.out.println("); VmHWM then; the first tools/call right after, ms");
    row("variant", "median", "min", "max", "/node-sdk", "VmHWM MiB", "1st call");
    double node = quantile(a[0][2], 0.5);
    for (int i = 0; i < count; i++) {
      long[] t = a[0][i];
      String ratio = String.format("%.2f", quantile(t, 0.5) / node);
      String hwm = String.format("%.1f", quantile(a[1][i], 0.5) / 1024);
      String first = variants.get(i).java() ? ms(a[2][i], 0.5) : "-";
      row(variants.get(i).name(), ms(t, 0.5), ms(t, 0), ms(t, 1), ratio, hwm, first);
    }
    double ratio = quantile(a[0][0], 0.5) / node;
    System.out.printf("jar-kit/node-sdk start-up ratio: %.2f (target <= 1.0)%n", ratio);

    // (b) and (c): every Java variant serving at once, taking blocks of calls in turn.
    List<Server> servers = new ArrayList<>();
    for (Variant v : variants) {
      if (v.java()) {
        servers.add(Server.start(v));
        servers.get(servers.size() - 1).handshake();
      }
    }
    int calls = num("calls");
    long[][] nanos = new long[servers.size()][calls];
    int block = num("block"); // calls in a row to one server: it stays as warm as a busy one
    for (int start = -num("warm-calls"); start < calls; start += block) {
      for (int k = 0; k < servers.size(); k++) {
        int i = Math.floorMod(start / block + k, servers.size());
        for (int c = start; c < Math.min(start + block, calls); c++) {
          long elapsed = servers.get(i).call();
          if (c >= 0) {
            nanos[i][c] = elapsed;
          }
        }
      }
    }
    System.out.printf(
        "%n(b) tools/call context_search over the loopback fake, ms (%d calls", calls);
    System.out.printf(" each after %s warm-up calls, in blocks of %d);", req("warm-calls"), block);
    System.out.println(" (c) then");
    row("variant", "median", "p90", "max", "VmHWM MiB", "VmRSS MiB");
    for (Server s : servers) {
      long[] t = nanos[servers.indexOf(s)];
      long[] kib = s.memory();
      String hwm = String.format("%.1f", kib[1] / 1024.0);
      String rss = String.format("%.1f", kib[2] / 1024.0);
      row(s.v().name(), ms(t, 0.5), ms(t, 0.9), ms(t, 1), hwm, rss);
      s.close();
    }
    System.out.println("targets: tools/call median <= 2 ms; VmHWM <= 64 MiB");
    remembers(variants.get(0), calls, block);
    fake.stop(0);
    check(providerProblem == null, "the fake provider got: " + providerProblem);
    System.out.println("provider requests: " + providerRequests + ", all as expected");
  }

  /**
   * (e) tools/call context_remember, whose every call first checks that nothing but the kit's hook
   * can decide on the write: in an empty repository, and in one holding the Qwen configuration of a
   * busy team (settings, agents, skills, a context file) with a developer's QWEN_HOME settings.
   */
  private static void remembers(Variant kit, int calls, int block) throws Exception {
    List<Server> servers = new ArrayList<>();
    for (String name : List.of("empty-repo", "configured-repo")) {
      Path repository = work(name).resolve("repository");
      populate(repository, name.equals("configured-repo"));
      servers.add(Server.start(new Variant(name, kit.command(), true, repository)));
      servers.get(servers.size() - 1).handshake();
    }
    long[][] nanos = new long[servers.size()][calls];
    for (int start = -num("warm-calls"); start < calls; start += block) {
      for (int k = 0; k < servers.size(); k++) {
        int i = Math.floorMod(start / block + k, servers.size());
        for (int c = start; c < Math.min(start + block, calls); c++) {
          long elapsed = servers.get(i).remember();
          if (c >= 0) {
            nanos[i][c] = elapsed;
          }
        }
      }
    }
    System.out.printf("%n(e) tools/call context_remember over the loopback fake, jar-kit, ms%n");
    row("repository", "median", "p90", "max");
    for (Server s : servers) {
      long[] t = nanos[servers.indexOf(s)];
      row(s.v().name(), ms(t, 0.5), ms(t, 0.9), ms(t, 1));
      s.close();
    }
    double added = (quantile(nanos[1], 0.5) - quantile(nanos[0], 0.5)) / 1e6;
    System.out.printf("the configured repository's checks add %.2f ms per write (median)%n", added);
  }

  /** A repository (and its QWEN_HOME beside it), with no Qwen configuration or a typical one. */
  private static void populate(Path repository, boolean configured) throws IOException {
    Path qwenHome = repository.resolveSibling("qwen-home");
    Files.createDirectories(repository);
    Files.createDirectories(qwenHome);
    if (!configured) {
      return;
    }
    Path qwen = Files.createDirectories(repository.resolve(".qwen"));
    Files.writeString(
        qwen.resolve("settings.json"),
        "// the team's settings\n{\"ui\":{\"hideTips\":true},\"model\":{\"name\":\"m\"},"
            + "\"permissions\":{\"deny\":[\"run_shell_command(rm:*)\"]}}\n");
    for (String agent : List.of("reviewer", "tester", "docs")) {
      Path file = Files.createDirectories(qwen.resolve("agents")).resolve(agent + ".md");
      Files.writeString(
          file,
          "---\nname: " + agent + "\ndescription: Helps\ntools:\n  - read_file\n---\nBe brief.\n");
    }
    for (String skill : List.of("release", "triage")) {
      Path folder = Files.createDirectories(qwen.resolve("skills").resolve(skill));
      Files.writeString(
          folder.resolve("SKILL.md"),
          "---\nname: " + skill + "\ndescription: Steps\n---\nDo it.\n");
    }
    Files.writeString(repository.resolve("QWEN.md"), "Use JDK 17.\n");
    Files.writeString(qwenHome.resolve("settings.json"), "{\"ui\":{\"theme\":\"Default\"}}\n");
  }

  /** Spawn, handshake, {@code calls} calls, EOF: returns start-up ns, VmHWM KiB, first call ns. */
  private static long[] session(Variant v, int calls) throws Exception {
    long begin = System.nanoTime();
    Server s = Server.start(v);
    long startup = s.handshake() - begin;
    long hwm = s.memory()[1];
    long firstCall = calls > 0 ? s.call() : 0;
    for (int c = 1; c < calls; c++) {
      s.call();
    }
    s.close();
    return new long[] {startup, hwm, firstCall};
  }

  /** One running server process with its pipes. */
  private record Server(Variant v, Process p, BufferedReader out, OutputStream in, File err) {
    static Server start(Variant v) throws IOException {
      File err = work(v.name() + ".stderr").toFile();
      ProcessBuilder b = new ProcessBuilder(v.command()).redirectError(err);
      if (v.repository() != null) {
        // The session Qwen would start the server in: its repository and the developer's QWEN_HOME.
        b.directory(v.repository().toFile());
        b.environment().put("QWEN_HOME", v.repository().resolveSibling("qwen-home").toString());
      }
      b.environment().put("QWEN_EXTERNAL_CONTEXT_CONFIG", work("config.json").toString());
      b.environment().put("MEM0_API_KEY", KEY);
      Process p = b.start();
      InputStreamReader utf8 = new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8);
      return new Server(v, p, new BufferedReader(utf8), p.getOutputStream(), err);
    }

    /**
     * Sends initialize, initialized and tools/list at once; returns when tools/list is answered.
     */
    long handshake() throws IOException {
      send(handshake);
      String first = line();
      String second = line();
      long answered = System.nanoTime();
      boolean inOrder = first.matches(".*\"id\":1[,}].*");
      String hello = inOrder ? first : second;
      String list = inOrder ? second : first;
      boolean helloOk = hello.contains("\"protocolVersion\":\"2025-06-18\"");
      check(helloOk && hello.contains("\"external-context\""), v.name() + " initialize: " + hello);
      // The tools array is the last array of the answer, whatever the key order around it.
      int tools = list.indexOf("\"tools\":[");
      check(tools >= 0 && list.matches(".*\"id\":2[,}].*"), v.name() + " tools/list: " + list);
      String listed = list.substring(tools, list.lastIndexOf(']') + 1);
      expectedTools = expectedTools == null ? listed : expectedTools;
      boolean both = listed.contains("\"name\":\"context_remember\"");
      check(both && listed.equals(expectedTools), v.name() + " listed other tools: " + listed);
      return answered;
    }

    /** One tools/call context_remember; returns nanoseconds until its answer arrived. */
    long remember() throws IOException {
      int id = nextId++;
      long begin = System.nanoTime();
      send(String.format(REMEMBER_CALL, id));
      String answer = line();
      long elapsed = System.nanoTime() - begin;
      check(answer.equals(String.format(REMEMBER_ANSWER, id)), v.name() + " remember: " + answer);
      return elapsed;
    }

    /** One tools/call context_search; returns nanoseconds until its answer arrived. */
    long call() throws IOException {
      int id = nextId++;
      long begin = System.nanoTime();
      send(String.format(CALL, id));
      String answer = line();
      long elapsed = System.nanoTime() - begin;
      check(answer.equals(String.format(ANSWER, id, envelope)), v.name() + " call: " + answer);
      return elapsed;
    }

    /** {unused, VmHWM, VmRSS} of the process, KiB. */
    long[] memory() throws IOException {
      long[] kib = new long[3];
      for (String line : Files.readAllLines(Path.of("/proc/" + p.pid() + "/status"))) {
        int field = line.startsWith("VmHWM:") ? 1 : line.startsWith("VmRSS:") ? 2 : 0;
        kib[field] = field == 0 ? 0 : Long.parseLong(line.replaceAll("[^0-9]", ""));
      }
      return kib;
    }

    /**
     * Closes stdin: exit 0, no more stdout, empty stderr (training may warn about CDS, and an AOT
     * cache's training JVM reports on stdout how it assembled the cache).
     */
    void close() throws Exception {
      in.close();
      String rest = out.readLine();
      while (rest != null && v.name().equals("training") && AOT_REPORT.matcher(rest).lookingAt()) {
        rest = out.readLine();
      }
      int exit = p.waitFor();
      boolean quiet = err.length() == 0 || v.name().equals("training");
      String what = String.format("%s exited %d, then wrote %s, stderr: ", v.name(), exit, rest);
      check(exit == 0 && rest == null && quiet, what + Files.readString(err.toPath()));
    }

    private void send(String lines) throws IOException {
      in.write(lines.getBytes(StandardCharsets.UTF_8));
      in.flush();
    }

    private String line() throws IOException {
      String line = out.readLine();
      check(line != null, v.name() + " closed stdout; stderr: " + Files.readString(err.toPath()));
      return line;
    }
  }

  /** The fake Mem0: checks each request, answers a search or an add at once. */
  private static void answerSearch(HttpExchange exchange) throws IOException {
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    String auth = exchange.getRequestHeaders().getFirst("Authorization");
    if (exchange.getRequestURI().toString().equals("/v3/memories/add/")) {
      boolean expected = ("Token " + KEY).equals(auth) && body.equals(ADD_BODY);
      providerProblem = expected ? providerProblem : exchange.getRequestURI() + " " + body;
      providerRequests++;
      byte[] pending = ("{\"status\":\"PENDING\",\"event_id\":\"" + EVENT + "\"}").getBytes();
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(expected ? 200 : 500, pending.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(pending);
      }
      return;
    }
    boolean expected =
        exchange.getRequestMethod().equals("POST")
            && exchange.getRequestURI().toString().equals("/v3/memories/search/")
            && ("Token " + KEY).equals(auth)
            && body.equals(SEARCH_BODY);
    providerProblem = expected ? providerProblem : exchange.getRequestURI() + " " + body;
    providerRequests++; // one dispatcher thread
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(expected ? 200 : 500, providerAnswer.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(providerAnswer);
    }
  }

  private static Variant java(String name, String jar, List<String> flags) {
    return withFlags(name, new Variant(name, List.of(req("java"), "-jar", jar), true), flags);
  }

  /** {@code base} with {@code flags} added before its "-jar JAR". */
  private static Variant withFlags(String name, Variant base, List<String> flags) {
    List<String> command = new ArrayList<>(base.command());
    command.addAll(command.size() - 2, flags);
    return new Variant(name, List.copyOf(command), true);
  }

  /**
   * Trains {@code archive} the way the installer does for the java, with {@code --train-flag} (an
   * AOT cache or AppCDS); returns {@code flags} plus the archive.
   */
  private static List<String> trained(String jar, String jsa, List<String> flags) throws Exception {
    Files.deleteIfExists(Path.of(jsa));
    List<String> training = new ArrayList<>(flags);
    training.add(req("train-flag") + "=" + jsa);
    session(java("training", jar, training), num("train-calls"));
    check(Files.size(Path.of(jsa)) > 0, "training wrote no archive at " + jsa);
    List<String> kit = new ArrayList<>(flags);
    kit.add("-XX:SharedArchiveFile=" + jsa);
    return kit;
  }

  private static void row(String name, String... cells) {
    System.out.printf("%-16s%s%n", name, " %10s".repeat(cells.length).formatted((Object[]) cells));
  }

  private static String ms(long[] nanos, double q) {
    return String.format("%.2f", quantile(nanos, q) / 1e6);
  }

  /** Nearest-rank quantile; the median of an even count is the mean of the middle two. */
  private static double quantile(long[] values, double q) {
    long[] s = values.clone();
    Arrays.sort(s);
    if (q == 0.5 && s.length % 2 == 0) {
      return (s[s.length / 2 - 1] + s[s.length / 2]) / 2.0;
    }
    return s[Math.max(0, (int) Math.ceil(q * s.length) - 1)];
  }

  private static String[] nameValue(String option) {
    String[] nameValue = option.split("=", 2);
    check(nameValue.length == 2, "--extra and --candidate want NAME=VALUE, got: " + option);
    return nameValue;
  }

  private static void check(boolean ok, String failure) {
    if (!ok) {
      System.err.println("FAIL: " + failure);
      System.exit(2);
    }
  }

  private static String req(String name) {
    check(opt.containsKey(name), "missing --" + name + " (see mcp-bench.sh)");
    return opt.get(name);
  }

  private static int num(String name) {
    return Integer.parseInt(req(name));
  }

  private static Path work(String file) {
    return Path.of(req("work"), file);
  }

  private static String fixture(String file) throws IOException {
    return Files.readString(Path.of(req("fixtures"), file));
  }

  private static List<String> split(String flags) {
    return flags.isBlank() ? List.of() : List.of(flags.trim().split("\\s+"));
  }
}
