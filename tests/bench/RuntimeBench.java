import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Start-up of the kit's three JVMs on candidate Java runtimes, in one interleaved run. Run by
 * runtime-bench.sh inside a pseudo-terminal (the launcher starts Qwen only on a terminal), with
 * Java's single-file source launcher; no Maven, no dependencies.
 *
 * <p>Each line of the variants file is {@code NAME<TAB>PROCESS<TAB>COMMAND WORDS...}, PROCESS one
 * of:
 *
 * <ul>
 *   <li>{@code hook}: the request on stdin, timed from spawn until exit; stdout must equal the
 *       expected decision;
 *   <li>{@code mcp}: the initialize request on stdin, timed from spawn until the first stdout line,
 *       which must be the initialize result;
 *   <li>{@code launcher}: timed from spawn until the stand-in node it starts writes its timestamp
 *       (every start check included); it must then exit 0.
 * </ul>
 *
 * Variants alternate within each round and the first variant rotates, so machine noise hits all
 * alike. The report gives medians, and each variant's ratio to the first variant of its process.
 *
 * <pre>
 * java RuntimeBench.java --runs N --warmup N --variants FILE --request FILE --decision FILE
 *     --initialize FILE --started FILE --env FILE
 * </pre>
 */
public final class RuntimeBench {

  private record Variant(String name, String process, List<String> command, long[] nanos) {}

  private static Map<String, String> opt;
  private static final Map<String, String> ENVIRONMENT = new LinkedHashMap<>();

  public static void main(String[] args) throws Exception {
    opt = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      opt.put(args[i].substring(2), args[i + 1]);
    }
    int runs = Integer.parseInt(opt.get("runs"));
    int warmup = Integer.parseInt(opt.get("warmup"));
    for (String line : Files.readAllLines(Path.of(opt.get("env")))) {
      int equals = line.indexOf('=');
      ENVIRONMENT.put(line.substring(0, equals), line.substring(equals + 1));
    }
    List<Variant> variants = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of(opt.get("variants")))) {
      String[] fields = line.split("\t");
      variants.add(
          new Variant(
              fields[0], fields[1], Arrays.asList(fields[2].trim().split("\\s+")), new long[runs]));
    }
    for (int round = -warmup; round < runs; round++) {
      for (int k = 0; k < variants.size(); k++) {
        Variant v = variants.get(Math.floorMod(round + k, variants.size()));
        long nanos = timeOnce(v);
        if (round >= 0) {
          v.nanos()[round] = nanos;
        }
      }
    }
    report(variants, runs, warmup);
  }

  private static long timeOnce(Variant v) throws IOException, InterruptedException {
    return switch (v.process()) {
      case "hook" -> hook(v);
      case "mcp" -> mcp(v);
      case "launcher" -> launcher(v);
      default -> throw new IllegalArgumentException("unknown process " + v.process());
    };
  }

  private static ProcessBuilder builder(Variant v) {
    ProcessBuilder builder = new ProcessBuilder(v.command());
    builder.environment().clear();
    builder.environment().putAll(ENVIRONMENT);
    return builder;
  }

  private static long hook(Variant v) throws IOException, InterruptedException {
    byte[] request = Files.readAllBytes(Path.of(opt.get("request")));
    String expected = Files.readString(Path.of(opt.get("decision")));
    long before = System.nanoTime();
    Process process = builder(v).redirectErrorStream(true).start();
    try (OutputStream in = process.getOutputStream()) {
      in.write(request);
    }
    byte[] out = process.getInputStream().readAllBytes();
    finish(v, process);
    long after = System.nanoTime();
    check(
        v, new String(out, StandardCharsets.UTF_8).equals(expected), "printed " + new String(out));
    return after - before;
  }

  private static long mcp(Variant v) throws IOException, InterruptedException {
    byte[] initialize = Files.readAllBytes(Path.of(opt.get("initialize")));
    long before = System.nanoTime();
    Process process = builder(v).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    OutputStream in = process.getOutputStream();
    in.write(initialize);
    in.flush();
    BufferedReader out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    String answer = out.readLine();
    long after = System.nanoTime();
    in.close();
    finish(v, process);
    check(
        v,
        answer != null && answer.contains("\"id\":1") && answer.contains("\"result\""),
        "answered " + answer);
    return after - before;
  }

  private static long launcher(Variant v) throws IOException, InterruptedException {
    Path started = Path.of(opt.get("started"));
    Files.deleteIfExists(started);
    long epochBefore = epochNanos();
    Process process = builder(v).inheritIO().start();
    finish(v, process);
    check(v, Files.exists(started), "did not start the stand-in node");
    String stamp = Files.readString(started, StandardCharsets.US_ASCII).strip();
    return Long.parseLong(stamp) - epochBefore;
  }

  private static void finish(Variant v, Process process) throws InterruptedException {
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException(v.name() + " did not exit within 60 s");
    }
    check(v, process.exitValue() == 0, "exited " + process.exitValue());
  }

  private static void check(Variant v, boolean ok, String what) {
    if (!ok) {
      throw new IllegalStateException(v.name() + ": " + what);
    }
  }

  private static void report(List<Variant> variants, int runs, int warmup) {
    System.out.printf("%d interleaved runs (+%d warm-up rounds), times in ms:%n", runs, warmup);
    System.out.printf(
        "%-26s %8s %8s %8s %8s  %s%n", "variant", "median", "min", "p90", "ratio", "(to)");
    Map<String, Variant> firstOfProcess = new LinkedHashMap<>();
    for (Variant v : variants) {
      firstOfProcess.putIfAbsent(v.process(), v);
      Variant base = firstOfProcess.get(v.process());
      long[] sorted = v.nanos().clone();
      Arrays.sort(sorted);
      System.out.printf(
          "%-26s %8.1f %8.1f %8.1f %8.2f  (%s)%n",
          v.name(),
          median(v) / 1e6,
          sorted[0] / 1e6,
          sorted[(int) Math.ceil(sorted.length * 0.9) - 1] / 1e6,
          median(v) / median(base),
          base.name());
    }
  }

  private static double median(Variant v) {
    long[] sorted = v.nanos().clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
  }

  private static long epochNanos() {
    Instant now = Instant.now();
    return now.getEpochSecond() * 1_000_000_000L + now.getNano();
  }
}
