package io.qwenmanaged.mcp.recall;

import io.qwenmanaged.mcp.tools.SearchQuery;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Turns a submitted prompt into the auto-recall search query, removing what must not leave the
 * machine. In this order:
 *
 * <ol>
 *   <li>keep the first {@value #MAX_PROMPT_CODE_POINTS} code points;
 *   <li>remove fenced code blocks ({@link FencedCode});
 *   <li>remove every occurrence of the credential's own value;
 *   <li>remove assignments {@code name=value} or {@code name: value} whose name contains {@code
 *       api_key}, {@code apikey}, {@code token}, {@code password} or {@code secret}, in any case;
 *   <li>remove {@code Bearer <token>};
 *   <li>remove JWT-like {@code a.b.c} triples whose three segments have 8 or more characters;
 *   <li>remove runs of 32 or more of {@code [A-Za-z0-9_-]};
 *   <li>collapse whitespace runs to one space and trim, as the search tool does;
 *   <li>keep the first {@value #MAX_QUERY_CODE_POINTS} code points.
 * </ol>
 *
 * Every removal leaves a space, so the words either side never join. An empty result means there is
 * nothing to search for.
 */
final class QuerySanitiser {

  static final int MAX_PROMPT_CODE_POINTS = 4096;
  static final int MAX_QUERY_CODE_POINTS = 512;

  /** JavaScript's whitespace: Java's {@code \s} is ASCII whitespace only. */
  private static final String SPACE =
      "\\t\\n\\x0B\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF";

  private static final List<Pattern> SECRETS =
      List.of(
          Pattern.compile(
              "(?<![A-Za-z0-9_.-])[A-Za-z0-9_.-]*?(?:api_key|apikey|token|password|secret)[A-Za-z0-9_.-]*"
                  + "[ \\t]*[:=][ \\t]*(?:\"[^\"\\n]*\"|'[^'\\n]*'|[^"
                  + SPACE
                  + "]+)",
              Pattern.CASE_INSENSITIVE),
          Pattern.compile("\\bBearer[" + SPACE + "]+[A-Za-z0-9._~+/=-]+", Pattern.CASE_INSENSITIVE),
          Pattern.compile("[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}"),
          Pattern.compile("[A-Za-z0-9_-]{32,}"));

  private QuerySanitiser() {}

  /**
   * The query for {@code prompt}; empty when nothing is left to search for.
   *
   * @param credential the provider credential's value, never sent
   */
  static String sanitise(String prompt, String credential) {
    String text = FencedCode.remove(prefix(prompt, MAX_PROMPT_CODE_POINTS));
    if (!credential.isEmpty()) {
      text = text.replace(credential, " ");
    }
    for (Pattern secret : SECRETS) {
      text = secret.matcher(text).replaceAll(" ");
    }
    return prefix(SearchQuery.normalise(text), MAX_QUERY_CODE_POINTS);
  }

  /** The first {@code limit} code points of {@code text} (an unpaired surrogate counts as one). */
  static String prefix(String text, int limit) {
    if (text.length() <= limit) {
      return text;
    }
    int count = text.codePointCount(0, text.length());
    return count <= limit ? text : text.substring(0, text.offsetByCodePoints(0, limit));
  }
}
