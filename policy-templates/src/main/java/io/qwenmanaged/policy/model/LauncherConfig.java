package io.qwenmanaged.policy.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@code launcher.json} that passed {@code launcher.schema.json}: every pin the launcher starts
 * Qwen with, and the reference every other generated file is checked against. Read it with {@link
 * LauncherConfigReader}.
 *
 * @param platform the target platform
 * @param profile the profile, which decides the tools, the ask rule and the hook
 * @param runtimes the pinned executables and the Qwen version
 * @param files the generated policy files, the kit's jars and the install manifest
 * @param qwenExtraFlags the admin's extra Qwen flags, appended after the Qwen CLI entry
 * @param qwenHome QWEN_HOME, absolute or starting with {@code ${HOME}}
 * @param qwenRuntimeDir QWEN_RUNTIME_DIR, absolute or starting with {@code ${HOME}}
 * @param workspace the repository root: Qwen's and the MCP server's working directory
 * @param credential where the Mem0 (or search) key comes from
 * @param environment how Qwen's environment is built
 * @param install what the installer recorded (generation, kit version, scope, installing user);
 *     empty for a {@code launcher.json} that was generated but never installed, which the launcher
 *     refuses
 * @param repositories every managed repository; {@code workspace}, {@code credential} and the
 *     repository's two files in {@code files} are those of the one this configuration is for (the
 *     first until {@link #forRepository} chooses another)
 * @param approvalModes the approval modes Qwen offers
 */
public record LauncherConfig(
    Platform platform,
    Profile profile,
    Runtimes runtimes,
    Files files,
    List<String> qwenExtraFlags,
    String qwenHome,
    String qwenRuntimeDir,
    String workspace,
    Credential credential,
    Environment environment,
    Optional<InstallFacts> install,
    List<Repository> repositories,
    ApprovalModes approvalModes) {

  public LauncherConfig {
    qwenExtraFlags = List.copyOf(qwenExtraFlags);
    repositories = List.copyOf(repositories);
  }

  /** A configuration of one repository, written with the top-level workspace and credential. */
  public LauncherConfig(
      Platform platform,
      Profile profile,
      Runtimes runtimes,
      Files files,
      List<String> qwenExtraFlags,
      String qwenHome,
      String qwenRuntimeDir,
      String workspace,
      Credential credential,
      Environment environment,
      Optional<InstallFacts> install) {
    this(
        platform,
        profile,
        runtimes,
        files,
        qwenExtraFlags,
        qwenHome,
        qwenRuntimeDir,
        workspace,
        credential,
        environment,
        install,
        List.of(
            new Repository(
                Optional.empty(),
                workspace,
                credential,
                files.systemSettings(),
                files.externalContextConfig())),
        ApprovalModes.DEFAULT);
  }

  /** A configuration without an {@code install} block (generated, not installed). */
  public LauncherConfig(
      Platform platform,
      Profile profile,
      Runtimes runtimes,
      Files files,
      List<String> qwenExtraFlags,
      String qwenHome,
      String qwenRuntimeDir,
      String workspace,
      Credential credential,
      Environment environment) {
    this(
        platform,
        profile,
        runtimes,
        files,
        qwenExtraFlags,
        qwenHome,
        qwenRuntimeDir,
        workspace,
        credential,
        environment,
        Optional.empty());
  }

  /** The pinned executables: java for the kit's JVMs, {@code env} (POSIX), node, the Qwen CLI. */
  public record Runtimes(
      String java, Optional<String> env, String node, String qwenCli, String qwenVersion) {}

  /**
   * The pinned files; {@code caCertificates} (the PEM Qwen's Node gets) and {@code trustStore} (the
   * kit's JVMs) when the plan names CA certificates.
   */
  public record Files(
      String systemSettings,
      String systemDefaults,
      String externalContextConfig,
      String mcpServerJar,
      String hookJar,
      String installManifest,
      Optional<String> caCertificates,
      Optional<String> trustStore) {

    /** Files of a plan that names no CA certificate. */
    public Files(
        String systemSettings,
        String systemDefaults,
        String externalContextConfig,
        String mcpServerJar,
        String hookJar,
        String installManifest) {
      this(
          systemSettings,
          systemDefaults,
          externalContextConfig,
          mcpServerJar,
          hookJar,
          installManifest,
          Optional.empty(),
          Optional.empty());
    }
  }

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

    /** A repository without auto-recall. */
    public Repository(
        Optional<String> name,
        String workspace,
        Credential credential,
        String systemSettings,
        String externalContextConfig,
        RepositoryAllowances allowances) {
      this(
          name,
          workspace,
          credential,
          systemSettings,
          externalContextConfig,
          allowances,
          Optional.empty());
    }

    /** A repository whose own Qwen configuration may add nothing beyond the kit's rules. */
    public Repository(
        Optional<String> name,
        String workspace,
        Credential credential,
        String systemSettings,
        String externalContextConfig) {
      this(
          name,
          workspace,
          credential,
          systemSettings,
          externalContextConfig,
          RepositoryAllowances.none());
    }

    /** How developers see it: the name and root, or the root alone. */
    public String label() {
      return name.map(n -> n + " (" + workspace + ")").orElse(workspace);
    }
  }

  /** This configuration for {@code repository}, one of {@link #repositories()}. */
  public LauncherConfig forRepository(Repository repository) {
    return new LauncherConfig(
        platform,
        profile,
        runtimes,
        new Files(
            repository.systemSettings(),
            files.systemDefaults(),
            repository.externalContextConfig(),
            files.mcpServerJar(),
            files.hookJar(),
            files.installManifest(),
            files.caCertificates(),
            files.trustStore()),
        qwenExtraFlags,
        qwenHome,
        qwenRuntimeDir,
        repository.workspace(),
        repository.credential(),
        environment,
        install,
        repositories,
        approvalModes);
  }

  /** The repository this configuration is for. */
  public Repository repository() {
    return repositories.stream()
        .filter(
            r ->
                r.workspace().equals(workspace)
                    && r.systemSettings().equals(files.systemSettings()))
        .findFirst()
        .orElseThrow();
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
  public KitCommands commands() {
    return new KitCommands(
        platform,
        runtimes.env(),
        runtimes.java(),
        files.mcpServerJar(),
        files.hookJar(),
        Proxy.variableNames(environment.proxy()),
        install.isPresent(),
        files.trustStore());
  }
}
