package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;

/**
 * One named start check and what it found: {@code ok} when {@code problems} is empty. {@code
 * qwen-managed doctor} prints one line per outcome; the start path refuses when any has problems.
 *
 * @param name what was checked, e.g. {@code launcher.json}, {@code install manifest}, {@code
 *     credential}
 * @param problems one diagnostic per problem; never holds a secret
 */
public record CheckOutcome(String name, List<Diagnostic> problems) {

  public CheckOutcome {
    problems = List.copyOf(problems);
  }

  public boolean ok() {
    return problems.isEmpty();
  }
}
