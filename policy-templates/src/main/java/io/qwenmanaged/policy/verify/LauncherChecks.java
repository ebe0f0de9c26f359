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
 * no forced or forbidden variable in the environment allowlist, plain proxy origins, and the
 * governed model's own rules ({@link LauncherModelChecks}).
 */
final class LauncherChecks {

  /** {@code files.externalContextConfig} does not end in the generated file's name. */
  static final String CONFIG_NAME = "must name " + KitFiles.EXTERNAL_CONTEXT;

  private final JsonNode launcher;
  private final LauncherConfig pins;
  private final List<RepositorySlots.Slot> slots;
  private final Problems problems = new Problems(KitFiles.LAUNCHER);

  private LauncherChecks(JsonNode launcher, LauncherConfig pins) {
    this.launcher = launcher;
    this.pins = pins;
    this.slots = RepositorySlots.of(launcher);
  }

  /** Every problem of {@code launcher}, in document order. */
  static List<Diagnostic> check(JsonNode launcher, LauncherConfig pins) {
    LauncherChecks checks = new LauncherChecks(launcher, pins);
    checks.pinnedFiles();
    checks.configDirectory();
    checks.flags();
    checks.directories();
    new RepositorySlots(launcher, pins.platform(), checks.slots, checks.problems).check();
    checks.environment();
    LauncherModelChecks.check(launcher, pins, checks.problems);
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
    slots.stream().map(RepositorySlots.Slot::recall).filter(this::present).forEach(pinned::add);
    pinned.addAll(List.of("/files/mcpServerJar", "/files/hookJar", "/files/installManifest"));
    problems.add("/runtimes/java", PinRules.envOperand(pins.platform(), text("/runtimes/java")));
    problems.add("/runtimes/qwenCli", PinRules.qwenCli(pins.platform(), text("/runtimes/qwenCli")));
    for (String pointer : pinned) {
      problems.add(pointer, PinRules.path(pins.platform(), text(pointer)));
      outsideRepositories(pointer);
    }
    List<String> settingsValues = new ArrayList<>(List.of("/runtimes/java"));
    slots.forEach(slot -> settingsValues.add(slot.config()));
    slots.stream()
        .map(RepositorySlots.Slot::recall)
        .filter(this::present)
        .forEach(settingsValues::add);
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
    for (RepositorySlots.Slot slot : slots) {
      problems.add(slot.workspace(), PinRules.path(platform, text(slot.workspace())));
      problems.add(slot.workspace(), PinRules.workspace(platform, text(slot.workspace())));
      String file = slot.credential() + "/file";
      if (launcher.at(file).isTextual()) {
        problems.add(file, PinRules.homePath(platform, text(file)));
        outsideRepositories(file);
      }
    }
  }

  /**
   * The generator writes every config file into one directory; nothing may point elsewhere. The
   * reference is the first repository's external-context config, which the system settings confirm.
   */
  private void configDirectory() {
    RepositorySlots.Slot first = slots.get(0);
    String name = KitFiles.externalContext(first.name());
    String suffix = pins.platform().separator() + name;
    String config = text(first.config());
    if (!config.endsWith(suffix)) {
      problems.add(first.config(), "must name " + name);
      return;
    }
    String directory = config.substring(0, config.length() - suffix.length());
    for (RepositorySlots.Slot slot : slots) {
      sibling(directory, first.config(), slot.settings(), KitFiles.systemSettings(slot.name()));
      if (slot != first) {
        sibling(directory, first.config(), slot.config(), KitFiles.externalContext(slot.name()));
      }
      if (present(slot.recall())) {
        sibling(
            directory, first.config(), slot.recall(), KitFiles.externalContextRecall(slot.name()));
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
    for (RepositorySlots.Slot slot : slots) {
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

  private boolean present(String pointer) {
    return launcher.at(pointer).isTextual();
  }

  private String text(String pointer) {
    return launcher.at(pointer).asText();
  }
}
