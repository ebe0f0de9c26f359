package io.qwenmanaged.install.generation;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.bundle.Bundle;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitVersion;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The bundle runtimes of an install. From a bundle, when the plan pins a program under {@code
 * <prefix>/runtimes/<kit version>}, they are installed there (or found already there) and their
 * files become the generation's {@value GenerationWriter#RUNTIMES}; otherwise, when the plan pins a
 * program under {@code <prefix>/runtimes} (a rollback, which reinstalls the current plan from the
 * current generation), the current generation's record is carried over.
 */
final class RuntimeStep {

  /** The runtimes of the generation, or why there are none. */
  sealed interface Outcome {}

  /**
   * @param files the runtime files the generation runs, with their SHA-256 (none: no runtime)
   * @param changed whether the runtimes folder was (re)made by this run
   */
  record Ready(Map<String, String> files, boolean changed) implements Outcome {}

  record Refused(Diagnostic problem) implements Outcome {}

  private static final List<String> PROGRAMS = List.of("java", "node", "qwenCli");

  private RuntimeStep() {}

  static Outcome run(InstallRun.Request request, Optional<String> current) throws IOException {
    InstallPaths paths = request.paths();
    Path target = paths.runtimes(KitVersion.current());
    if (request.bundle().isPresent() && pinsBelow(request.plan(), target)) {
      Bundle bundle = request.bundle().get();
      Map<String, String> files = bundle.runtimeFiles();
      boolean changed = false;
      if (!request.dryRun()) {
        CreatedFolders.createAndRecord(paths);
        RuntimeInstall.Outcome installed =
            RuntimeInstall.ensure(
                bundle.runtime(), files, target, GenerationRecords.recordedBy(paths, current));
        if (installed instanceof RuntimeInstall.Refused refused) {
          return new Refused(refused.problem());
        }
        changed = installed instanceof RuntimeInstall.Installed;
      }
      Map<String, String> absolute = new LinkedHashMap<>();
      files.forEach((relative, hash) -> absolute.put(target.resolve(relative).toString(), hash));
      return new Ready(absolute, changed);
    }
    if (current.isPresent() && pinsBelow(request.plan(), paths.runtimesRoot())) {
      List<Diagnostic> problems = new ArrayList<>();
      Path record = paths.configGeneration(current.get()).resolve(GenerationWriter.RUNTIMES);
      return new Ready(
          QwenPackageFiles.manifest(record, problems)
              .map(m -> Map.copyOf(m.files()))
              .orElse(Map.of()),
          false);
    }
    return new Ready(Map.of(), false);
  }

  /** Whether the plan pins one of its programs below {@code folder}. */
  static boolean pinsBelow(JsonNode plan, Path folder) {
    for (String key : PROGRAMS) {
      JsonNode value = plan.path("runtimes").path(key);
      try {
        if (value.isTextual() && Path.of(value.textValue()).normalize().startsWith(folder)) {
          return true;
        }
      } catch (InvalidPathException e) {
        // Not a path: the generator refuses it.
      }
    }
    return false;
  }
}
