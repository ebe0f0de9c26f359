package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.rules.CredentialSharing;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where each repository's pins are written in {@code launcher.json}, and the rules between
 * repositories: the launcher must be able to tell them apart by name and by directory, none may
 * hold the kit's own folders, and two share a credential only when both say {@code
 * sharedCredential: true} (the generator refuses the same in the plan; this catches a hand edit).
 */
final class RepositorySlots {

  /**
   * Where one repository's pins are written ({@code base}): at the top level for a single
   * workspace, under {@code /repositories/N} for a named repository. {@code recall} is where its
   * auto-recall config would be named; it is optional.
   */
  record Slot(
      Optional<String> name,
      String base,
      String workspace,
      String credential,
      String settings,
      String config,
      String recall) {

    static Slot of(Optional<String> name, String base, String files) {
      return new Slot(
          name,
          base,
          base + "/workspace",
          base + "/credential",
          files + "/systemSettings",
          files + "/externalContextConfig",
          files + "/autoRecallConfig");
    }
  }

  private final JsonNode launcher;
  private final Platform platform;
  private final List<Slot> slots;
  private final Problems problems;

  RepositorySlots(JsonNode launcher, Platform platform, List<Slot> slots, Problems problems) {
    this.launcher = launcher;
    this.platform = platform;
    this.slots = slots;
    this.problems = problems;
  }

  /** The slots of {@code launcher}, in its order. */
  static List<Slot> of(JsonNode launcher) {
    List<Slot> slots = new ArrayList<>();
    JsonNode repositories = launcher.path("repositories");
    if (repositories.isArray()) {
      for (int i = 0; i < repositories.size(); i++) {
        String base = "/repositories/" + i;
        slots.add(Slot.of(Optional.of(repositories.get(i).path("name").asText()), base, base));
      }
    } else {
      slots.add(Slot.of(Optional.empty(), "", "/files"));
    }
    return List.copyOf(slots);
  }

  /** Adds every problem between the repositories to the problems of {@code launcher.json}. */
  void check() {
    apart();
    outsideKit();
  }

  private void apart() {
    for (int j = 0; j < slots.size(); j++) {
      for (int i = 0; i < j; i++) {
        Slot earlier = slots.get(i);
        Slot later = slots.get(j);
        if (earlier.name().equals(later.name())) {
          problems.add(later.base() + "/name", "is also the name of " + earlier.base());
        }
        String first = text(earlier.workspace());
        String second = text(later.workspace());
        if (within(second, first) || within(first, second)) {
          problems.add(later.workspace(), "overlaps the repository at " + earlier.workspace());
        }
        credentials(earlier, later);
      }
    }
  }

  /** Two repositories share a key only when both say so. */
  private void credentials(Slot earlier, Slot later) {
    if (shared(earlier) && shared(later)) {
      return;
    }
    if (CredentialSharing.sameVariable(
        platform, text(earlier.credential() + "/env"), text(later.credential() + "/env"))) {
      problems.add(later.credential() + "/env", CredentialSharing.variableTaken(earlier.base()));
    }
    if (CredentialSharing.sameFile(platform, file(earlier), file(later))) {
      problems.add(later.credential() + "/file", CredentialSharing.fileTaken(earlier.base()));
    }
  }

  private boolean shared(Slot slot) {
    return launcher.at(slot.base() + "/sharedCredential").asBoolean();
  }

  private Optional<String> file(Slot slot) {
    JsonNode file = launcher.at(slot.credential() + "/file");
    return file.isTextual() ? Optional.of(file.asText()) : Optional.empty();
  }

  /**
   * A repository may not lie inside the folders the kit's files are in: the launcher's config
   * directory and the folder of the kit's jars.
   */
  private void outsideKit() {
    String config = folder("/files/systemDefaults");
    String jars = folder("/files/mcpServerJar");
    for (Slot slot : slots) {
      String workspace = text(slot.workspace());
      if (within(workspace, config)) {
        problems.add(slot.workspace(), "lies inside the kit's config directory");
      } else if (within(workspace, jars)) {
        problems.add(slot.workspace(), "lies inside the folder of the kit's jars");
      }
    }
  }

  /** The folder of the file at {@code pointer} ({@code ""} when it has none). */
  private String folder(String pointer) {
    String file = text(pointer);
    int last = file.lastIndexOf(platform.separator());
    return last < 0 ? "" : file.substring(0, last);
  }

  private boolean within(String path, String directory) {
    return platform.isAbsolute(path)
        && platform.isAbsolute(directory)
        && !platform.isRoot(directory)
        && platform.mayBeWithin(path, directory);
  }

  private String text(String pointer) {
    return launcher.at(pointer).asText();
  }
}
