package io.qwenmanaged.install.cli;

import java.util.Collection;
import java.util.Optional;

/**
 * The valid name a mistyped one most likely meant: the closest by edit distance (at most {@link
 * #MAX_DISTANCE} insertions, deletions or substitutions), else one the typed word is the start of,
 * or that starts with it. Ties go to the name listed first.
 */
final class NearestName {

  static final int MAX_DISTANCE = 2;

  // Shorter words than this are too ambiguous to complete by prefix.
  private static final int MIN_PREFIX = 2;

  private NearestName() {}

  /** The name of {@code names} nearest to {@code typed}, if any is near enough. */
  static Optional<String> of(String typed, Collection<String> names) {
    String best = null;
    int bestScore = Integer.MAX_VALUE;
    for (String name : names) {
      int score = score(typed, name);
      if (score < bestScore) {
        best = name;
        bestScore = score;
      }
    }
    return Optional.ofNullable(best);
  }

  /** 0 to {@link #MAX_DISTANCE} for an edit distance, one more for a prefix; else no match. */
  private static int score(String typed, String name) {
    if (typed.equals(name)) {
      return Integer.MAX_VALUE;
    }
    int distance = distance(typed, name);
    if (distance <= MAX_DISTANCE) {
      return distance;
    }
    boolean prefix =
        typed.length() >= MIN_PREFIX
            && name.length() >= MIN_PREFIX
            && (name.startsWith(typed) || typed.startsWith(name));
    return prefix ? MAX_DISTANCE + 1 : Integer.MAX_VALUE;
  }

  /** The Levenshtein distance of {@code a} and {@code b}, kept one row at a time. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
