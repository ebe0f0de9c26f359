package io.qwenmanaged.policy.verify;

import io.qwenmanaged.policy.Diagnostic;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Collects the diagnostics of one file. */
final class Problems {

  private final String file;
  private final List<Diagnostic> diagnostics = new ArrayList<>();

  Problems(String file) {
    this.file = file;
  }

  void add(String pointer, String message) {
    diagnostics.add(Diagnostic.policy(file, pointer, message));
  }

  void add(String pointer, Optional<String> problem) {
    problem.ifPresent(message -> add(pointer, message));
  }

  /**
   * Reports the value at {@code pointer} as required but absent, or forbidden but present.
   *
   * @param because why, e.g. {@code launcher.json has the mem0-write profile}
   */
  void presence(String pointer, boolean present, boolean required, String because) {
    if (present && !required) {
      add(pointer, "must not be present: " + because);
    } else if (!present && required) {
      add(pointer, "must be present: " + because);
    }
  }

  List<Diagnostic> list() {
    return List.copyOf(diagnostics);
  }
}
