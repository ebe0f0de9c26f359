package io.qwenmanaged.policy.verify;

import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The files a generated config directory must hold, in generation order: each repository's
 * external-context config, then the auto-recall config of each repository that has auto-recall,
 * then each repository's system settings, then {@code system-defaults.json}, {@code
 * user-settings.json} (write profile only) and {@code launcher.json}.
 */
final class ExpectedFiles {

  private ExpectedFiles() {}

  /**
   * The names {@code pins} (a valid {@code launcher.json}) calls for; without one, the plain names
   * (the auto-recall config only when present) and whichever named repositories' files are {@code
   * present}, since nothing says which belong.
   */
  static List<String> of(Optional<LauncherConfig> pins, Collection<String> present) {
    List<String> names = new ArrayList<>();
    if (pins.isPresent()) {
      List<LauncherConfig.Repository> repositories = pins.get().repositories();
      repositories.forEach(r -> names.add(KitFiles.externalContext(r.name())));
      repositories.stream()
          .filter(r -> r.autoRecallConfig().isPresent())
          .forEach(r -> names.add(KitFiles.externalContextRecall(r.name())));
      repositories.forEach(r -> names.add(KitFiles.systemSettings(r.name())));
    } else {
      List<String> named =
          present.stream()
              .filter(KitFiles::isGenerated)
              .filter(name -> !KitFiles.GENERATED.contains(name))
              .toList();
      List<String> plain = new ArrayList<>();
      if (named.isEmpty()) {
        plain.addAll(List.of(KitFiles.EXTERNAL_CONTEXT, KitFiles.SYSTEM_SETTINGS));
      }
      if (present.contains(KitFiles.EXTERNAL_CONTEXT_RECALL)) {
        plain.add(KitFiles.EXTERNAL_CONTEXT_RECALL);
      }
      plain.addAll(named);
      plain.stream()
          .sorted(Comparator.comparingInt(KitFiles::order).thenComparing(name -> name))
          .forEach(names::add);
    }
    names.add(KitFiles.SYSTEM_DEFAULTS);
    names.add(KitFiles.USER_SETTINGS);
    names.add(KitFiles.LAUNCHER);
    return List.copyOf(names);
  }
}
