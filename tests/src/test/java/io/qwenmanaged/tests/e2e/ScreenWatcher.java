package io.qwenmanaged.tests.e2e;

import java.time.Duration;
import java.util.function.Predicate;

/**
 * Watches the tmux window: waits for screen conditions (polling {@code capture-pane}, never a fixed
 * sleep) and sends keys after a short settle pause. Every screen it waits for is saved.
 */
final class ScreenWatcher {

  /** The pause after a dialog appears and before a key is sent, so its input handler is ready. */
  private static final Duration SETTLE = Duration.ofMillis(400);

  private static final Duration POLL = Duration.ofMillis(150);

  private final Tmux tmux;
  private final ScreenLog screens;

  ScreenWatcher(Tmux tmux, ScreenLog screens) {
    this.tmux = tmux;
    this.screens = screens;
  }

  /**
   * Waits until {@code condition} holds for two captures in a row (so a frame caught while Qwen
   * redraws does not count); saves and returns the second. Fails, with the screen saved as {@code
   * failed-<what>}, after {@code timeout} or as soon as Qwen has exited.
   */
  String await(String what, Duration timeout, Predicate<String> condition) {
    long deadline = System.nanoTime() + timeout.toNanos();
    boolean heldBefore = false;
    while (true) {
      String screen = tmux.capture();
      boolean holds = condition.test(screen);
      if (holds && heldBefore) {
        screens.save(what, screen);
        return screen;
      }
      heldBefore = holds;
      boolean exited = tmux.paneDead();
      if (exited || System.nanoTime() > deadline) {
        String reason = exited ? "Qwen Code exited" : "timed out after " + timeout;
        throw new AssertionError(
            "Waiting for '"
                + what
                + "': "
                + reason
                + "; screen saved as "
                + screens.save("failed-" + what, screen)
                + "\n"
                + screen);
      }
      sleep(POLL);
    }
  }

  /** After a short settle pause, sends tmux key names (e.g. {@code Enter}, {@code BTab}). */
  void press(String... keys) {
    sleep(SETTLE);
    tmux.sendKeys(keys);
  }

  /** Types {@code text} literally. */
  void type(String text) {
    tmux.type(text);
  }

  /** Saves the current screen as {@code what} and returns it. */
  String snapshot(String what) {
    String screen = tmux.capture();
    screens.save(what, screen);
    return screen;
  }

  private static void sleep(Duration duration) {
    try {
      Thread.sleep(duration.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }
}
