package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.rules.PinRules;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules on a schema-valid {@code launcher.json} that its schema cannot state, the same the
 * generator applies to the plan ({@link PinRules}): absolute paths for the platform, the generated
 * files together in one config directory, the Qwen package's cli.js, only admin-allowed Qwen flags,
 * no forced or forbidden variable in the environment allowlist, plain proxy origins.
 */
final class LauncherChecks {

  private static final String CONFIG = "/files/externalContextConfig";

  /** {@code files.externalContextConfig} does not end in the generated file's name. */
  static final String CONFIG_NAME = "must name " + KitFiles.EXTERNAL_CONTEXT;

  private static final List<String> PINNED_FILES =
      List.of(
          "/runtimes/java",
          "/runtimes/node",
          "/runtimes/qwenCli",
          "/files/systemSettings",
          "/files/systemDefaults",
          "/files/externalContextConfig",
          "/files/mcpServerJar",
          "/files/hookJar",
          "/files/installManifest");

  private final JsonNode launcher;
  private final LauncherConfig pins;
  private final Problems problems = new Problems(KitFiles.LAUNCHER);

  private LauncherChecks(JsonNode launcher, LauncherConfig pins) {
    this.launcher = launcher;
    this.pins = pins;
  }

  /** Every problem of {@code launcher}, in document order. */
  static List<Diagnostic> check(JsonNode launcher, LauncherConfig pins) {
    LauncherChecks checks = new LauncherChecks(launcher, pins);
    checks.pinnedFiles();
    checks.configDirectory();
    checks.flags();
    checks.directories();
    checks.environment();
    return checks.problems.list();
  }

  private void pinnedFiles() {
    List<String> pinned = new ArrayList<>(PINNED_FILES);
    if (launcher.at("/runtimes/env").isTextual()) {
      pinned.add(1, "/runtimes/env");
      problems.add("/runtimes/env", PinRules.settingsValue(text("/runtimes/env")));
    }
    problems.add("/runtimes/java", PinRules.envOperand(pins.platform(), text("/runtimes/java")));
    problems.add("/runtimes/qwenCli", PinRules.qwenCli(pins.platform(), text("/runtimes/qwenCli")));
    for (String pointer : pinned) {
      problems.add(pointer, PinRules.path(pins.platform(), text(pointer)));
      problems.add(
          pointer, PinRules.outsideWorkspace(pins.platform(), text(pointer), text("/workspace")));
    }
    for (String pointer :
        List.of(
            "/runtimes/java",
            "/files/externalContextConfig",
            "/files/mcpServerJar",
            "/files/hookJar",
            "/workspace")) {
      problems.add(pointer, PinRules.settingsValue(text(pointer)));
    }
  }

  private void directories() {
    Platform platform = pins.platform();
    String workspace = text("/workspace");
    problems.add("/qwenHome", PinRules.homePath(platform, text("/qwenHome")));
    problems.add("/qwenHome", PinRules.outsideWorkspace(platform, text("/qwenHome"), workspace));
    problems.add("/qwenRuntimeDir", PinRules.homePath(platform, text("/qwenRuntimeDir")));
    problems.add(
        "/qwenRuntimeDir", PinRules.outsideWorkspace(platform, text("/qwenRuntimeDir"), workspace));
    problems.add("/workspace", PinRules.path(platform, text("/workspace")));
    problems.add("/workspace", PinRules.workspace(platform, text("/workspace")));
    if (launcher.path("credential").has("file")) {
      problems.add("/credential/file", PinRules.homePath(platform, text("/credential/file")));
      problems.add(
          "/credential/file",
          PinRules.outsideWorkspace(platform, text("/credential/file"), workspace));
    }
  }

  /**
   * The generator writes every config file into one directory; nothing may point elsewhere. The
   * reference is {@code files.externalContextConfig}, which the system settings confirm.
   */
  private void configDirectory() {
    String suffix = pins.platform().separator() + KitFiles.EXTERNAL_CONTEXT;
    String config = pins.files().externalContextConfig();
    if (!config.endsWith(suffix)) {
      problems.add(CONFIG, CONFIG_NAME);
      return;
    }
    String directory = config.substring(0, config.length() - suffix.length());
    sibling(directory, "/files/systemSettings", KitFiles.SYSTEM_SETTINGS);
    sibling(directory, "/files/systemDefaults", KitFiles.SYSTEM_DEFAULTS);
    sibling(directory, "/files/installManifest", KitFiles.INSTALL_MANIFEST);
  }

  private void sibling(String directory, String pointer, String name) {
    if (!text(pointer).equals(pins.platform().join(directory, name))) {
      problems.add(pointer, "must name " + name + " in the directory of " + CONFIG);
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
      problems.add(
          "/environment/path/" + i,
          PinRules.outsideWorkspace(pins.platform(), entry, text("/workspace")));
    }
    problems.add(
        "/credential/env",
        PinRules.credentialEnv(pins.credential().env(), pins.platform().defaultAllow()));
    JsonNode allow = environment.path("allow");
    for (int i = 0; i < allow.size(); i++) {
      problems.add(
          "/environment/allow/" + i,
          PinRules.allowEntry(allow.get(i).asText(), pins.credential().env()));
    }
    for (String scheme : List.of("https", "http")) {
      JsonNode url = environment.path("proxy").path(scheme);
      if (url.isTextual()) {
        problems.add("/environment/proxy/" + scheme, PinRules.proxy(url.textValue()));
      }
    }
  }

  private String text(String pointer) {
    return launcher.at(pointer).asText();
  }
}
