package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Times one start of a pane script in a fresh tmux server, as the developer sees it: from the
 * moment before tmux is asked to start the pane until Qwen's input prompt (its placeholder) is on
 * screen, and until its MCP server has also listed its tools and the "connecting" line is gone. The
 * screen is polled with {@code capture-pane} every {@value #POLL_MILLIS} ms, so each figure is late
 * by at most one poll and its capture. Afterwards the tmux server and every process of the pane are
 * ended before the next start.
 */
public final class PromptTimer {

  public static final long POLL_MILLIS = 50;
  private static final Duration TIMEOUT = Duration.ofMinutes(2);

  /**
   * One start, in milliseconds from spawn.
   *
   * @param nodeMillis when the pane's {@code node} process (Qwen) was first seen
   * @param promptMillis when the prompt was first on screen
   * @param mcpReadyMillis when, in addition, the MCP server had listed its tools
   * @param parentCpuMillis CPU time the parent of {@code node} (the launcher's JVM, or the pane's
   *     shell) used between Qwen's spawn and its prompt
   */
  public record Sample(
      double nodeMillis, double promptMillis, double mcpReadyMillis, double parentCpuMillis) {}

  private final ScenarioFiles files;
  private final McpTraffic mcp;

  public PromptTimer(ScenarioFiles files, McpTraffic mcp) {
    this.files = files;
    this.mcp = mcp;
  }

  /** Starts {@code script} in the workspace and times it; fails if it exits or never gets there. */
  public Sample time(Path script) {
    reset();
    long start = System.nanoTime();
    try (Tmux tmux = Tmux.start(files.tmuxSocket(), files.tmuxConfig(), script, files.workspace());
        NodeSpawnWatch spawn = NodeSpawnWatch.start(tmux.paneProcess())) {
      long prompt = -1;
      double parentCpu = Double.NaN;
      while (true) {
        String screen = tmux.capture();
        long now = System.nanoTime();
        if (prompt < 0 && screen.contains(QwenScreens.PROMPT_PLACEHOLDER)) {
          prompt = now;
          parentCpu = spawn.parentCpuMillisSinceSpawn();
          if (!screen.contains("Qwen Code (v" + KitFiles.QWEN_CODE_VERSION + ")")) {
            throw new IllegalStateException("not the pinned Qwen Code:\n" + screen);
          }
        }
        if (prompt >= 0
            && mcp.listedTools().isPresent()
            && !screen.contains(QwenScreens.CONNECTING_MCP)) {
          tmux.rememberPaneProcesses();
          return new Sample(
              millis(spawn.seenAt() - start),
              millis(prompt - start),
              millis(now - start),
              parentCpu);
        }
        if (files.paneExit().status().isPresent() || now - start > TIMEOUT.toNanos()) {
          throw new IllegalStateException(
              script.getFileName() + " never showed a ready prompt:\n" + screen);
        }
        Thread.sleep(POLL_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  /**
   * Starts {@code script} (a launcher that writes its class-data archive at exit), waits for the
   * prompt, then ends Qwen with SIGTERM, so the launcher exits, and waits for that.
   */
  public void runOnceAndStopQwen(Path script) {
    reset();
    try (Tmux tmux =
        Tmux.start(files.tmuxSocket(), files.tmuxConfig(), script, files.workspace())) {
      long deadline = System.nanoTime() + TIMEOUT.toNanos();
      while (!tmux.capture().contains(QwenScreens.PROMPT_PLACEHOLDER)) {
        if (System.nanoTime() > deadline || files.paneExit().status().isPresent()) {
          throw new IllegalStateException(script.getFileName() + " never showed its prompt");
        }
        Thread.sleep(POLL_MILLIS);
      }
      tmux.rememberPaneProcesses();
      tmux.paneProcess()
          .descendants()
          .filter(process -> process.info().command().orElse("").endsWith("/node"))
          .forEach(ProcessHandle::destroy);
      while (files.paneExit().status().isEmpty()) {
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException(script.getFileName() + " did not exit after Qwen");
        }
        Thread.sleep(POLL_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  private void reset() {
    mcp.clear();
    try {
      Files.deleteIfExists(files.paneExit().file());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static double millis(long nanos) {
    return nanos / 1_000_000.0;
  }
}
