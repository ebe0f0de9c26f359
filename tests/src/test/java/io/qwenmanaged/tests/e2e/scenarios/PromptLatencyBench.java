package io.qwenmanaged.tests.e2e.scenarios;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What auto-recall adds to every prompt (a benchmark, not a test; run by {@code
 * tests/bench/startup-feel-bench.sh} after the start-up figures): two sessions of the installed kit
 * in real Qwen, one with auto-recall and one without, both read-only against the same kind of fake
 * Mem0 (one result, answered at once) and fake model. Round by round, alternating which goes first,
 * each session gets a prompt typed in its pane; the figure is the time from the Enter key until the
 * fake model receives the request carrying that prompt. The difference of the medians is the
 * latency the hook adds, as the developer feels it before the model even starts.
 *
 * <pre>
 * java -Dkit.root=REPO -cp TEST_CLASSPATH io.qwenmanaged.tests.e2e.scenarios.PromptLatencyBench RUNS WARMUP
 * </pre>
 */
public final class PromptLatencyBench {

  private static final long POLL_NANOS = 2_000_000;
  private static final long LIMIT_NANOS = 60_000_000_000L;

  private PromptLatencyBench() {}

  public static void main(String[] args) throws IOException {
    int runs = Integer.parseInt(args[0]);
    int warmup = Integer.parseInt(args[1]);
    try (QwenSession plain = QwenSession.start(Scenario.readOnly("prompt-latency-plain"));
        QwenSession recall = QwenSession.start(withAutoRecall())) {
      List<QwenSession> sessions = List.of(recall, plain);
      for (QwenSession session : sessions) {
        session.mem0().setSearchResults("[{\"id\":\"m1\",\"memory\":\"Builds run nightly.\"}]");
      }
      double[][] samples = new double[2][runs];
      String loadBefore = StartupFeelReport.load();
      for (int round = -warmup; round < runs; round++) {
        for (int k = 0; k < 2; k++) {
          int which = Math.floorMod(round + k, 2);
          double millis =
              promptToModel(sessions.get(which), "round " + round + " variant " + which);
          if (round >= 0) {
            samples[which][round] = millis;
          }
        }
      }
      print(samples, runs, warmup, loadBefore, recall.mem0().searchCalls().size());
    }
  }

  private static Scenario withAutoRecall() {
    ObjectNode overlay = JsonNodeFactory.instance.objectNode();
    overlay.putObject("autoRecall").put("enabled", true).put("timeoutMs", 1500);
    return Scenario.readOnly("prompt-latency-recall").withPlanOverlay(overlay);
  }

  /**
   * Types a prompt in {@code session}, presses Enter, and returns the milliseconds until the model
   * receives it; then waits until the model's answer is on screen, so the next prompt starts idle.
   */
  private static double promptToModel(QwenSession session, String label) {
    String marker = "latency " + session.nonce() + " " + label.replace(' ', '-');
    String prompt = "What runs at night? " + marker;
    int before = session.model().chatRequests().size();
    session.type(prompt);
    session.press("Enter");
    long start = System.nanoTime();
    while (!received(session, before, marker)) {
      if (System.nanoTime() - start > LIMIT_NANOS) {
        throw new IllegalStateException("the model never received: " + prompt);
      }
      sleep();
    }
    double millis = (System.nanoTime() - start) / 1_000_000.0;
    String answer = session.model().script().plainText();
    session.await(
        "answered " + label,
        QwenSession.STEP_TIMEOUT,
        screen -> screen.lastIndexOf(answer) > screen.lastIndexOf(marker));
    return millis;
  }

  private static boolean received(QwenSession session, int before, String marker) {
    List<JsonNode> requests = session.model().chatRequests();
    for (JsonNode request : requests.subList(before, requests.size())) {
      if (request.toString().contains(marker)) {
        return true;
      }
    }
    return false;
  }

  private static void sleep() {
    try {
      Thread.sleep(POLL_NANOS / 1_000_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  private static void print(
      double[][] samples, int runs, int warmup, String loadBefore, int searches)
      throws IOException {
    double recall = median(samples[0]);
    double plain = median(samples[1]);
    System.out.printf(
        Locale.ROOT,
        "prompt latency: Enter → the model receives the prompt; %d rounds after %d warm-up,"
            + " interleaved; load average %s → %s%n",
        runs,
        warmup,
        loadBefore,
        StartupFeelReport.load());
    System.out.printf(Locale.ROOT, "  %-26s %8.1f ms (median)%n", "with auto-recall", recall);
    System.out.printf(Locale.ROOT, "  %-26s %8.1f ms (median)%n", "without auto-recall", plain);
    System.out.printf(
        Locale.ROOT,
        "  %-26s %8.1f ms (%.2f x); the recall session searched %d times%n",
        "added by auto-recall",
        recall - plain,
        recall / plain,
        searches);
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
