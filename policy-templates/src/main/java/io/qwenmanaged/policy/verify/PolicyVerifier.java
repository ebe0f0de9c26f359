package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Verifies a generated config directory as {@code qwen-managed-admin verify} does, so a file that
 * was hand-edited after generation to weaken the policy is reported.
 *
 * <ol>
 *   <li>Every required file is present; {@code user-settings.json} is optional, and must not exist
 *       for a read-only profile.
 *   <li>Each file is strict JSON and valid against its schema ({@code external-context.json} with
 *       the MCP server's full rules, as version 1; an auto-recall config as version 2).
 *   <li>A valid {@code launcher.json} passes the generator's rules on pinned values ({@link
 *       LauncherChecks}), and every other valid file agrees with it ({@link SettingsChecks}, {@link
 *       ExternalContextChecks}). A file with schema errors is reported by its schema only: the
 *       cross-checks need both files valid, so fixing one problem may reveal another.
 * </ol>
 */
public final class PolicyVerifier {

  static final String MISSING = "required file is missing";
  static final String NOT_FOR_READ_ONLY = "must not exist: " + ProfileReason.READ_ONLY;

  private PolicyVerifier() {}

  /**
   * Verifies the contents of a config directory: name → bytes of each file present (names the
   * generator never writes are ignored, see {@link KitFiles#isGenerated}). Returns every problem,
   * one {@link Diagnostic} each, grouped by file in generation order (within a file: the schema's
   * problems ordered by JSON Pointer, then the cross-checks in document order); empty when valid. A
   * bug in a check is not a problem of the files: it propagates, and the command reports an
   * internal error.
   */
  public static List<Diagnostic> verify(Map<String, byte[]> files) {
    Map<String, byte[]> present = files == null ? Map.of() : files;
    // launcher.json first: it names the repositories, and so the files the directory must hold.
    byte[] launcherBytes = present.get(KitFiles.LAUNCHER);
    FileCheck launcherFile =
        launcherBytes == null ? null : FileCheck.of(KitFiles.LAUNCHER, launcherBytes);
    Optional<JsonNode> launcher = launcherFile == null ? Optional.empty() : launcherFile.document();
    Optional<LauncherConfig> pins = launcher.map(LauncherConfigReader::read);
    List<String> expected = ExpectedFiles.of(pins, present.keySet());
    List<Diagnostic> diagnostics = new ArrayList<>();
    Map<String, JsonNode> valid = new HashMap<>();
    for (String name : expected) {
      byte[] bytes = present.get(name);
      if (bytes == null) {
        if (!name.equals(KitFiles.USER_SETTINGS)) {
          diagnostics.add(Diagnostic.policy(name, "", MISSING));
        }
        continue;
      }
      FileCheck file = name.equals(KitFiles.LAUNCHER) ? launcherFile : FileCheck.of(name, bytes);
      diagnostics.addAll(file.diagnostics());
      file.document().ifPresent(document -> valid.put(name, document));
    }
    if (pins.isPresent()) {
      diagnostics.addAll(crossChecks(present, valid, launcher.get(), pins.get()));
    }
    return sorted(diagnostics, expected);
  }

  private static List<Diagnostic> crossChecks(
      Map<String, byte[]> files,
      Map<String, JsonNode> valid,
      JsonNode launcher,
      LauncherConfig pins) {
    List<Diagnostic> diagnostics = new ArrayList<>(LauncherChecks.check(launcher, pins));
    if (!pins.profile().write() && files.get(KitFiles.USER_SETTINGS) != null) {
      diagnostics.add(Diagnostic.policy(KitFiles.USER_SETTINGS, "", NOT_FOR_READ_ONLY));
    }
    List<LauncherConfig.Repository> repositories = pins.repositories();
    for (int i = 0; i < repositories.size(); i++) {
      LauncherConfig.Repository repository = repositories.get(i);
      String at = repository.name().isPresent() ? "/repositories/" + i : "";
      String configName = KitFiles.externalContext(repository.name());
      JsonNode config = valid.get(configName);
      if (config != null) {
        diagnostics.addAll(ExternalContextChecks.check(config, pins, repository, configName, at));
      }
      if (repository.autoRecallConfig().isPresent()) {
        String recallName = KitFiles.externalContextRecall(repository.name());
        JsonNode recall = valid.get(recallName);
        if (recall != null) {
          diagnostics.addAll(
              ExternalContextChecks.checkRecall(
                  recall, Optional.ofNullable(config), pins, repository, recallName, at));
        }
      }
      String settingsName = KitFiles.systemSettings(repository.name());
      JsonNode system = valid.get(settingsName);
      if (system != null) {
        diagnostics.addAll(
            SettingsChecks.systemSettings(system, pins, repository, settingsName, at));
      }
    }
    JsonNode user = valid.get(KitFiles.USER_SETTINGS);
    if (user != null) {
      diagnostics.addAll(SettingsChecks.userSettings(user, pins));
    }
    return diagnostics;
  }

  private static List<Diagnostic> sorted(List<Diagnostic> diagnostics, List<String> expected) {
    if (diagnostics.size() <= 1) {
      return List.copyOf(diagnostics);
    }
    List<Diagnostic> sorted = new ArrayList<>(diagnostics);
    sorted.sort(Comparator.comparingInt((Diagnostic d) -> expected.indexOf(d.file())));
    return List.copyOf(sorted);
  }
}
