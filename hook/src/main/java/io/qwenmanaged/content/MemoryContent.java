package io.qwenmanaged.content;

/**
 * The memory-content contract shared by the confirmation hook and the MCP server.
 *
 * <p>Content is valid when it has at most {@value #MAX_CODE_POINTS} Unicode code points, contains
 * no unpaired UTF-16 surrogate, and has at least one code point outside White_Space ∪ Cc ∪ Cf.
 * Validation never alters the content: valid content is sent exactly as given.
 */
public final class MemoryContent {

  /** Largest number of Unicode code points a memory may have. */
  public static final int MAX_CODE_POINTS = 4000;

  private MemoryContent() {}

  /** Returns whether {@code content} satisfies the contract; {@code null} is invalid. */
  public static boolean isValid(String content) {
    if (content == null
        || Utf16.hasUnpairedSurrogate(content)
        || content.codePointCount(0, content.length()) > MAX_CODE_POINTS) {
      return false;
    }
    return content.codePoints().anyMatch(MemoryContent::isVisible);
  }

  /** A code point counts as visible when it is none of White_Space, Cc or Cf. */
  static boolean isVisible(int codePoint) {
    return !UnicodeTables.isWhiteSpace(codePoint)
        && !UnicodeTables.isControl(codePoint)
        && !UnicodeTables.isFormat(codePoint);
  }
}
