package io.qwenmanaged.tests.e2e.harness;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * Plays the developer who approves whatever Qwen asks: until {@code done} holds or the budget is
 * spent, every confirmation dialog that appears is recorded ({@link SeenDialog}), its screen saved,
 * and — unless the scenario must show what happens without a key press — answered with its first
 * choice, "Yes, allow once".
 */
final class DialogDriver {

  static final String ALLOW = "Yes, allow once";

  /**
   * The line of a dialog's refusing answer: "No, suggest changes (esc)", or just "No" in the box
   * that a subagent's confirmation is shown in.
   */
  private static final Pattern NO = Pattern.compile("^\\s*(› )?\\d\\. No\\b.*$");

  private static final Duration POLL = Duration.ofMillis(150);

  /** A dialog still open this long after its answer gets the answer again (a lost key). */
  private static final Duration ANSWER_AGAIN = Duration.ofSeconds(10);

  /** What happened while driving. */
  public record Drive(List<SeenDialog> dialogs, int keyPresses, boolean finished) {

    public Drive {
      dialogs = List.copyOf(dialogs);
    }
  }

  private DialogDriver() {}

  /** Whether {@code screen} shows a confirmation dialog with its answers. */
  static boolean open(String screen) {
    return screen.contains(ALLOW) && lastRefusal(List.of(screen.split("\n", -1))) >= 0;
  }

  /**
   * The open dialog's lines: from the tool line above its answers ({@code ?} for a call waiting for
   * approval, {@code ⊷} for a subagent's call shown in its agent's box) down to its last answer.
   */
  static String region(String screen) {
    List<String> lines = List.of(screen.split("\n", -1));
    int last = Math.max(0, lastRefusal(lines));
    int allow = lastIndexContaining(lines, ALLOW, last);
    int first = Math.max(0, allow - 14);
    for (int i = allow; i >= first; i--) {
      String line = lines.get(i).strip();
      if (line.startsWith("? ") || line.startsWith("\u22B7 ")) {
        first = i;
        break;
      }
    }
    return String.join("\n", lines.subList(first, last + 1));
  }

  /**
   * Drives the session until {@code done} holds while no dialog is open, or {@code budget} has
   * passed (then {@link Drive#finished()} is false).
   */
  static Drive drive(QwenSession qwen, BooleanSupplier done, Duration budget, boolean answer) {
    List<SeenDialog> dialogs = new ArrayList<>();
    int presses = 0;
    String handled = null;
    long handledAt = 0;
    int closedCaptures = 0;
    long deadline = System.nanoTime() + budget.toNanos();
    while (System.nanoTime() < deadline) {
      String screen = qwen.screen();
      if (open(screen)) {
        closedCaptures = 0;
        String region = region(screen);
        if (!region.equals(handled)) {
          String stable = settled(qwen, screen);
          dialogs.add(SeenDialog.of(region(stable)));
          qwen.keepScreen("dialog-" + dialogs.size(), stable);
          handled = region;
          handledAt = System.nanoTime();
          if (answer) {
            qwen.press("Enter");
            presses++;
          }
        } else if (answer && System.nanoTime() - handledAt > ANSWER_AGAIN.toNanos()) {
          qwen.press("Enter");
          presses++;
          handledAt = System.nanoTime();
        }
      } else if (++closedCaptures >= 2) {
        handled = null;
        if (done.getAsBoolean()) {
          return new Drive(dialogs, presses, true);
        }
      }
      sleep(POLL);
    }
    return new Drive(dialogs, presses, false);
  }

  /**
   * The screen once the dialog first seen on {@code first} looked the same twice (at most ~3 s; the
   * last screen showing it when it closed sooner).
   */
  private static String settled(QwenSession qwen, String first) {
    String previous = first;
    for (int i = 0; i < 20; i++) {
      String screen = qwen.screen();
      if (!open(screen)) {
        return previous;
      }
      if (screen.equals(previous)) {
        return screen;
      }
      previous = screen;
      sleep(POLL);
    }
    return previous;
  }

  private static int lastRefusal(List<String> lines) {
    for (int i = lines.size() - 1; i >= 0; i--) {
      if (NO.matcher(lines.get(i)).matches()) {
        return i;
      }
    }
    return -1;
  }

  private static int lastIndexContaining(List<String> lines, String text, int from) {
    for (int i = Math.min(from, lines.size() - 1); i >= 0; i--) {
      if (lines.get(i).contains(text)) {
        return i;
      }
    }
    return 0;
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
