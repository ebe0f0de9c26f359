package io.qwenmanaged.tests.e2e.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Every repository vector, harmless control and candidate system setting, in the order they are
 * measured.
 */
public final class RepositoryVectors {

  private RepositoryVectors() {}

  static List<RepositoryVector> all() {
    List<RepositoryVector> all = new ArrayList<>();
    all.addAll(ControlVectors.all());
    all.addAll(HookVectors.all());
    all.addAll(AgentSkillVectors.all());
    all.addAll(SettingsVectors.all());
    all.addAll(LeverVectors.all());
    all.addAll(ManagedOnlyVectors.all());
    all.addAll(PreviousRoundVectors.all());
    return all;
  }

  /** The vectors whose id starts with one of {@code prefixes}; all when none is given. */
  public static List<RepositoryVector> selected(Set<String> prefixes) {
    return all().stream()
        .filter(v -> prefixes.isEmpty() || prefixes.stream().anyMatch(v.id()::startsWith))
        .toList();
  }
}
