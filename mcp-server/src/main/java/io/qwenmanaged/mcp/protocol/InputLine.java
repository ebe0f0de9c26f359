package io.qwenmanaged.mcp.protocol;

/** What the {@link LineReader} found next on stdin. */
sealed interface InputLine
    permits InputLine.Frame, InputLine.TooLong, InputLine.Unreadable, InputLine.End {

  /**
   * One complete line, without its terminating newline (the last line of the input may have none):
   * the first {@code length} bytes of {@code bytes}.
   */
  record Frame(byte[] bytes, int length) implements InputLine {}

  /** A line longer than the limit; its bytes were discarded as they arrived. */
  record TooLong() implements InputLine {}

  /** A line that could not be held because memory ran out; its bytes were discarded. */
  record Unreadable() implements InputLine {}

  /** The input ended. */
  record End() implements InputLine {}
}
