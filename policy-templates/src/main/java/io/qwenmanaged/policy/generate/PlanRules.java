package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.AppIdRule;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.ExternalContextRules;
import io.qwenmanaged.policy.ProviderUrl;
import io.qwenmanaged.policy.flags.FlagFamily;
import io.qwenmanaged.policy.flags.RefusedFlags;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The refusals of SPEC §6 a schema cannot state: a plan that passed its schema but would weaken the
 * policy. Messages never quote the plan's values.
 */
final class PlanRules {

  static final String NOT_ABSOLUTE = "must be an absolute, normalised path for the plan's platform";
  static final String PROFILE_PROVIDER = "the profile requires a different provider type";
  static final String PROXY = "must be an http or https proxy origin without credentials";
  static final String FLAG = "is refused: it ";

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
    rules.provider();
    rules.environment();
    rules.flags();
    return List.copyOf(rules.diagnostics);
  }

  private void paths() {
    Platform platform = plan.platform();
    absolute("/installPrefix", plan.installPrefix());
    absolute("/configDir", plan.configDir());
    absolute("/runtimes/java", plan.runtimes().java());
    absolute("/runtimes/node", plan.runtimes().node());
    absolute("/runtimes/qwenCli", plan.runtimes().qwenCli());
    absolute("/workspace", plan.workspace());
    if (!platform.isAbsoluteOrHome(plan.qwenHome())) {
      add("/qwenHome", "must be an absolute, normalised path or start with ${HOME}");
    }
    plan.provider().credentialFile().ifPresent(f -> absolute("/provider/credential/file", f));
    List<String> path = plan.environment().path();
    for (int i = 0; i < path.size(); i++) {
      absolute("/environment/path/" + i, path.get(i));
    }
  }

  private void provider() {
    Plan.Provider provider = plan.provider();
    if (plan.profile().write() && !ExternalContextRules.MEM0.equals(provider.type())) {
      add("/provider/type", ExternalContextRules.WRITE_REQUIRES_MEM0);
    } else if (!plan.profile().providerType().equals(provider.type())) {
      add("/provider/type", PROFILE_PROVIDER);
    }
    provider
        .baseUrl()
        .map(ProviderUrl::check)
        .filter(ProviderUrl.Refused.class::isInstance)
        .ifPresent(r -> add("/provider/baseUrl", ((ProviderUrl.Refused) r).problem().message()));
    provider
        .appId()
        .flatMap(AppIdRule::problem)
        .ifPresent(problem -> add("/provider/appId", problem));
  }

  private void environment() {
    List<String> allow = plan.environment().allow().orElse(List.of());
    for (int i = 0; i < allow.size(); i++) {
      int index = i;
      AllowlistRule.problem(allow.get(i), plan.provider().credentialEnv())
          .ifPresent(problem -> add("/environment/allow/" + index, problem));
    }
    plan.environment()
        .proxy()
        .ifPresent(
            proxy -> {
              proxy
                  .https()
                  .filter(u -> !isProxyOrigin(u))
                  .ifPresent(u -> add("/environment/proxy/https", PROXY));
              proxy
                  .http()
                  .filter(u -> !isProxyOrigin(u))
                  .ifPresent(u -> add("/environment/proxy/http", PROXY));
            });
  }

  private void flags() {
    List<String> flags = plan.extraQwenFlags();
    for (int i = 0; i < flags.size(); i++) {
      Optional<FlagFamily> family = RefusedFlags.familyOf(flags.get(i));
      if (family.isPresent()) {
        add("/extraQwenFlags/" + i, FLAG + family.get().reason());
      }
    }
  }

  private void absolute(String pointer, String path) {
    if (!plan.platform().isAbsolute(path)) {
      add(pointer, NOT_ABSOLUTE);
    }
  }

  private static boolean isProxyOrigin(String text) {
    try {
      URI uri = new URI(text);
      String scheme = uri.getScheme();
      String path = uri.getRawPath();
      return ("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))
          && uri.getHost() != null
          && uri.getRawUserInfo() == null
          && (path == null || path.isEmpty() || path.equals("/"))
          && uri.getRawQuery() == null
          && uri.getRawFragment() == null;
    } catch (URISyntaxException e) {
      return false;
    }
  }

  private void add(String pointer, String message) {
    diagnostics.add(new Diagnostic(file, pointer, message));
  }
}
