package io.qwenmanaged.policy.json;

/**
 * The text of a JSON document and the place the tree parser has reached in it. Every step that
 * finds what the parser does not read throws {@link NotRead}, which the parser turns into "left to
 * Jackson".
 */
final class JsonCursor {

  /** The text is not one the tree parser reads; never leaves this package's parser. */
  static final class NotRead extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final NotRead INSTANCE = new NotRead();

    private NotRead() {
      super(null, null, false, false);
    }
  }

  private final String text;
  private int at;

  JsonCursor(String text) {
    this.text = text;
  }

  /** Whether the whole text has been read. */
  boolean atEnd() {
    return at == text.length();
  }

  /** The place reached, as an index into the text. */
  int position() {
    return at;
  }

  /** The text from {@code start} to {@code end}. */
  String slice(int start, int end) {
    return text.substring(start, end);
  }

  /** Appends the text from {@code start} to {@code end} to {@code out}. */
  void copy(StringBuilder out, int start, int end) {
    out.append(text, start, end);
  }

  /** The next character, not consumed. */
  char peek() {
    if (at >= text.length()) {
      throw NotRead.INSTANCE;
    }
    return text.charAt(at);
  }

  /** The next character, consumed. */
  char next() {
    char c = peek();
    at++;
    return c;
  }

  /** Moves past one character already looked at. */
  void skip() {
    at++;
  }

  /** Whether there is a next character and it is {@code c} (not consumed). */
  boolean nextIs(char c) {
    return at < text.length() && text.charAt(at) == c;
  }

  /** Whether there is a next character and it is a digit (not consumed). */
  boolean nextIsDigit() {
    return at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9';
  }

  /** Consumes {@code c}, or refuses. */
  void expect(char c) {
    if (next() != c) {
      throw NotRead.INSTANCE;
    }
  }

  /** Moves past JSON white space. */
  void skipSpace() {
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        return;
      }
      at++;
    }
  }

  /** Whether the next character closes the container ({@code close}) rather than separating. */
  boolean endOf(char close) {
    char c = next();
    if (c != close && c != ',') {
      throw NotRead.INSTANCE;
    }
    return c == close;
  }

  /** Consumes the literal {@code word} when the text has it here, followed by a delimiter. */
  boolean word(String word) {
    if (!text.startsWith(word, at)) {
      return false;
    }
    int end = at + word.length();
    if (end < text.length() && !delimiter(text.charAt(end))) {
      throw NotRead.INSTANCE;
    }
    at = end;
    return true;
  }

  /** Refuses unless the text ends here or a delimiter follows (after a number). */
  void expectDelimiter() {
    if (at < text.length() && !delimiter(text.charAt(at))) {
      throw NotRead.INSTANCE;
    }
  }

  /** What may follow a number or a literal. */
  private static boolean delimiter(char c) {
    return c == ',' || c == ']' || c == '}' || c == ' ' || c == '\n' || c == '\r' || c == '\t';
  }
}
