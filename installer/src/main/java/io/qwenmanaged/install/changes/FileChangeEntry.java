package io.qwenmanaged.install.changes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/**
 * One difference between the installation and what a plan would make: a value in one file, at one
 * JSON Pointer, or a whole file.
 *
 * @param file the file's name in the generation ({@code plan.json}, {@code launcher.json}, {@code
 *     lib/hook.jar}, ...)
 * @param pointer where in the file ({@code ""} for the whole file)
 * @param kind added, removed or changed
 * @param old the value installed now, masked where secret; empty when added, or for a whole file
 * @param now the value the plan would install, masked likewise; empty when removed, or for a whole
 *     file
 */
public record FileChangeEntry(
    String file, String pointer, Kind kind, Optional<JsonNode> old, Optional<JsonNode> now) {

  /** The closed set of kinds, with the word reports use. */
  public enum Kind {
    ADDED("added", "+"),
    REMOVED("removed", "-"),
    CHANGED("changed", "~");

    private final String word;
    private final String mark;

    Kind(String word, String mark) {
      this.word = word;
      this.mark = mark;
    }

    public String word() {
      return word;
    }

    /** The diff-like mark a person's line starts with. */
    public String mark() {
      return mark;
    }
  }

  /** One human line: {@code ~ plan.json:/timeoutMs: 5000 -> 6000}. */
  public String line() {
    String where = pointer.isEmpty() ? file + " (whole file)" : file + ":" + pointer;
    String values =
        switch (kind) {
          case ADDED -> now.map(value -> ": " + value).orElse("");
          case REMOVED -> old.map(value -> ": " + value).orElse("");
          case CHANGED ->
              old.isPresent() && now.isPresent() ? ": " + old.get() + " -> " + now.get() : "";
        };
    return kind.mark() + " " + where + values;
  }
}
