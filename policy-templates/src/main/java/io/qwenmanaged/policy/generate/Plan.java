package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.model.ApprovalModes;
import io.qwenmanaged.policy.model.AutoRecall;
import io.qwenmanaged.policy.model.KitStartCommands;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.Profile;
import io.qwenmanaged.policy.model.ProviderTimeout;
import io.qwenmanaged.policy.model.Proxy;
import io.qwenmanaged.policy.model.RepositoryAllowances;
import java.util.List;
import java.util.Optional;

/**
 * An admin plan that passed {@code plan.schema.json}; see that schema for each field. Optional plan
 * keys are resolved here: {@code timeoutMs} defaults to {@value ProviderTimeout#DEFAULT_MS}, {@code
 * extraQwenFlags} to none and {@code approvalModes} to {@link ApprovalModes#DEFAULT}; an absent
 * {@code environment.allow} stays empty so the generator uses the platform default; an absent
 * {@code model} leaves the model to the developer.
 */
public record Plan(
    Profile profile,
    Platform platform,
    String installPrefix,
    String configDir,
    Runtimes runtimes,
    List<Repository> repositories,
    int timeoutMs,
    String qwenHome,
    Environment environment,
    List<String> extraQwenFlags,
    ApprovalModes approvalModes,
    Optional<ModelEndpoint> model) {

  public Plan {
    repositories = List.copyOf(repositories);
  }

  /**
   * A repository the launcher may start Qwen in, with its own provider. A plan that pins one {@code
   * workspace} has one repository without a name.
   *
   * @param pointer where it is written in the plan: {@code ""} for the top-level workspace and
   *     provider, {@code /repositories/N} for a listed one
   * @param allowances what the repository's own Qwen configuration may add
   * @param autoRecall the repository's auto-recall, when the plan enables it
   */
  public record Repository(
      Optional<String> name,
      String path,
      Provider provider,
      boolean sharedCredential,
      String pointer,
      RepositoryAllowances allowances,
      Optional<AutoRecall> autoRecall) {

    /** The JSON Pointer of its root directory in the plan. */
    public String pathPointer() {
      return pointer.isEmpty() ? "/workspace" : pointer + "/path";
    }

    /** The JSON Pointer of its provider block in the plan. */
    public String providerPointer() {
      return pointer + "/provider";
    }
  }

  /** Where POSIX systems keep {@code env}; the plan's {@code runtimes.env} defaults to it. */
  public static final String DEFAULT_ENV = "/usr/bin/env";

  /**
   * The pinned executables and the Qwen Code version. {@code env} starts the kit's JVMs without the
   * variables a repository could set (POSIX: {@value #DEFAULT_ENV} unless the plan names another;
   * on Windows only present when the plan wrongly names one, which the generator refuses).
   */
  public record Runtimes(
      String java, String node, String qwenCli, String qwenVersion, Optional<String> env) {}

  /** The commands that start the kit's MCP server and hook, for this plan. */
  public KitStartCommands commands(
      String mcpServerJar, String hookJar, boolean withArchives, Optional<String> trustStore) {
    return new KitStartCommands(
        platform,
        runtimes.env(),
        runtimes.java(),
        mcpServerJar,
        hookJar,
        Proxy.variableNames(environment.proxy()),
        withArchives,
        model.isPresent(),
        trustStore);
  }

  /**
   * The provider: {@code appId} for Mem0, {@code baseUrl} for generic HTTP (optional for Mem0). The
   * key is read from the variable {@code credentialEnv}, filled by the launcher from {@code
   * credentialFile} when one is given.
   */
  public record Provider(
      String type,
      Optional<String> appId,
      Optional<String> baseUrl,
      String credentialEnv,
      Optional<String> credentialFile) {}

  /**
   * The caller variables to copy, the fixed PATH, the proxy and the PEM files of the CA
   * certificates the kit's runtimes trust beside their own roots (none: their own roots only).
   */
  public record Environment(
      Optional<List<String>> allow,
      List<String> path,
      Optional<Proxy> proxy,
      List<String> caCertificates) {

    public Environment {
      caCertificates = List.copyOf(caCertificates);
    }

    /** An environment that trusts the runtimes' own roots only. */
    public Environment(Optional<List<String>> allow, List<String> path, Optional<Proxy> proxy) {
      this(allow, path, proxy, List.of());
    }
  }
}
