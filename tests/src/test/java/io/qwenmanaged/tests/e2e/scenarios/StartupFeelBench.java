package io.qwenmanaged.tests.e2e.scenarios;

import io.qwenmanaged.install.exec.ArchiveKind;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.tests.e2e.harness.DirectQwen;
import io.qwenmanaged.tests.e2e.harness.FakeModel;
import io.qwenmanaged.tests.e2e.harness.JavaStarts;
import io.qwenmanaged.tests.e2e.harness.KitFiles;
import io.qwenmanaged.tests.e2e.harness.LauncherCommand;
import io.qwenmanaged.tests.e2e.harness.McpTraffic;
import io.qwenmanaged.tests.e2e.harness.ModelScript;
import io.qwenmanaged.tests.e2e.harness.PaneScript;
import io.qwenmanaged.tests.e2e.harness.PromptTimer;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.ScenarioFiles;
import io.qwenmanaged.tests.e2e.harness.ScenarioSetup;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What the developer feels (a benchmark, not a test; run by {@code
 * tests/bench/startup-feel-bench.sh}): {@code qwen-managed} typed in a tmux pane until Qwen's input
 * prompt is on screen, against the same pinned Qwen started directly ({@code env -i <the
 * environment the launcher would build> node --expose-gc cli.js} in the workspace, so with the same
 * generated settings and the same MCP server), interleaved round by round with a rotating first
 * variant. The installation is the end-to-end suite's ({@link ScenarioSetup}: installed from the
 * linux-x64 bundle, on its Java, Node.js and Qwen Code, with the fake model and Mem0), under a
 * plain install prefix; the launcher runs with its JVM flags, with the class-data archive an
 * installer would train (one start, ended at the prompt) and without it. Prints medians and ratios;
 * raw samples go to {@code tests/target/e2e/startup-feel-bench/samples.csv}.
 *
 * <pre>
 * java -Dkit.root=REPO -cp TEST_CLASSPATH io.qwenmanaged.tests.e2e.scenarios.StartupFeelBench RUNS WARMUP
 * </pre>
 */
public final class StartupFeelBench {

  /**
   * The install prefix: a plain name, as an installation would have. (JDK 17 does not use an
   * archive's application classes when the jar's path has a space: measured with 17.0.15.)
   */
  private static final String PREFIX = "opt";

  private StartupFeelBench() {}

  public static void main(String[] args) throws IOException {
    int runs = Integer.parseInt(args[0]);
    int warmup = Integer.parseInt(args[1]);
    ScenarioFiles files = ScenarioFiles.create("startup-feel-bench");
    try (FakeMem0 mem0 = new FakeMem0();
        FakeModel model = FakeModel.start(new ModelScript("bench"), files.modelLog())) {
      mem0.start();
      McpTraffic mcp = new McpTraffic(files.output());
      JavaStarts starts = new JavaStarts(files.output());
      ScenarioSetup.Installed kit =
          ScenarioSetup.install(
              Scenario.write("startup-feel-bench"),
              files,
              files.runtimeRoot().resolve(PREFIX),
              mcp,
              starts,
              mem0.baseUrl());
      String credential = "bench-mem0-key";
      Map<String, String> terminal =
          ScenarioSetup.developerTerminal(files, model.baseUrl(), credential);
      Path archive = files.runtimeRoot().resolve("launcher.jsa");
      PromptTimer timer = new PromptTimer(files, mcp);

      // Trained as the installer trains the launcher's: an ahead-of-time cache where the kit's java
      // can make one (Java 25), else a dynamic class-data archive.
      ArchiveKind kind = ArchiveKind.of(KitFiles.java().toString(), files.runtimeRoot());
      Path training =
          launcherScript(files, kit, terminal, "train", List.of(kind.trainingFlag(archive)));
      timer.runOnceAndStopQwen(training);
      if (!Files.isRegularFile(archive) || Files.size(archive) == 0) {
        throw new IllegalStateException("the training start wrote no class-data archive");
      }
      System.out.println("archive: " + archiveUse(files, kit, archive));
      List<StartupFeelReport.Variant> variants = new ArrayList<>();
      variants.add(
          variant(
              "qwen-managed",
              launcherScript(
                  files, kit, terminal, "archive", List.of("-XX:SharedArchiveFile=" + archive))));
      variants.add(
          variant("qwen-managed-no-archive", launcherScript(files, kit, terminal, "", List.of())));
      variants.add(variant("qwen-direct", directScript(files, kit, terminal, credential)));

      String loadBefore = StartupFeelReport.load();
      for (int round = -warmup; round < runs; round++) {
        for (int k = 0; k < variants.size(); k++) {
          StartupFeelReport.Variant variant =
              variants.get(Math.floorMod(round + k, variants.size()));
          PromptTimer.Sample sample = timer.time(variant.script());
          if (round >= 0) {
            variant.samples().add(sample);
          }
        }
        System.err.printf(
            Locale.ROOT,
            round < 0 ? "warm-up round done%n" : "round %d of %d done%n",
            round + 1,
            runs);
      }
      StartupFeelReport.print(
          variants, runs, warmup, loadBefore, StartupFeelReport.load(), files.output());
    } finally {
      files.deleteRuntime();
    }
  }

  /**
   * How many of the launcher's own classes that {@code qwen-managed --version} loads come from
   * {@code archive} (a JVM that cannot use it falls back silently).
   */
  private static String archiveUse(ScenarioFiles files, ScenarioSetup.Installed kit, Path archive)
      throws IOException {
    Path log = files.runtimeRoot().resolve("archive-check.log");
    List<String> command =
        LauncherCommand.of(
            kit.policy(),
            List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:class+load=info:file=" + log + "::"),
            List.of("--version"));
    try {
      Process check = new ProcessBuilder(command).redirectErrorStream(true).start();
      check.getOutputStream().close();
      check.getInputStream().readAllBytes();
      check.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
    List<String> own =
        Files.readAllLines(log).stream().filter(line -> line.contains("io.qwenmanaged.")).toList();
    long archived = own.stream().filter(line -> line.contains("shared objects file")).count();
    return archived + " of the " + own.size() + " launcher classes --version loads come from it";
  }

  private static StartupFeelReport.Variant variant(String name, Path script) {
    return new StartupFeelReport.Variant(name, script, new ArrayList<>());
  }

  /** The pane script of {@code qwen-managed}, with {@code extra} JVM flags (an archive's). */
  private static Path launcherScript(
      ScenarioFiles files,
      ScenarioSetup.Installed kit,
      Map<String, String> terminal,
      String name,
      List<String> extra) {
    Path script = files.runtimeRoot().resolve("launcher-" + (name.isEmpty() ? "plain" : name));
    PaneScript.write(
        script,
        terminal,
        LauncherCommand.of(kit.policy(), extra, List.of()),
        Optional.empty(),
        Optional.empty(),
        files.paneExit());
    return script;
  }

  /** The pane script that starts the pinned Qwen directly, as the launcher would. */
  private static Path directScript(
      ScenarioFiles files,
      ScenarioSetup.Installed kit,
      Map<String, String> terminal,
      String credential) {
    Path script = files.runtimeRoot().resolve("direct");
    PaneScript.write(
        script,
        DirectQwen.environment(kit.policy(), terminal, credential, files.runtimeRoot()),
        DirectQwen.command(kit.policy()),
        Optional.of(files.workspace()),
        Optional.empty(),
        files.paneExit());
    files.keep(script, "direct.sh");
    return script;
  }
}
