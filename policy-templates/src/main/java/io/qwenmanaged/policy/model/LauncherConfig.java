package io.qwenmanaged.policy.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@code launcher.json} that passed {@code launcher.schema.json}: the installation, with every
 * pin the launcher starts Qwen with, and the reference every other generated file is checked
 * against. What belongs to one repository (its root, credential and policy files) is in that
 * repository's {@link Repository}, also when the plan pinned a single workspace. Read it with
 * {@link LauncherConfigReader}.
 *
 * @param platform the target platform
 * @param profile the profile, which decides the tools, the ask rule and the hook
 * @param runtimes the pinned executables and the Qwen version
 * @param files the generated files every repository shares, the kit's jars and the install manifest
 * @param qwenExtraFlags the admin's extra Qwen flags, appended after the Qwen CLI entry
 * @param qwenHome QWEN_HOME, absolute or starting with {@code ${HOME}}
 * @param qwenRuntimeDir QWEN_RUNTIME_DIR, absolute or starting with {@code ${HOME}}
 * @param environment how Qwen's environment is built
 * @param install what the installer recorded (generation, kit version, scope, installing user);
 *     empty for a {@code launcher.json} that was generated but never installed, which the launcher
 *     refuses
 * @param repositories every managed repository, in the order {@code launcher.json} lists them; the
 *     one repository of a plan that pinned a single workspace has no name
 * @param approvalModes the approval modes Qwen offers
 * @param model the model endpoint the plan governs; empty when the developer's own model
 *     configuration applies
 */
public record LauncherConfig(
    Platform platform,
    Profile profile,
    Runtimes runtimes,
    Files files,
    List<String> qwenExtraFlags,
    String qwenHome,
    String qwenRuntimeDir,
    Environment environment,
    Optional<InstallFacts> install,
    List<Repository> repositories,
    ApprovalModes approvalModes,
    Optional<ModelEndpoint> model) {

  public LauncherConfig {
    qwenExtraFlags = List.copyOf(qwenExtraFlags);
    repositories = List.copyOf(repositories);
  }

  /** The pinned executables: java for the kit's JVMs, {@code env} (POSIX), node, the Qwen CLI. */
  public record Runtimes(
      String java, Optional<String> env, String node, String qwenCli, String qwenVersion) {}

  /**
   * The pinned files every repository shares; {@code caCertificates} (the PEM Qwen's Node gets) and
   * {@code trustStore} (the kit's JVMs) when the plan names CA certificates.
   */
  public record Files(
      String systemDefaults,
      String mcpServerJar,
      String hookJar,
      String installManifest,
      Optional<String> caCertificates,
      Optional<String> trustStore) {}

  /**
   * A managed repository: its name (absent when the plan pinned one workspace), its root, its
   * credential, the system settings and external-context config Qwen and the MCP server use in it,
   * what its own Qwen configuration may add, and — when it has auto-recall — the version 2
   * configuration its auto-recall hook reads.
   */
  public record Repository(
      Optional<String> name,
      String workspace,
      Credential credential,
      String systemSettings,
      String externalContextConfig,
      RepositoryAllowances allowances,
      Optional<String> autoRecallConfig) {

    /** How developers see it: the name and root, or the root alone. */
    public String label() {
      return name.map(n -> n + " (" + workspace + ")").orElse(workspace);
    }
  }

  /** Whether the plan listed repositories by name (rather than pinning one workspace). */
  public boolean namedRepositories() {
    return repositories.get(0).name().isPresent();
  }

  /** The credential variable, filled from {@code file} when one is given. */
  public record Credential(String env, Optional<String> file) {}

  /**
   * The caller variables to copy ({@code allow}: names, or prefixes ending in {@code *}), the fixed
   * PATH, the proxy, and the values forced last.
   */
  public record Environment(
      List<String> allow, List<String> path, Optional<Proxy> proxy, Map<String, String> forced) {

    public Environment {
      allow = List.copyOf(allow);
      path = List.copyOf(path);
      forced = Collections.unmodifiableMap(new LinkedHashMap<>(forced));
    }
  }

  /**
   * The commands that start the kit's MCP server and hook under these pins; an installed
   * generation's JVMs start with their class-data archives.
   */
  public KitStartCommands commands() {
    return new KitStartCommands(
        platform,
        runtimes.env(),
        runtimes.java(),
        files.mcpServerJar(),
        files.hookJar(),
        Proxy.variableNames(environment.proxy()),
        install.isPresent(),
        model.isPresent(),
        files.trustStore());
  }
}
