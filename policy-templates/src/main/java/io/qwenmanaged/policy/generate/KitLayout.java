package io.qwenmanaged.policy.generate;

import java.util.List;

/**
 * Where a plan puts things (SPEC §6, §7): the generated files in the config directory, the kit's
 * jars in {@code <installPrefix>/lib}, Qwen's runtime directory under QWEN_HOME, and the JVM flags
 * of every kit process Qwen starts.
 */
final class KitLayout {

  static final String EXTERNAL_CONTEXT = "external-context.json";
  static final String SYSTEM_SETTINGS = "system-settings.json";
  static final String SYSTEM_DEFAULTS = "system-defaults.json";
  static final String USER_SETTINGS = "user-settings.json";
  static final String LAUNCHER = "launcher.json";
  static final String INSTALL_MANIFEST = "install-manifest.json";

  /** Keeps JVM warnings off stdout (the protocol channel) and starts fast (SPEC §3, §9). */
  static final List<String> JVM_FLAGS =
      List.of(
          "-Xlog:disable",
          "-Xlog:all=warning:stderr",
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC");

  private final Plan plan;

  KitLayout(Plan plan) {
    this.plan = plan;
  }

  String config(String name) {
    return plan.platform().join(plan.configDir(), name);
  }

  String mcpServerJar() {
    return plan.platform().join(plan.installPrefix(), "lib", "mcp-server.jar");
  }

  String hookJar() {
    return plan.platform().join(plan.installPrefix(), "lib", "hook.jar");
  }

  String qwenRuntimeDir() {
    return plan.platform().join(plan.qwenHome(), "runtime");
  }
}
