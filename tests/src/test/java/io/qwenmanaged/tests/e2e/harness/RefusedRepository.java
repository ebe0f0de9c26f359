package io.qwenmanaged.tests.e2e.harness;

import java.util.List;

/**
 * A repository whose own Qwen configuration the installed kit must refuse before anything of a
 * session starts, and the elements its refusal must name (one diagnostic line each, nothing else).
 *
 * @param id a short name, also the output folder ({@code tests/target/e2e/refused-<id>})
 * @param files what the repository brings
 * @param refused every element the launcher must name
 */
public record RefusedRepository(
    String id, List<RepositoryFile> files, List<RefusedElement> refused) {

  public RefusedRepository {
    files = List.copyOf(files);
    refused = List.copyOf(refused);
  }

  /**
   * This repository, also standing for {@code other}'s vector (the same files): its id joins both,
   * and both must expect the same refusal.
   */
  RefusedRepository alsoFor(RefusedRepository other) {
    if (!other.refused.equals(refused)) {
      throw new IllegalStateException(id + " and " + other.id + " expect different refusals");
    }
    return new RefusedRepository(id + "+" + other.id, files, refused);
  }

  /** The {@code mem0-write} scenario in this repository. */
  public Scenario scenario() {
    Scenario scenario = Scenario.write("refused-" + id);
    for (RepositoryFile file : files) {
      scenario = scenario.withRepositoryFile(file);
    }
    return scenario;
  }

  @Override
  public String toString() {
    return id;
  }
}
