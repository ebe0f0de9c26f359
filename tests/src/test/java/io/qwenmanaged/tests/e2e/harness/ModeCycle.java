package io.qwenmanaged.tests.e2e.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The approval modes a developer reaches by pressing Shift+Tab, each read from the footer Qwen
 * draws for it. A mode the cycle skips is unreachable: pressing on, the developer comes back to the
 * mode they started in without ever seeing it.
 */
public final class ModeCycle {

  /** Each mode's footer, by the mode's name in Qwen's settings. */
  private static final Map<String, String> FOOTERS = new LinkedHashMap<>();

  static {
    FOOTERS.put("default", QwenScreens.FOOTER_DEFAULT);
    FOOTERS.put("auto-edit", QwenScreens.FOOTER_AUTO_EDIT);
    FOOTERS.put("auto", QwenScreens.FOOTER_AUTO);
    FOOTERS.put("yolo", QwenScreens.FOOTER_YOLO);
    FOOTERS.put("plan", QwenScreens.FOOTER_PLAN);
  }

  /** More presses than Qwen has modes: a longer cycle repeats itself. */
  private static final int MOST_PRESSES = FOOTERS.size() + 1;

  /**
   * Where pressing led.
   *
   * @param reached whether the wanted mode's footer appeared
   * @param seen the mode after each press, in order
   */
  public record Walk(boolean reached, List<String> seen) {

    public Walk {
      seen = List.copyOf(seen);
    }

    /** One line for a report: the modes seen, and whether the wanted one was among them. */
    public String describe(String wanted) {
      return (reached ? wanted + " reached" : wanted + " NOT reachable by Shift+Tab")
          + " (footers after each press: "
          + String.join(" → ", seen)
          + ")";
    }
  }

  private ModeCycle() {}

  /**
   * Presses Shift+Tab until the footer shows {@code wanted}, or shows the mode the session was in
   * before the first press again.
   */
  public static Walk toward(QwenSession qwen, String wanted) {
    String start = modeOn(qwen.screen());
    List<String> seen = new ArrayList<>();
    String current = start;
    for (int press = 1; press <= MOST_PRESSES; press++) {
      qwen.press("BTab");
      String before = current;
      String screen =
          qwen.await(
              "shift-tab-" + press,
              QwenSession.STEP_TIMEOUT,
              shown -> !modeOn(shown).isEmpty() && !modeOn(shown).equals(before));
      current = modeOn(screen);
      seen.add(current);
      if (current.equals(wanted)) {
        return new Walk(true, seen);
      }
      if (current.equals(start)) {
        return new Walk(false, seen);
      }
    }
    return new Walk(false, seen);
  }

  /** The mode whose footer {@code screen} shows; empty when it shows none. */
  static String modeOn(String screen) {
    return FOOTERS.entrySet().stream()
        .filter(footer -> screen.contains(footer.getValue()))
        .map(Map.Entry::getKey)
        .findFirst()
        .orElse("");
  }
}
