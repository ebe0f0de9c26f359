package io.qwenmanaged.tests.e2e.harness;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Watches the tmux window: waits for screen conditions (polling {@code capture-pane}, never a fixed
 * sleep) and for the command in the pane to exit ({@link PaneExit}), and sends keys after a short
 * settle pause. Every screen it waits for is saved.
 */
final class ScreenWatcher {

  /** The pause after a dialog appears and before a key is sent, so its input handler is ready. */
  private static final Duration SETTLE = Duration.ofMillis(400);

  private static final Duration POLL = Duration.ofMillis(150);

  /** How long a screen may still change after the command in the pane has exited. */
  private static final Duration EXIT_GRACE = Duration.ofSeconds(2);

  private final Tmux tmux;
  private final ScreenLog screens;
  private final PaneExit exit;

  ScreenWatcher(Tmux tmux, ScreenLog screens, PaneExit exit) {
    this.tmux = tmux;
    this.screens = screens;
    this.exit = exit;
  }

  /**
   * Waits until {@code condition} holds for two captures in a row (so a frame caught while Qwen
   * redraws does not count; once the command has exited, one capture is enough); saves and returns
   * that screen. Fails, with the screen saved as {@code failed-<what>}, after {@code timeout} or
   * {@link #EXIT_GRACE} after the command in the pane has exited.
   */
  String await(String what, Duration timeout, Predicate<String> condition) {
    return await(what, timeout, condition, tmux::capture);
  }

  /**
   * {@link #await} on the window with every wrapped line joined again, for a text longer than the
   * window is wide (such as a message naming several long paths).
   */
  String awaitUnwrapped(String what, Duration timeout, Predicate<String> condition) {
    return await(what, timeout, condition, tmux::captureUnwrapped);
  }

  private String await(
      String what, Duration timeout, Predicate<String> condition, Supplier<String> capture) {
    long deadline = System.nanoTime() + timeout.toNanos();
    long exitDeadline = Long.MAX_VALUE;
    boolean heldBefore = false;
    while (true) {
      // Looked at before the capture: once the command has ended, everything it wrote is in the
      // terminal, and tmux shows it within moments.
      Optional<Integer> status = exit.status();
      String screen = capture.get();
      boolean holds = condition.test(screen);
      if (holds && (heldBefore || status.isPresent())) {
        screens.save(what, screen);
        return screen;
      }
      heldBefore = holds;
      long now = System.nanoTime();
      if (status.isPresent() && exitDeadline == Long.MAX_VALUE) {
        exitDeadline = now + EXIT_GRACE.toNanos();
      }
      if (now > exitDeadline || now > deadline) {
        String reason =
            status.isPresent()
                ? "qwen-managed exited with status " + status.get()
                : "timed out after " + timeout;
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

  /**
   * Waits until the command in the pane has exited and returns its exit status; saves the screen as
   * {@code what}. Fails, with the screen saved as {@code failed-<what>}, after {@code timeout}.
   */
  int awaitExit(String what, Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    Optional<Integer> status = exit.status();
    while (status.isEmpty()) {
      if (System.nanoTime() > deadline) {
        String screen = tmux.capture();
        throw new AssertionError(
            "Waiting for '"
                + what
                + "': still running after "
                + timeout
                + "; screen saved as "
                + screens.save("failed-" + what, screen)
                + "\n"
                + screen);
      }
      sleep(POLL);
      status = exit.status();
    }
    snapshot(what);
    return status.get();
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

  /** The current screen, not saved. */
  String capture() {
    return tmux.capture();
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
