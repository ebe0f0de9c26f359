package io.qwenmanaged.launcher.start;

import io.qwenmanaged.policy.qwenconfig.Ignored;
import java.util.List;
import java.util.Optional;

/**
 * The one line a start prints before Qwen runs when the repository's own Qwen configuration adds
 * something the managed Qwen ignores: how many elements, what they are in a few words, and where to
 * see each with its reason. Never a value from the repository's files.
 */
final class IgnoredConfigurationLine {

  /** How many kinds of element the line names before it stops. */
  static final int NAMED = 3;

  private IgnoredConfigurationLine() {}

  /** The line for {@code ignored}; empty when the repository adds nothing Qwen ignores. */
  static Optional<String> of(List<Ignored> ignored) {
    if (ignored.isEmpty()) {
      return Optional.empty();
    }
    List<String> labels = ignored.stream().map(Ignored::label).distinct().toList();
    String named = String.join(", ", labels.subList(0, Math.min(NAMED, labels.size())));
    String more = labels.size() > NAMED ? ", …" : "";
    int count = ignored.size();
    return Optional.of(
        "qwen-managed: Qwen ignores "
            + count
            + (count == 1 ? " element" : " elements")
            + " of this repository's Qwen configuration ("
            + named
            + more
            + "); run qwen-managed doctor to see them");
  }
}
