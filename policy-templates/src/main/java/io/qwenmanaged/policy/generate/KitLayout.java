package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.model.KitCommands;

/**
 * Where a plan puts things: the generated files in the config directory, the kit's jars in {@code
 * <installPrefix>/lib} and Qwen's runtime directory under QWEN_HOME. (The installer generates each
 * generation with the plan's directories moved into that generation's own folders.) An installed
 * policy starts both JVMs with the class-data archives trained beside their jars.
 */
final class KitLayout {

  private final Plan plan;
  private final boolean installed;

  KitLayout(Plan plan, boolean installed) {
    this.plan = plan;
    this.installed = installed;
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
    return plan.commands(mcpServerJar(), hookJar(), installed);
  }

  String qwenRuntimeDir() {
    return plan.platform().join(plan.qwenHome(), "runtime");
  }
}
