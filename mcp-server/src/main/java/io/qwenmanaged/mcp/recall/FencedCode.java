package io.qwenmanaged.mcp.recall;

/**
 * Fenced code blocks in a prompt: from a run of three backticks or three tildes to the next run of
 * the same three characters, or to the end of the text when the fence is never closed. Code is what
 * a developer pastes, and it is where keys and connection strings sit, so none of it is searched.
 */
final class FencedCode {

  private static final String[] FENCES = {"```", "~~~"};

  private FencedCode() {}

  /** {@code text} with every fenced block, its fences included, replaced by one space. */
  static String remove(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int from = 0;
    while (true) {
      int open = -1;
      String fence = null;
      for (String candidate : FENCES) {
        int at = text.indexOf(candidate, from);
        if (at >= 0 && (open < 0 || at < open)) {
          open = at;
          fence = candidate;
        }
      }
      if (open < 0) {
        return out.append(text, from, text.length()).toString();
      }
      out.append(text, from, open).append(' ');
      int close = text.indexOf(fence, open + fence.length());
      if (close < 0) {
        return out.toString();
      }
      from = close + fence.length();
    }
  }
}
