package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.model.KitCommands;

/**
 * Where a plan puts things: the generated files in the config directory, the kit's jars in {@code
 * <installPrefix>/lib} and Qwen's runtime directory under QWEN_HOME.
 */
final class KitLayout {

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

  KitCommands commands() {
    return plan.commands(mcpServerJar(), hookJar());
  }

  String qwenRuntimeDir() {
    return plan.platform().join(plan.qwenHome(), "runtime");
  }
}
