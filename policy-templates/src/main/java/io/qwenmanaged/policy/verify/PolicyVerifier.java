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

/**
 * Verifies a generated config directory as {@code qwen-managed-admin verify} does, so a file that
 * was hand-edited after generation to weaken the policy is reported.
 *
 * <ol>
 *   <li>Every required file is present; {@code user-settings.json} is optional, and must not exist
 *       for a read-only profile.
 *   <li>Each file is strict JSON and valid against its schema ({@code external-context.json} with
 *       the MCP server's full rules, as version 1).
 *   <li>A valid {@code launcher.json} passes the generator's rules on pinned values ({@link
 *       LauncherChecks}), and every other valid file agrees with it ({@link SettingsChecks}, {@link
 *       ExternalContextChecks}). A file with schema errors is reported by its schema only: the
 *       cross-checks need both files valid, so fixing one problem may reveal another.
 * </ol>
 */
public final class PolicyVerifier {

  /**
   * The file names a generated config directory may hold, in generation order: {@code
   * external-context.json}, {@code system-settings.json}, {@code system-defaults.json}, {@code
   * user-settings.json}, {@code launcher.json}.
   */
  public static final List<String> FILE_NAMES = KitFiles.GENERATED;

  static final String MISSING = "required file is missing";
  static final String NOT_FOR_READ_ONLY = "must not exist: " + ProfileReason.READ_ONLY;

  private PolicyVerifier() {}

  /**
   * Verifies the contents of a config directory: name → bytes of each file present (names not in
   * {@link #FILE_NAMES} are ignored). Returns every problem, one {@link Diagnostic} each, grouped
   * by file in {@link #FILE_NAMES} order (within a file: the schema's problems ordered by JSON
   * Pointer, then the cross-checks in document order); empty when valid. A bug in a check is not a
   * problem of the files: it propagates, and the command reports an internal error.
   */
  public static List<Diagnostic> verify(Map<String, byte[]> files) {
    return sorted(check(files == null ? Map.of() : files));
  }

  private static List<Diagnostic> check(Map<String, byte[]> files) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    Map<String, JsonNode> valid = new HashMap<>();
    for (String name : FILE_NAMES) {
      byte[] bytes = files.get(name);
      if (bytes == null) {
        if (!name.equals(KitFiles.USER_SETTINGS)) {
          diagnostics.add(new Diagnostic(name, "", MISSING));
        }
        continue;
      }
      FileCheck file = FileCheck.of(name, bytes);
      diagnostics.addAll(file.diagnostics());
      file.document().ifPresent(document -> valid.put(name, document));
    }
    JsonNode launcher = valid.get(KitFiles.LAUNCHER);
    if (launcher != null) {
      LauncherConfig pins = LauncherConfigReader.read(launcher);
      diagnostics.addAll(crossChecks(files, valid, launcher, pins));
    }
    return diagnostics;
  }

  private static List<Diagnostic> crossChecks(
      Map<String, byte[]> files,
      Map<String, JsonNode> valid,
      JsonNode launcher,
      LauncherConfig pins) {
    List<Diagnostic> diagnostics = new ArrayList<>(LauncherChecks.check(launcher, pins));
    if (!pins.profile().write() && files.get(KitFiles.USER_SETTINGS) != null) {
      diagnostics.add(new Diagnostic(KitFiles.USER_SETTINGS, "", NOT_FOR_READ_ONLY));
    }
    JsonNode config = valid.get(KitFiles.EXTERNAL_CONTEXT);
    if (config != null) {
      diagnostics.addAll(ExternalContextChecks.check(config, pins));
    }
    JsonNode system = valid.get(KitFiles.SYSTEM_SETTINGS);
    if (system != null) {
      diagnostics.addAll(SettingsChecks.systemSettings(system, pins));
    }
    JsonNode user = valid.get(KitFiles.USER_SETTINGS);
    if (user != null) {
      diagnostics.addAll(SettingsChecks.userSettings(user, pins));
    }
    return diagnostics;
  }

  private static List<Diagnostic> sorted(List<Diagnostic> diagnostics) {
    List<Diagnostic> sorted = new ArrayList<>(diagnostics);
    sorted.sort(Comparator.comparingInt((Diagnostic d) -> FILE_NAMES.indexOf(d.file())));
    return List.copyOf(sorted);
  }
}
