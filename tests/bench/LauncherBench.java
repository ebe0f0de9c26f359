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
 * Start-up and memory benchmark of the developer launcher against the JVM floor and Node. Run by
 * launcher-bench.sh inside a pseudo-terminal (the launcher starts Qwen only on a terminal), with
 * Java's single-file source launcher; no Maven, no dependencies.
 *
 * <p>The launcher variants and the floor (SpawnFloor, which only starts the stand-in) are timed
 * from the moment before the process is spawned until the stand-in {@code node} writes its first
 * timestamp (every start check included); node-trivial is timed from spawn until it has exited.
 * Variants alternate within each round and the first variant rotates, so machine noise hits all of
 * them alike. Then the memory of each launcher variant and of the floor while it waits for a
 * running stand-in: peak and current resident set, and its threads.
 *
 * <pre>
 * java LauncherBench.java --runs N --warmup N --java JAVA --installed LAUNCHER_ARGS
 *     --flags "JVM FLAGS" --archive ARCHIVE --config LAUNCHER_JSON --jar LAUNCHER_JAR
 *     --floor-jar SPAWN_FLOOR_JAR --floor-archive ARCHIVE --child "STAND-IN NODE AND ARGUMENTS"
 *     --node NODE --started FILE --wait FILE [--extra NAME=EXTRA_JVM_FLAGS]...
 *     [--other NAME=OTHER_LAUNCHER_ARGS]...
 * </pre>
 *
 * <p>launcher-installed runs the words of LAUNCHER_ARGS (the installed launcher.args) verbatim; an
 * extra variant is those words with more JVM flags before {@code -jar}; an other variant runs the
 * launcher.args of another installation verbatim (another build of the kit, with the archive its
 * own install trained), for an A/B of two builds in one run.
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

  private static final String INSTALLED = "launcher-installed";
  private static final String FLOOR = "spawn-floor";
  private static final String NODE = "node-trivial";

  private static Path started;

  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new LinkedHashMap<>();
    List<String> extras = new ArrayList<>();
    List<String> others = new ArrayList<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (args[i].equals("--extra")) {
        extras.add(args[i + 1]);
      } else if (args[i].equals("--other")) {
        others.add(args[i + 1]);
      } else {
        opt.put(args[i].substring(2), args[i + 1]);
      }
    }
    int runs = Integer.parseInt(opt.get("runs"));
    int warmup = Integer.parseInt(opt.get("warmup"));
    started = Path.of(opt.get("started"));
    Path wait = Path.of(opt.get("wait"));
    String java = opt.get("java");
    List<String> installed = Files.readAllLines(Path.of(opt.get("installed")));
    List<String> flags = split(opt.get("flags"));
    List<String> tail =
        List.of("-Dqwen.managed.config=" + opt.get("config"), "-jar", opt.get("jar"));
    List<String> floor = new ArrayList<>(flags);
    floor.add("-XX:SharedArchiveFile=" + opt.get("floor-archive"));
    floor.add("-jar");
    floor.add(opt.get("floor-jar"));
    floor.addAll(split(opt.get("child")));

    List<Variant> variants = new ArrayList<>();
    variants.add(new Variant(INSTALLED, installed, true, new long[runs]));
    variants.add(
        launcher("launcher-bench-archive", java, with(flags, opt.get("archive")), tail, runs));
    variants.add(launcher("launcher-no-archive", java, flags, tail, runs));
    variants.add(launcher(FLOOR, java, floor, List.of(), runs));
    variants.add(new Variant(NODE, List.of(opt.get("node"), "-e", "0"), false, new long[runs]));
    for (String extra : extras) {
      int equals = extra.indexOf('=');
      List<String> more = new ArrayList<>(installed);
      more.addAll(installed.indexOf("-jar"), split(extra.substring(equals + 1)));
      variants.add(new Variant(extra.substring(0, equals), more, true, new long[runs]));
    }
    for (String other : others) {
      int equals = other.indexOf('=');
      List<String> words = Files.readAllLines(Path.of(other.substring(equals + 1)));
      variants.add(new Variant(other.substring(0, equals), words, true, new long[runs]));
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
      Map<String, Double> peaks = new LinkedHashMap<>();
      for (Variant v : variants) {
        if (v.launcher()) {
          peaks.put(v.name(), memory(v));
        }
      }
      System.out.printf(
          "waiting VmHWM: %s %.1f MiB (target <= 48), %s %.1f MiB%n",
          INSTALLED, peaks.get(INSTALLED), FLOOR, peaks.get(FLOOR));
    } finally {
      Files.deleteIfExists(wait);
    }
  }

  private static List<String> with(List<String> flags, String archive) {
    List<String> archived = new ArrayList<>(flags);
    archived.add("-XX:SharedArchiveFile=" + archive);
    return archived;
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
  private static double memory(Variant v) throws IOException, InterruptedException {
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
    return status
            .lines()
            .filter(line -> line.startsWith("VmHWM:"))
            .mapToLong(LauncherBench::kib)
            .findFirst()
            .orElse(-1)
        / 1024.0;
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
    System.out.printf(
        "%-22s %8s %8s %8s %8s %8s%n", "variant", "median", "min", "max", "/ floor", "/ node");
    double floor = median(find(variants, FLOOR));
    double node = median(find(variants, NODE));
    for (Variant v : variants) {
      long[] sorted = v.nanos().clone();
      Arrays.sort(sorted);
      System.out.printf(
          "%-22s %8.1f %8.1f %8.1f %8.2f %8.2f%n",
          v.name(),
          median(v) / 1e6,
          sorted[0] / 1e6,
          sorted[sorted.length - 1] / 1e6,
          median(v) / floor,
          median(v) / node);
    }
    double installed = median(find(variants, INSTALLED));
    System.out.printf(
        "%s/%s median ratio: %.2f (target <= 2)%n", INSTALLED, FLOOR, installed / floor);
    System.out.printf(
        "%s/%s median ratio: %.2f (stretch <= 1.5)%n", INSTALLED, NODE, installed / node);
    System.out.printf("load after the timed rounds: %s%n", load());
  }

  private static Variant find(List<Variant> variants, String name) {
    return variants.stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
  }

  private static String load() {
    try {
      String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return fields[0] + " " + fields[1] + " " + fields[2] + " (1/5/15 min)";
    } catch (IOException e) {
      return "unknown";
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

  private static List<String> split(String flags) {
    return flags.isBlank() ? List.of() : Arrays.asList(flags.trim().split("\\s+"));
  }
}
