package io.qwenmanaged.tests.e2e.scenarios;

import io.qwenmanaged.tests.e2e.harness.NodeSpawnWatch;
import io.qwenmanaged.tests.e2e.harness.PromptTimer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The figures of {@link StartupFeelBench}: medians of each variant, ratios against the last variant
 * (Qwen started directly), and every sample as CSV.
 */
final class StartupFeelReport {

  /** One way of starting Qwen, with the samples of its timed starts. */
  record Variant(String name, Path script, List<PromptTimer.Sample> samples) {}

  private StartupFeelReport() {}

  static void print(
      List<Variant> variants, int runs, int warmup, String loadBefore, String loadAfter, Path out)
      throws IOException {
    System.out.printf(
        Locale.ROOT,
        "machine: %d CPUs; bench JVM %s (the kit runs on the bundle's); load before %s, after %s (1/5/15 min)%n",
        Runtime.getRuntime().availableProcessors(),
        System.getProperty("java.vm.version"),
        loadBefore,
        loadAfter);
    System.out.printf(
        Locale.ROOT,
        "%d interleaved rounds after %d warm-up rounds; screen polled every %d ms, processes every"
            + " %d ms; medians in ms from spawn%n",
        runs,
        warmup,
        PromptTimer.POLL_MILLIS,
        NodeSpawnWatch.POLL_MILLIS);
    System.out.println(
        "variant                  node  prompt (min-max)     MCP ready  parent CPU"
            + "  | ratio prompt  MCP ready");
    StringBuilder csv =
        new StringBuilder("variant,round,node_ms,prompt_ms,mcp_ready_ms,parent_cpu_ms\n");
    Variant direct = variants.get(variants.size() - 1);
    for (Variant variant : variants) {
      double[] prompts = values(variant, PromptTimer.Sample::promptMillis);
      System.out.printf(
          Locale.ROOT,
          "%-22s %6.0f  %6.0f (%5.0f-%5.0f) %9.0f  %10.0f  | %12.3f  %9.3f%n",
          variant.name(),
          median(values(variant, PromptTimer.Sample::nodeMillis)),
          median(prompts),
          prompts[0],
          prompts[prompts.length - 1],
          median(values(variant, PromptTimer.Sample::mcpReadyMillis)),
          median(values(variant, PromptTimer.Sample::parentCpuMillis)),
          median(prompts) / median(values(direct, PromptTimer.Sample::promptMillis)),
          median(values(variant, PromptTimer.Sample::mcpReadyMillis))
              / median(values(direct, PromptTimer.Sample::mcpReadyMillis)));
      for (int i = 0; i < variant.samples().size(); i++) {
        PromptTimer.Sample sample = variant.samples().get(i);
        csv.append(
            String.format(
                Locale.ROOT,
                "%s,%d,%.1f,%.1f,%.1f,%.1f%n",
                variant.name(),
                i + 1,
                sample.nodeMillis(),
                sample.promptMillis(),
                sample.mcpReadyMillis(),
                sample.parentCpuMillis()));
      }
    }
    Files.writeString(out.resolve("samples.csv"), csv.toString(), StandardCharsets.UTF_8);
  }

  /** One figure of every sample of {@code variant}, sorted. */
  private static double[] values(Variant variant, ToDoubleFunction<PromptTimer.Sample> figure) {
    return variant.samples().stream().mapToDouble(figure).sorted().toArray();
  }

  private static double median(double[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  /** The 1, 5 and 15 minute load averages. */
  static String load() throws IOException {
    String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
    return String.join(" ", Arrays.copyOf(fields, 3));
  }
}
