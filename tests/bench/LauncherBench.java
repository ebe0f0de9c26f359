import java.io.IOException;
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
 * Start-up and memory benchmark of the developer launcher against Node. Run by launcher-bench.sh
 * inside a pseudo-terminal (the launcher starts Qwen only on a terminal), with Java's single-file
 * source launcher; no Maven, no dependencies.
 *
 * <p>A launcher variant is timed from the moment before its process is spawned until the stand-in
 * {@code node} it starts writes its first timestamp (every start check included); node-trivial is
 * timed from spawn until it has exited. Variants alternate within each round and the first variant
 * rotates, so machine noise hits all of them alike. Then the launcher's memory while it waits for a
 * running stand-in: peak and current resident set, and its threads.
 *
 * <pre>
 * java LauncherBench.java --runs N --warmup N --java JAVA --flags "JVM FLAGS" --archive JSA
 *     --config LAUNCHER_JSON --jar LAUNCHER_JAR --node NODE --started FILE --wait FILE
 *     [--extra NAME=EXTRA_JVM_FLAGS]...
 * </pre>
 */
public final class LauncherBench {

  private record Variant(String name, List<String> command, boolean launcher, long[] nanos) {}

  private static final Map<String, String> ENVIRONMENT =
      Map.of(
          "HOME", System.getProperty("user.home"),
          "PATH", "/usr/bin:/bin",
          "TERM", "xterm-256color",
          "LANG", "C.UTF-8",
          "MEM0_API_KEY", "bench-credential");

  private static Path started;

  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new LinkedHashMap<>();
    List<String> extras = new ArrayList<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (args[i].equals("--extra")) {
        extras.add(args[i + 1]);
      } else {
        opt.put(args[i].substring(2), args[i + 1]);
      }
    }
    int runs = Integer.parseInt(opt.get("runs"));
    int warmup = Integer.parseInt(opt.get("warmup"));
    started = Path.of(opt.get("started"));
    Path wait = Path.of(opt.get("wait"));
    List<String> flags = split(opt.get("flags"));
    List<String> tail =
        List.of("-Dqwen.managed.config=" + opt.get("config"), "-jar", opt.get("jar"));
    List<String> archived = new ArrayList<>(flags);
    archived.add("-XX:SharedArchiveFile=" + opt.get("archive"));

    List<Variant> variants = new ArrayList<>();
    variants.add(launcher("launcher-with-archive", opt.get("java"), archived, tail, runs));
    variants.add(launcher("launcher-no-archive", opt.get("java"), flags, tail, runs));
    variants.add(
        new Variant("node-trivial", List.of(opt.get("node"), "-e", "0"), false, new long[runs]));
    for (String extra : extras) {
      int equals = extra.indexOf('=');
      List<String> more = new ArrayList<>(archived);
      more.addAll(split(extra.substring(equals + 1)));
      variants.add(launcher(extra.substring(0, equals), opt.get("java"), more, tail, runs));
    }

    Files.deleteIfExists(wait);
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

    Files.writeString(wait, "");
    try {
      memory(variants.get(0));
      memory(variants.get(1));
    } finally {
      Files.deleteIfExists(wait);
    }
  }

  private static Variant launcher(
      String name, String java, List<String> flags, List<String> tail, int runs) {
    List<String> command = new ArrayList<>();
    command.add(java);
    command.addAll(flags);
    command.addAll(tail);
    return new Variant(name, command, true, new long[runs]);
  }

  private static long timeOnce(Variant v) throws IOException, InterruptedException {
    Files.deleteIfExists(started);
    ProcessBuilder builder = new ProcessBuilder(v.command()).inheritIO();
    builder.environment().clear();
    builder.environment().putAll(ENVIRONMENT);
    long epochBefore = epochNanos();
    long before = System.nanoTime();
    Process process = builder.start();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException(v.name() + " did not exit within 60 s");
    }
    long after = System.nanoTime();
    if (process.exitValue() != 0) {
      throw new IllegalStateException(v.name() + " exited " + process.exitValue());
    }
    if (!v.launcher()) {
      return after - before;
    }
    String stamp = Files.readString(started, StandardCharsets.US_ASCII).strip();
    return Long.parseLong(stamp) - epochBefore;
  }

  /** Peak and current resident set and the threads of a launcher waiting for its child. */
  private static void memory(Variant v) throws IOException, InterruptedException {
    Files.deleteIfExists(started);
    ProcessBuilder builder = new ProcessBuilder(v.command()).inheritIO();
    builder.environment().clear();
    builder.environment().putAll(ENVIRONMENT);
    Process process = builder.start();
    while (!Files.exists(started)) {
      Thread.sleep(10);
    }
    Thread.sleep(500);
    Path proc = Path.of("/proc", Long.toString(process.pid()));
    String status = Files.readString(proc.resolve("status"));
    List<String> threads = new ArrayList<>();
    try (var tasks = Files.list(proc.resolve("task"))) {
      for (Path task : tasks.toList()) {
        threads.add(Files.readString(task.resolve("comm")).strip());
      }
    }
    process.waitFor();
    System.out.printf(
        "%-22s waiting: %s, %s, %d threads: %s%n",
        v.name(), field(status, "VmHWM"), field(status, "VmRSS"), threads.size(), threads);
  }

  private static String field(String status, String name) {
    return status
        .lines()
        .filter(line -> line.startsWith(name + ":"))
        .map(line -> name + " " + String.format("%.1f MiB", kib(line) / 1024.0))
        .findFirst()
        .orElse(name + " ?");
  }

  private static long kib(String line) {
    return Long.parseLong(line.replaceAll("[^0-9]", ""));
  }

  private static void report(List<Variant> variants, int runs, int warmup) {
    System.out.printf("%d interleaved runs (+%d warm-up rounds), times in ms:%n", runs, warmup);
    System.out.printf("%-22s %8s %8s %8s %8s%n", "variant", "median", "min", "max", "/ node");
    double node = median(variants.get(2));
    for (Variant v : variants) {
      long[] sorted = v.nanos().clone();
      Arrays.sort(sorted);
      System.out.printf(
          "%-22s %8.1f %8.1f %8.1f %8.2f%n",
          v.name(),
          median(v) / 1e6,
          sorted[0] / 1e6,
          sorted[sorted.length - 1] / 1e6,
          median(v) / node);
    }
    System.out.printf(
        "launcher-with-archive/node median ratio: %.2f (target <= 1.5)%n",
        median(variants.get(0)) / node);
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

  private static List<String> split(String flags) {
    return flags.isBlank() ? List.of() : Arrays.asList(flags.trim().split("\\s+"));
  }
}
