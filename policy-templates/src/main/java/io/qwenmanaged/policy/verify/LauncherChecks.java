package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.rules.PinRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The rules on a schema-valid {@code launcher.json} that its schema cannot state, the same the
 * generator applies to the plan ({@link PinRules}): absolute paths for the platform, the generated
 * files together in one config directory, the Qwen package's cli.js, only admin-allowed Qwen flags,
 * no forced or forbidden variable in the environment allowlist, plain proxy origins.
 */
final class LauncherChecks {

  /** {@code files.externalContextConfig} does not end in the generated file's name. */
  static final String CONFIG_NAME = "must name " + KitFiles.EXTERNAL_CONTEXT;

  /**
   * Where one repository's pins are written: at the top level for a single workspace, under {@code
   * /repositories/N} for a named repository.
   */
  private record Slot(
      Optional<String> name, String workspace, String credential, String settings, String config) {

    static Slot of(Optional<String> name, String base, String files) {
      return new Slot(
          name,
          base + "/workspace",
          base + "/credential",
          files + "/systemSettings",
          files + "/externalContextConfig");
    }
  }

  private final JsonNode launcher;
  private final LauncherConfig pins;
  private final List<Slot> slots = new ArrayList<>();
  private final Problems problems = new Problems(KitFiles.LAUNCHER);

  private LauncherChecks(JsonNode launcher, LauncherConfig pins) {
    this.launcher = launcher;
    this.pins = pins;
    JsonNode repositories = launcher.path("repositories");
    if (repositories.isArray()) {
      for (int i = 0; i < repositories.size(); i++) {
        String base = "/repositories/" + i;
        slots.add(Slot.of(Optional.of(repositories.get(i).path("name").asText()), base, base));
      }
    } else {
      slots.add(Slot.of(Optional.empty(), "", "/files"));
    }
  }

  /** Every problem of {@code launcher}, in document order. */
  static List<Diagnostic> check(JsonNode launcher, LauncherConfig pins) {
    LauncherChecks checks = new LauncherChecks(launcher, pins);
    checks.pinnedFiles();
    checks.configDirectory();
    checks.flags();
    checks.directories();
    checks.repositoriesApart();
    checks.repositoriesOutsideKit();
    checks.environment();
    return checks.problems.list();
  }

  private void pinnedFiles() {
    List<String> pinned = new ArrayList<>(List.of("/runtimes/java"));
    if (launcher.at("/runtimes/env").isTextual()) {
      pinned.add("/runtimes/env");
      problems.add("/runtimes/env", PinRules.settingsValue(text("/runtimes/env")));
    }
    pinned.addAll(List.of("/runtimes/node", "/runtimes/qwenCli"));
    slots.forEach(slot -> pinned.add(slot.settings()));
    pinned.add("/files/systemDefaults");
    slots.forEach(slot -> pinned.add(slot.config()));
    pinned.addAll(List.of("/files/mcpServerJar", "/files/hookJar", "/files/installManifest"));
    problems.add("/runtimes/java", PinRules.envOperand(pins.platform(), text("/runtimes/java")));
    problems.add("/runtimes/qwenCli", PinRules.qwenCli(pins.platform(), text("/runtimes/qwenCli")));
    for (String pointer : pinned) {
      problems.add(pointer, PinRules.path(pins.platform(), text(pointer)));
      outsideRepositories(pointer);
    }
    List<String> settingsValues = new ArrayList<>(List.of("/runtimes/java"));
    slots.forEach(slot -> settingsValues.add(slot.config()));
    settingsValues.addAll(List.of("/files/mcpServerJar", "/files/hookJar"));
    slots.forEach(slot -> settingsValues.add(slot.workspace()));
    for (String pointer : settingsValues) {
      problems.add(pointer, PinRules.settingsValue(text(pointer)));
    }
  }

  private void directories() {
    Platform platform = pins.platform();
    problems.add("/qwenHome", PinRules.homePath(platform, text("/qwenHome")));
    outsideRepositories("/qwenHome");
    problems.add("/qwenRuntimeDir", PinRules.homePath(platform, text("/qwenRuntimeDir")));
    outsideRepositories("/qwenRuntimeDir");
    for (Slot slot : slots) {
      problems.add(slot.workspace(), PinRules.path(platform, text(slot.workspace())));
      problems.add(slot.workspace(), PinRules.workspace(platform, text(slot.workspace())));
      String file = slot.credential() + "/file";
      if (launcher.at(file).isTextual()) {
        problems.add(file, PinRules.homePath(platform, text(file)));
        outsideRepositories(file);
      }
    }
  }

  /** The launcher must be able to tell the repositories apart by name and by directory. */
  private void repositoriesApart() {
    for (int j = 0; j < slots.size(); j++) {
      for (int i = 0; i < j; i++) {
        Slot earlier = slots.get(i);
        Slot later = slots.get(j);
        if (earlier.name().equals(later.name())) {
          problems.add(
              later.workspace().replace("/workspace", "/name"),
              "is also the name of " + earlier.workspace().replace("/workspace", ""));
        }
        String first = text(earlier.workspace());
        String second = text(later.workspace());
        if (within(second, first) || within(first, second)) {
          problems.add(later.workspace(), "overlaps the repository at " + earlier.workspace());
        }
      }
    }
  }

  /**
   * No repository may hold (checked with the pinned files) or lie inside the kit's folders: the
   * config directory and the folder of the kit's jars.
   */
  private void repositoriesOutsideKit() {
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
    int last = file.lastIndexOf(pins.platform().separator());
    return last < 0 ? "" : file.substring(0, last);
  }

  /**
   * The generator writes every config file into one directory; nothing may point elsewhere. The
   * reference is the first repository's external-context config, which the system settings confirm.
   */
  private void configDirectory() {
    Slot first = slots.get(0);
    String name = KitFiles.externalContext(first.name());
    String suffix = pins.platform().separator() + name;
    String config = text(first.config());
    if (!config.endsWith(suffix)) {
      problems.add(first.config(), "must name " + name);
      return;
    }
    String directory = config.substring(0, config.length() - suffix.length());
    for (Slot slot : slots) {
      sibling(directory, first.config(), slot.settings(), KitFiles.systemSettings(slot.name()));
      if (slot != first) {
        sibling(directory, first.config(), slot.config(), KitFiles.externalContext(slot.name()));
      }
    }
    sibling(directory, first.config(), "/files/systemDefaults", KitFiles.SYSTEM_DEFAULTS);
    sibling(directory, first.config(), "/files/installManifest", KitFiles.INSTALL_MANIFEST);
  }

  private void sibling(String directory, String reference, String pointer, String name) {
    if (!text(pointer).equals(pins.platform().join(directory, name))) {
      problems.add(pointer, "must name " + name + " in the directory of " + reference);
    }
  }

  private void flags() {
    JsonNode flags = launcher.path("qwenExtraFlags");
    for (int i = 0; i < flags.size(); i++) {
      problems.add("/qwenExtraFlags/" + i, PinRules.extraFlag(flags.get(i).asText()));
    }
  }

  private void environment() {
    JsonNode environment = launcher.path("environment");
    JsonNode path = environment.path("path");
    for (int i = 0; i < path.size(); i++) {
      String entry = path.get(i).asText();
      problems.add("/environment/path/" + i, PinRules.path(pins.platform(), entry));
      outsideRepositories("/environment/path/" + i);
    }
    for (Slot slot : slots) {
      problems.add(
          slot.credential() + "/env",
          PinRules.credentialEnv(text(slot.credential() + "/env"), pins.platform().defaultAllow()));
    }
    JsonNode allow = environment.path("allow");
    for (int i = 0; i < allow.size(); i++) {
      String entry = allow.get(i).asText();
      problems.add(
          "/environment/allow/" + i,
          slots.stream()
              .map(slot -> PinRules.allowEntry(entry, text(slot.credential() + "/env")))
              .flatMap(Optional::stream)
              .findFirst());
    }
    for (String scheme : List.of("https", "http")) {
      JsonNode url = environment.path("proxy").path(scheme);
      if (url.isTextual()) {
        problems.add("/environment/proxy/" + scheme, PinRules.proxy(url.textValue()));
      }
    }
  }

  /** Refuses the path at {@code pointer} once when it lies in any repository. */
  private void outsideRepositories(String pointer) {
    problems.add(
        pointer,
        slots.stream()
            .map(
                slot ->
                    PinRules.outsideWorkspace(
                        pins.platform(), text(pointer), text(slot.workspace())))
            .flatMap(Optional::stream)
            .findFirst());
  }

  private boolean within(String path, String directory) {
    Platform platform = pins.platform();
    return platform.isAbsolute(path)
        && platform.isAbsolute(directory)
        && !platform.isRoot(directory)
        && platform.isWithin(path, directory);
  }

  private String text(String pointer) {
    return launcher.at(pointer).asText();
  }
}
