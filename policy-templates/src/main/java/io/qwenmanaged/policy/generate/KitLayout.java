package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.KitStartCommands;
import java.util.Optional;

/**
 * Where a plan puts things: the generated files in the config directory, the kit's jars in {@code
 * <installPrefix>/lib}, Qwen's runtime directory under QWEN_HOME and, when the plan names CA
 * certificates, the PEM and trust store the installer writes beside the generated files. (The
 * installer generates each generation with the plan's directories moved into that generation's own
 * folders.) An installed policy starts both JVMs with the class-data archives trained beside their
 * jars.
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

  KitStartCommands commands() {
    return plan.commands(mcpServerJar(), hookJar(), installed, trustStore());
  }

  /** The generation's PEM of the plan's CA certificates, when the plan names any. */
  Optional<String> caCertificates() {
    return trusted() ? Optional.of(config(KitFiles.CA_CERTIFICATES)) : Optional.empty();
  }

  /** The generation's trust store for the kit's JVMs, when the plan names CA certificates. */
  Optional<String> trustStore() {
    return trusted() ? Optional.of(config(KitFiles.TRUST_STORE)) : Optional.empty();
  }

  private boolean trusted() {
    return !plan.environment().caCertificates().isEmpty();
  }

  String qwenRuntimeDir() {
    return plan.platform().join(plan.qwenHome(), "runtime");
  }
}
