package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.ProviderTypes;
import io.qwenmanaged.policy.rules.AppIdRule;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import io.qwenmanaged.policy.rules.PinRules;
import io.qwenmanaged.policy.rules.ProviderUrl;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The plan refusals a schema cannot state: a plan that passed its schema but would weaken the
 * policy. Messages never quote the plan's values.
 */
final class PlanRules {

  static final String PROFILE_PROVIDER = "the profile requires a different provider type";

  private final Plan plan;
  private final String file;
  private final List<Diagnostic> diagnostics = new ArrayList<>();

  private PlanRules(Plan plan, String file) {
    this.plan = plan;
    this.file = file;
  }

  /** Every refusal of {@code plan}, in plan order; empty when it may be generated. */
  static List<Diagnostic> check(Plan plan, String file) {
    PlanRules rules = new PlanRules(plan, file);
    rules.paths();
    rules.settingsValues();
    rules.workspaceContainment();
    rules.provider();
    rules.environment();
    rules.flags();
    rules.diagnostics.addAll(RepositoryRules.check(plan, file));
    rules.diagnostics.addAll(AllowanceRules.check(plan, file));
    rules.diagnostics.addAll(TrustRules.check(plan, file));
    return List.copyOf(rules.diagnostics);
  }

  private void paths() {
    Platform platform = plan.platform();
    absolute("/installPrefix", plan.installPrefix());
    absolute("/configDir", plan.configDir());
    absolute("/runtimes/java", plan.runtimes().java());
    add("/runtimes/java", PinRules.envOperand(platform, plan.runtimes().java()));
    if (platform == Platform.WINDOWS) {
      plan.runtimes().env().ifPresent(env -> add("/runtimes/env", PinRules.ENV_WINDOWS));
    } else {
      plan.runtimes().env().ifPresent(env -> absolute("/runtimes/env", env));
    }
    absolute("/runtimes/node", plan.runtimes().node());
    absolute("/runtimes/qwenCli", plan.runtimes().qwenCli());
    add("/runtimes/qwenCli", PinRules.qwenCli(platform, plan.runtimes().qwenCli()));
    for (Plan.Repository repository : plan.repositories()) {
      absolute(repository.pathPointer(), repository.path());
    }
    add("/qwenHome", PinRules.homePath(platform, plan.qwenHome()));
    for (Plan.Repository repository : plan.repositories()) {
      repository
          .provider()
          .credentialFile()
          .ifPresent(
              f ->
                  add(
                      repository.providerPointer() + "/credential/file",
                      PinRules.homePath(platform, f)));
    }
    List<String> path = plan.environment().path();
    for (int i = 0; i < path.size(); i++) {
      absolute("/environment/path/" + i, path.get(i));
    }
  }

  /**
   * The plan's values that go into the generated Qwen settings, which Qwen reads with expansion.
   */
  private void settingsValues() {
    add("/installPrefix", PinRules.settingsValue(plan.installPrefix()));
    add("/configDir", PinRules.settingsValue(plan.configDir()));
    add("/runtimes/java", PinRules.settingsValue(plan.runtimes().java()));
    if (plan.platform() == Platform.POSIX) {
      plan.runtimes().env().ifPresent(env -> add("/runtimes/env", PinRules.settingsValue(env)));
    }
    for (Plan.Repository repository : plan.repositories()) {
      add(repository.pathPointer(), PinRules.settingsValue(repository.path()));
    }
  }

  /**
   * Nothing the kit pins may live in a repository, which its content (and a pull) controls.
   * Credential files count for every repository: one repository's content must not hold another's
   * key either.
   */
  private void workspaceContainment() {
    for (Plan.Repository repository : plan.repositories()) {
      add(repository.pathPointer(), PinRules.workspace(plan.platform(), repository.path()));
    }
    outside("/installPrefix", plan.installPrefix());
    outside("/configDir", plan.configDir());
    outside("/runtimes/java", plan.runtimes().java());
    plan.runtimes().env().ifPresent(env -> outside("/runtimes/env", env));
    outside("/runtimes/node", plan.runtimes().node());
    outside("/runtimes/qwenCli", plan.runtimes().qwenCli());
    outside("/qwenHome", plan.qwenHome());
    for (Plan.Repository repository : plan.repositories()) {
      repository
          .provider()
          .credentialFile()
          .ifPresent(f -> outside(repository.providerPointer() + "/credential/file", f));
    }
    List<String> path = plan.environment().path();
    for (int i = 0; i < path.size(); i++) {
      outside("/environment/path/" + i, path.get(i));
    }
  }

  /** Refuses {@code path} once when it lies in any of the repositories. */
  private void outside(String pointer, String path) {
    plan.repositories().stream()
        .map(r -> PinRules.outsideWorkspace(plan.platform(), path, r.path()))
        .flatMap(Optional::stream)
        .findFirst()
        .ifPresent(message -> add(pointer, message));
  }

  private void provider() {
    for (Plan.Repository repository : plan.repositories()) {
      provider(repository.providerPointer(), repository.provider());
    }
  }

  private void provider(String at, Plan.Provider provider) {
    if (plan.profile().write() && !ProviderTypes.MEM0.equals(provider.type())) {
      add(at + "/type", ExternalContextRules.WRITE_REQUIRES_MEM0);
    } else if (!plan.profile().providerType().equals(provider.type())) {
      add(at + "/type", PROFILE_PROVIDER);
    }
    provider
        .baseUrl()
        .map(ProviderUrl::check)
        .filter(ProviderUrl.Refused.class::isInstance)
        .ifPresent(r -> add(at + "/baseUrl", ((ProviderUrl.Refused) r).problem().message()));
    provider.appId().flatMap(AppIdRule::problem).ifPresent(problem -> add(at + "/appId", problem));
  }

  private void environment() {
    List<String> allow = plan.environment().allow().orElse(List.of());
    for (Plan.Repository repository : plan.repositories()) {
      add(
          repository.providerPointer() + "/credential/env",
          PinRules.credentialEnv(
              repository.provider().credentialEnv(), plan.platform().defaultAllow()));
    }
    for (int i = 0; i < allow.size(); i++) {
      String entry = allow.get(i);
      String pointer = "/environment/allow/" + i;
      plan.repositories().stream()
          .map(r -> PinRules.allowEntry(entry, r.provider().credentialEnv()))
          .flatMap(Optional::stream)
          .findFirst()
          .ifPresent(message -> add(pointer, message));
    }
    plan.environment()
        .proxy()
        .ifPresent(
            proxy -> {
              proxy.https().ifPresent(u -> add("/environment/proxy/https", PinRules.proxy(u)));
              proxy.http().ifPresent(u -> add("/environment/proxy/http", PinRules.proxy(u)));
            });
  }

  private void flags() {
    List<String> flags = plan.extraQwenFlags();
    for (int i = 0; i < flags.size(); i++) {
      add("/extraQwenFlags/" + i, PinRules.extraFlag(flags.get(i)));
    }
  }

  private void absolute(String pointer, String path) {
    add(pointer, PinRules.path(plan.platform(), path));
  }

  private void add(String pointer, String message) {
    diagnostics.add(Diagnostic.policy(file, pointer, message));
  }

  private void add(String pointer, Optional<String> problem) {
    problem.ifPresent(message -> add(pointer, message));
  }
}
