package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The admin plan of one scenario (schema {@code plan.schema.json}), as an administrator would write
 * it for this machine: the scenario's install prefix and config directory, the runtimes {@link
 * KitFiles} pins (the bundle's {@code java} through the prefix's recording {@code jre/bin/java},
 * its {@code node} and its Qwen Code), the fake Mem0 (loopback http), the scenario's workspace and
 * QWEN_HOME, and an environment allowlist that adds the model's {@code OPENAI_*} variables to the
 * POSIX default; then the scenario's {@link Scenario#planOverlay()} merged in.
 */
public final class TestPlan {

  public static final String MEM0_KEY_ENV = "MEM0_API_KEY";
  public static final String APP_ID = "repo-memory";

  /**
   * The variable of the developer's terminal that holds the key of a model endpoint a scenario's
   * plan names in its {@code model} part; not allowlisted, so only the launcher reads it.
   */
  public static final String MODEL_KEY_ENV = "E2E_PLAN_MODEL_KEY";

  public static final String MODEL_KEY = "e2e-plan-model-key";

  /** The launcher's POSIX default allowlist, without the fake model's variables. */
  public static final List<String> DEFAULT_ALLOW =
      List.of("HOME", "USER", "LOGNAME", "TERM", "COLORTERM", "LANG", "LC_*", "TZ");

  static final int TIMEOUT_MS = 5000;

  /** The launcher's POSIX default allowlist, then the fake model's variables. */
  static final List<String> ALLOW =
      List.of(
          "HOME",
          "USER",
          "LOGNAME",
          "TERM",
          "COLORTERM",
          "LANG",
          "LC_*",
          "TZ",
          "OPENAI_API_KEY",
          "OPENAI_BASE_URL",
          "OPENAI_MODEL");

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private TestPlan() {}

  /**
   * The plan's bytes: the {@code mem0-write} profile when {@code scenario} writes, else {@code
   * mem0-read-only}; the provider is the fake Mem0 at {@code mem0BaseUrl}. A scenario with
   * repositories gets a {@code repositories} block instead of the workspace and provider: each
   * repository its directory, its own app id ({@link #appId}) and credential variable ({@link
   * #keyEnv}), all at the same fake Mem0.
   */
  static byte[] render(Scenario scenario, ScenarioFiles files, KitPrefix prefix, URI mem0BaseUrl) {
    ObjectNode plan = JSON.createObjectNode();
    plan.put("planVersion", 1);
    plan.put("profile", scenario.writeProfile() ? "mem0-write" : "mem0-read-only");
    plan.put("platform", "posix");
    plan.put("installPrefix", prefix.root().toString());
    plan.put("configDir", files.configDir().toString());
    plan.putObject("runtimes")
        .put("java", prefix.java().toString())
        .put("node", KitFiles.node().toString())
        .put("qwenCli", KitFiles.qwenCli().toString())
        .put("qwenVersion", KitFiles.QWEN_CODE_VERSION);
    if (scenario.repositories().isEmpty()) {
      provider(plan.putObject("provider"), APP_ID, MEM0_KEY_ENV, mem0BaseUrl);
    } else {
      ArrayNode repositories = plan.putArray("repositories");
      for (String name : scenario.repositories()) {
        ObjectNode repository =
            repositories
                .addObject()
                .put("name", name)
                .put("path", files.repository(name).toString());
        provider(repository.putObject("provider"), appId(name), keyEnv(name), mem0BaseUrl);
      }
    }
    plan.put("timeoutMs", TIMEOUT_MS);
    if (scenario.repositories().isEmpty()) {
      plan.put("workspace", files.workspace().toString());
    }
    plan.put("qwenHome", files.qwenHome().toString());
    ObjectNode environment = plan.putObject("environment");
    strings(environment.putArray("allow"), ALLOW);
    Set<String> path = new LinkedHashSet<>();
    path.add(KitFiles.node().getParent().toString());
    path.addAll(List.of("/usr/bin", "/bin"));
    strings(environment.putArray("path"), path);
    if (scenario.https().map(Scenario.HttpsFakes::trusted).orElse(false)) {
      environment.putArray("caCertificates").add(PrivateCa.pemIn(files.privateCa()).toString());
    }
    plan.putArray("extraQwenFlags");
    try {
      ObjectNode merged = JsonOverlay.merged(plan, scenario.planOverlay());
      return (JSON.writeValueAsString(merged) + "\n").getBytes(StandardCharsets.UTF_8);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The Mem0 app id of the plan's repository named {@code repository}. */
  public static String appId(String repository) {
    return APP_ID + "-" + repository;
  }

  /**
   * The credential variable of the plan's repository named {@code repository}: its own, never
   * shared.
   */
  public static String keyEnv(String repository) {
    return MEM0_KEY_ENV + "_" + repository.toUpperCase(Locale.ROOT).replace('-', '_');
  }

  private static void provider(ObjectNode provider, String appId, String keyEnv, URI baseUrl) {
    provider.put("type", "mem0-platform-v3").put("appId", appId).put("baseUrl", baseUrl.toString());
    provider.putObject("credential").put("env", keyEnv);
  }

  private static void strings(ArrayNode array, Collection<String> values) {
    values.forEach(array::add);
  }
}
