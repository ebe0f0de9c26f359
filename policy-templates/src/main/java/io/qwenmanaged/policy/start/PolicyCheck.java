package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.verify.PolicyVerifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code launcher.json} — an absolute path to a regular file (never a symbolic link), strict JSON,
 * valid against its schema and its own rules — and the policy files it pins, each read the same way
 * and verified together with it ({@link PolicyVerifier}, the checks of {@code qwen-managed-admin
 * verify}).
 */
final class PolicyCheck {

  static final String RELATIVE =
      "the launcher's configuration path must be an absolute, normalised path";
  static final String RELATIVE_FOR_PLATFORM =
      "the launcher's configuration path must be absolute for launcher.json's /platform";

  /**
   * @param outcome the check's outcome
   * @param config the pins, when {@code launcher.json} itself has no problem (the other checks need
   *     them even when a pinned file is broken; a pinned path is read only once {@code
   *     launcher.json} passed its rules, so it is absolute)
   * @param unread absolute paths of pinned files that could not be read (already reported)
   */
  record Result(CheckOutcome outcome, Optional<LauncherConfig> config, Set<String> unread) {}

  private PolicyCheck() {}

  /** Checks the {@code launcher.json} at {@code launcherConfig} and the policy files it pins. */
  static Result run(Path launcherConfig, FileFacts facts) {
    List<Diagnostic> problems = new ArrayList<>();
    String launcherPath = launcherConfig.toString();
    if (!Platform.POSIX.isAbsolute(launcherPath) && !Platform.WINDOWS.isAbsolute(launcherPath)) {
      problems.add(Diagnostic.policy(KitFiles.LAUNCHER, "", RELATIVE));
      return result(problems, Optional.empty(), Set.of());
    }
    BoundedFile.Outcome read = RegularFile.read(facts, launcherPath, KitFiles.LAUNCHER);
    if (read instanceof BoundedFile.Failed failed) {
      problems.add(failed.diagnostic());
      return result(problems, Optional.empty(), Set.of());
    }
    byte[] launcherBytes = ((BoundedFile.Read) read).bytes();
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put(KitFiles.LAUNCHER, launcherBytes);
    List<Diagnostic> own = launcherOnly(PolicyVerifier.verify(files));
    if (!own.isEmpty()) {
      problems.addAll(own);
      return result(problems, Optional.empty(), Set.of());
    }
    JsonReadResult.Parsed document =
        (JsonReadResult.Parsed) StrictJson.read(launcherBytes, KitFiles.LAUNCHER);
    LauncherConfig pins = LauncherConfigReader.read(document.document());
    if (!pins.platform().isAbsolute(launcherPath)) {
      problems.add(Diagnostic.policy(KitFiles.LAUNCHER, "", RELATIVE_FOR_PLATFORM));
      return result(problems, Optional.empty(), Set.of());
    }
    Set<String> unreadNames = new HashSet<>();
    Set<String> unread = new HashSet<>();
    pinned(pins)
        .forEach(
            (name, path) -> {
              BoundedFile.Outcome file = RegularFile.read(facts, path, name);
              if (file instanceof BoundedFile.Read bytes) {
                files.put(name, bytes.bytes());
              } else {
                problems.add(((BoundedFile.Failed) file).diagnostic());
                unreadNames.add(name);
                unread.add(path);
              }
            });
    PolicyVerifier.verify(files).stream()
        .filter(d -> !unreadNames.contains(d.file()))
        .forEach(problems::add);
    return result(problems, Optional.of(pins), unread);
  }

  private static Map<String, String> pinned(LauncherConfig pins) {
    Map<String, String> pinned = new LinkedHashMap<>();
    for (LauncherConfig.Repository repository : pins.repositories()) {
      pinned.put(KitFiles.externalContext(repository.name()), repository.externalContextConfig());
    }
    for (LauncherConfig.Repository repository : pins.repositories()) {
      repository
          .autoRecallConfig()
          .ifPresent(
              recall -> pinned.put(KitFiles.externalContextRecall(repository.name()), recall));
    }
    for (LauncherConfig.Repository repository : pins.repositories()) {
      pinned.put(KitFiles.systemSettings(repository.name()), repository.systemSettings());
    }
    pinned.put(KitFiles.SYSTEM_DEFAULTS, pins.files().systemDefaults());
    return pinned;
  }

  private static List<Diagnostic> launcherOnly(List<Diagnostic> diagnostics) {
    return diagnostics.stream().filter(d -> d.file().equals(KitFiles.LAUNCHER)).toList();
  }

  private static Result result(
      List<Diagnostic> problems, Optional<LauncherConfig> config, Set<String> unread) {
    return new Result(new CheckOutcome(StartChecks.POLICY, problems), config, Set.copyOf(unread));
  }
}
