package io.qwenmanaged.policy.suggest;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * The valid name a mistyped one most likely meant, for a "did you mean" hint: the candidate with
 * the fewest single-character edits (insert, delete, replace, or swap of two neighbours), ignoring
 * case, when that is at most a third of the longer name's length and never more than three; ties go
 * to the first candidate. A name that is a candidate's start, or starts with one, counts as one
 * edit away (a shortened or lengthened command).
 */
public final class NearestName {

  private static final int MOST_EDITS = 3;

  private NearestName() {}

  /** The candidate {@code typed} most likely meant, if one is close enough. */
  public static Optional<String> of(String typed, Collection<String> candidates) {
    String lower = typed.toLowerCase(Locale.ROOT);
    String best = null;
    int bestEdits = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      String other = candidate.toLowerCase(Locale.ROOT);
      if (other.equals(lower)) {
        return Optional.of(candidate);
      }
      int edits = edits(lower, other);
      if (!lower.isEmpty() && (other.startsWith(lower) || lower.startsWith(other))) {
        edits = Math.min(edits, 1);
      }
      int allowed = Math.min(MOST_EDITS, Math.max(1, Math.max(lower.length(), other.length()) / 3));
      if (edits <= allowed && edits < bestEdits) {
        best = candidate;
        bestEdits = edits;
      }
    }
    return Optional.ofNullable(best);
  }

  /** The optimal string alignment distance between {@code a} and {@code b}. */
  static int edits(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
