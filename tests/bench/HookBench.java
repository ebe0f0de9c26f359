import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Start-up benchmark of the confirmation hook against Node. Run by hook-bench.sh with Java's
 * single-file source launcher; no Maven, no dependencies.
 *
 * <p>Every variant gets the same request on stdin and is timed from spawn until the process has
 * exited; its stdout (stderr merged in, which must stay empty) must equal the expected decision.
 * Variants alternate within each round, and the starting variant rotates round by round, so machine
 * noise hits all of them equally.
 *
 * <pre>
 * java HookBench.java --runs N --warmup N --request FILE --decision FILE
 *     --java JAVA --jar HOOK_JAR --archive HOOK_JSA --flags "JVM FLAGS"
 *     --node NODE --script TRIVIAL_JS [--extra NAME=EXTRA_JVM_FLAGS]...
 * </pre>
 *
 * {@code --extra} adds a variant "hook-with-archive" plus the given flags, for trying flags.
 */
public final class HookBench {

  private record Variant(String name, List<String> command, byte[] expected, long[] nanos) {}

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
    int runs = Integer.parseInt(required(opt, "runs"));
    int warmup = Integer.parseInt(required(opt, "warmup"));
    byte[] request = Files.readAllBytes(Path.of(required(opt, "request")));
    byte[] ask = Files.readAllBytes(Path.of(required(opt, "decision")));
    byte[] passThrough = "{}\n".getBytes(StandardCharsets.UTF_8);
    String java = required(opt, "java");
    String jar = required(opt, "jar");
    List<String> tuned = new ArrayList<>(split(required(opt, "flags")));
    tuned.add("-XX:SharedArchiveFile=" + required(opt, "archive"));

    List<Variant> variants = new ArrayList<>();
    variants.add(variant("hook-with-archive", ask, runs, java, tuned, "-jar", jar));
    variants.add(variant("hook-plain", ask, runs, java, List.of(), "-jar", jar));
    String node = required(opt, "node");
    String script = required(opt, "script");
    variants.add(variant("node-trivial", passThrough, runs, node, List.of(), script));
    for (String extra : extras) {
      String[] nameAndFlags = extra.split("=", 2);
      if (nameAndFlags.length != 2) {
        System.err.println("HookBench: --extra wants NAME=JVM_FLAGS, got: " + extra);
        System.exit(64);
      }
      List<String> flags = new ArrayList<>(tuned);
      flags.addAll(split(nameAndFlags[1]));
      variants.add(variant(nameAndFlags[0], ask, runs, java, flags, "-jar", jar));
    }

    for (Variant v : variants) {
      System.out.println("  " + v.name() + ": " + String.join(" ", v.command()));
    }
    for (int round = 0; round < warmup; round++) {
      for (Variant v : variants) {
        timeOnce(v, request);
      }
    }
    for (int round = 0; round < runs; round++) {
      for (int k = 0; k < variants.size(); k++) {
        Variant v = variants.get((round + k) % variants.size());
        v.nanos()[round] = timeOnce(v, request);
      }
    }
    report(variants, runs, warmup);
  }

  private static String required(Map<String, String> opt, String name) {
    String value = opt.get(name);
    if (value == null) {
      System.err.println("HookBench: missing --" + name + " (see the usage in HookBench.java)");
      System.exit(64);
    }
    return value;
  }

  private static Variant variant(
      String name, byte[] expected, int runs, String exe, List<String> flags, String... rest) {
    List<String> command = new ArrayList<>();
    command.add(exe);
    command.addAll(flags);
    command.addAll(List.of(rest));
    return new Variant(name, List.copyOf(command), expected, new long[runs]);
  }

  /** Spawns the variant once, feeds the request, and returns nanoseconds from spawn to exit. */
  private static long timeOnce(Variant v, byte[] request) throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(v.command()).redirectErrorStream(true);
    long start = System.nanoTime();
    Process process = builder.start();
    try (OutputStream stdin = process.getOutputStream()) {
      stdin.write(request);
    } catch (IOException e) {
      // The process closed stdin early; what it printed explains why (checked below).
    }
    byte[] output;
    try (InputStream stdout = process.getInputStream()) {
      output = stdout.readAllBytes();
    }
    int exit = process.waitFor();
    long elapsed = System.nanoTime() - start;
    if (exit != 0 || !Arrays.equals(stripNewline(output), stripNewline(v.expected()))) {
      System.err.printf(
          "FAIL: %s exited %d; expected output:%n%s%nactual output (stdout+stderr):%n%s%n",
          v.name(), exit, utf8(v.expected()), utf8(output));
      System.exit(2);
    }
    return elapsed;
  }

  private static void report(List<Variant> variants, int runs, int warmup) {
    System.out.printf(
        "%nwall time from spawn to exit, ms (%d interleaved runs each, %d warm-up rounds)%n",
        runs, warmup);
    System.out.printf("%-22s %8s %8s %8s%n", "variant", "median", "min", "max");
    for (Variant v : variants) {
      long[] sorted = v.nanos().clone();
      Arrays.sort(sorted);
      System.out.printf(
          "%-22s %8.1f %8.1f %8.1f%n",
          v.name(), median(v) / 1e6, sorted[0] / 1e6, sorted[sorted.length - 1] / 1e6);
    }
    double node = median(variants.get(2));
    System.out.println();
    for (Variant v : variants) {
      if (v != variants.get(2)) {
        System.out.printf("median(%s)/median(node-trivial): %.2f%n", v.name(), median(v) / node);
      }
    }
    System.out.printf(
        "%nhook-with-archive/node median ratio: %.2f (target <= 1.0)%n",
        median(variants.get(0)) / node);
  }

  private static double median(Variant v) {
    long[] sorted = v.nanos().clone();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0;
  }

  private static List<String> split(String flags) {
    return flags.isBlank() ? List.of() : List.of(flags.trim().split("\\s+"));
  }

  private static byte[] stripNewline(byte[] bytes) {
    int end = bytes.length;
    if (end > 0 && bytes[end - 1] == '\n') {
      end--;
    }
    return Arrays.copyOf(bytes, end);
  }

  private static String utf8(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
