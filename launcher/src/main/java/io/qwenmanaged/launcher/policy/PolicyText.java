package io.qwenmanaged.launcher.policy;

import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.RepositoryAllowances;
import io.qwenmanaged.policy.qwenconfig.AllowKind;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The human form of {@code qwen-managed policy}: one labelled line per value. */
final class PolicyText {

  private final PrintStream out;

  private PolicyText(PrintStream out) {
    this.out = out;
  }

  static void print(EffectivePolicy policy, PrintStream out) {
    new PolicyText(out).all(policy);
  }

  private void all(EffectivePolicy policy) {
    LauncherConfig config = policy.installation();
    LauncherConfig.Repository repository = policy.repository();
    line("profile", config.profile().id());
    line("kit version", policy.kitVersion());
    line("Qwen Code version", config.runtimes().qwenVersion() + " (pinned)");
    line("platform", config.platform().id());
    if (config.namedRepositories()) {
      line("repository", repository.label());
    }
    line("launcher.json", policy.launcherJson().toString());
    line("node", config.runtimes().node());
    line("Qwen CLI", config.runtimes().qwenCli());
    line("java", config.runtimes().java());
    config.runtimes().env().ifPresent(env -> line("env", env));
    line("system settings", repository.systemSettings());
    line("system defaults", config.files().systemDefaults());
    line("external context", repository.externalContextConfig());
    line("MCP server jar", config.files().mcpServerJar());
    line("hook jar", config.files().hookJar());
    line("install manifest", config.files().installManifest());
    line("workspace", repository.workspace());
    line("QWEN_HOME", policy.qwenHome().toString());
    line("QWEN_RUNTIME_DIR", policy.qwenRuntimeDir().toString());
    Provider provider = policy.provider();
    line("provider", provider.type());
    provider.appId().ifPresent(appId -> line("app id", appId));
    line("provider URL", provider.baseUrl());
    line("memory writes", provider.writes() ? "enabled, confirmed by the user" : "disabled");
    line(
        "auto-recall",
        repository
            .autoRecallConfig()
            .map(recall -> "on: memories added to each prompt (" + recall + ")")
            .orElse("off"));
    line("credential", repository.credential().env() + " " + policy.credentialStatus());
    repository.credential().file().ifPresent(file -> line("credential file", file));
    line("key to Qwen", "only a session file's path, in " + ManagedServer.CREDENTIAL_FILE_ENV);
    model(policy);
    line("allowlist", words(config.environment().allow()));
    line("passed now", words(policy.passedNames()));
    line("PATH", String.join(separator(config), config.environment().path()));
    config.environment().proxy().ifPresent(proxy -> values("proxy", proxy.variables()));
    values("forced", config.environment().forced());
    line("extra Qwen flags", words(config.qwenExtraFlags()));
    allowances(repository.allowances());
  }

  /** The governed model endpoint and where its key comes from (never the key). */
  private void model(EffectivePolicy policy) {
    Optional<ModelEndpoint> model = policy.installation().model();
    if (model.isEmpty()) {
      line("model endpoint", ModelEndpoint.NOT_GOVERNED);
      return;
    }
    line("model endpoint", model.get().describe());
    ModelEndpoint.Credential key = model.get().credential();
    String status = " " + policy.modelCredentialStatus();
    key.env().ifPresent(env -> line("model key", env + status));
    key.file().ifPresent(file -> line("model key file", file + status));
    line("model key to Qwen", "in " + ModelEndpoint.API_KEY_ENV + " only");
  }

  /** What the plan lets this repository's own Qwen configuration add, each with its reason. */
  private void allowances(RepositoryAllowances allowances) {
    if (allowances.isEmpty()) {
      line("allowed by plan", "nothing beyond the kit's rules");
      return;
    }
    String shown = "allowed by plan";
    for (RepositoryAllowances.AllowedKind kind : allowances.kinds()) {
      line(shown, kind.kind() + ": " + describe(kind.kind()) + " (" + kind.reason() + ")");
      shown = "";
    }
    for (RepositoryAllowances.AllowedFile file : allowances.files()) {
      line(shown, file.path() + " sha256 " + file.sha256() + " (" + file.reason() + ")");
      shown = "";
    }
  }

  private static String describe(String kind) {
    return AllowKind.of(kind).map(AllowKind::description).orElse(kind);
  }

  private void values(String label, Map<String, String> values) {
    String shown = label;
    for (Map.Entry<String, String> value : values.entrySet()) {
      line(shown, value.getKey() + "=" + quoted(value.getValue()));
      shown = "";
    }
  }

  private void line(String label, String value) {
    out.println(String.format("%-18s %s", label, value).stripTrailing());
  }

  private static String words(List<String> words) {
    return words.isEmpty() ? "(none)" : String.join(" ", words);
  }

  private static String separator(LauncherConfig config) {
    return config.platform() == Platform.WINDOWS ? ";" : ":";
  }

  /** A value with spaces (bash's {@code PS4} is {@code "+ "}) in double quotes. */
  private static String quoted(String value) {
    return value.isEmpty() || value.chars().anyMatch(Character::isWhitespace)
        ? '"' + value + '"'
        : value;
  }
}
