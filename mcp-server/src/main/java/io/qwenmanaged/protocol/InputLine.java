package io.qwenmanaged.protocol;

/** What the {@link LineReader} found next on stdin. */
sealed interface InputLine permits InputLine.Frame, InputLine.TooLong, InputLine.End {

  /**
   * One complete line, without its terminating newline (the last line of the input may have none).
   */
  record Frame(byte[] bytes) implements InputLine {}

  /** A line longer than the limit; its bytes were discarded as they arrived. */
  record TooLong() implements InputLine {}

  /** The input ended. */
  record End() implements InputLine {}
}
