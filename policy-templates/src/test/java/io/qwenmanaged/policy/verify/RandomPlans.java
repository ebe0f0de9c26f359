package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.Profile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Seeded random admin plans, nearly all of which {@code plan.schema.json} accepts, made by mutating
 * the golden plans: every profile, platform and provider type in any combination; absolute,
 * relative, root, other-platform paths and paths around the schema's length limits; extra flags and
 * allowlists with refused entries; proxies; timeouts at the bounds; optional keys absent or
 * present; now and then an unpaired surrogate. A golden plan with repositories keeps its list, each
 * repository with a new provider and, like the workspace, now and then a new path; some share their
 * credential.
 */
final class RandomPlans {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final ObjectMapper ESCAPING =
      JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();
  private static final List<ObjectNode> GOLDEN = goldenPlans();
  private static final List<String> PATHS =
      List.of("/runtimes/java", "/runtimes/node", "/runtimes/qwenCli");
  private static final List<String> DIRECTORIES = List.of("/installPrefix", "/configDir");

  private final RandomValues values;
  private final RandomPaths paths;

  RandomPlans(Random random) {
    this.values = new RandomValues(random);
    this.paths = new RandomPaths(values);
  }

  /** The next plan document. */
  ObjectNode next() {
    ObjectNode golden = values.pick(GOLDEN);
    ObjectNode plan = golden.deepCopy();
    Platform platform = values.chance(0.5) ? Platform.POSIX : Platform.WINDOWS;
    boolean moved = !platform.id().equals(golden.get("platform").asText());
    plan.put("platform", platform.id());
    Profile profile = values.pick(List.of(Profile.values()));
    plan.put("profile", profile.id());
    for (String pointer : DIRECTORIES) {
      if (moved || values.chance(0.5)) {
        plan.put(pointer.substring(1), paths.path(platform));
      }
    }
    ObjectNode runtimes = (ObjectNode) plan.get("runtimes");
    for (String pointer : PATHS) {
      ObjectNode parent = pointer.startsWith("/runtimes") ? runtimes : plan;
      String key = pointer.substring(pointer.lastIndexOf('/') + 1);
      if (moved || values.chance(0.5)) {
        parent.put(key, paths.path(platform));
      }
    }
    if (!plan.has("repositories") && (moved || values.chance(0.5))) {
      plan.put("workspace", paths.path(platform));
    }
    String qwenCli = runtimes.get("qwenCli").asText();
    if (!qwenCli.endsWith("cli.js") && values.chance(0.9)) {
      runtimes.put("qwenCli", platform.join(qwenCli, "cli.js"));
    }
    runtimes.put("qwenVersion", values.pick(List.of("0.24.4", "1.0.0-rc.1", "10.20.30")));
    if (values.chance(platform == Platform.POSIX ? 0.5 : 0.02)) {
      runtimes.put("env", paths.path(platform));
    }
    if (moved || values.chance(0.5)) {
      plan.put("qwenHome", paths.qwenHome(platform));
    }
    String credentialEnv;
    if (plan.has("repositories")) {
      credentialEnv = repositories(plan, platform, profile, moved);
    } else {
      plan.set("provider", provider(platform, profile));
      credentialEnv = plan.at("/provider/credential/env").asText();
    }
    timeout(plan);
    plan.set("environment", environment(platform, credentialEnv));
    flags(plan);
    if (values.chance(0.01)) {
      String path = values.withLoneSurrogate(paths.path(platform));
      if (plan.has("repositories")) {
        ((ObjectNode) plan.get("repositories").get(0)).put("path", path);
      } else {
        plan.put("workspace", path);
      }
    }
    return plan;
  }

  /** Gives each listed repository a new provider and maybe path; returns the first's key name. */
  private String repositories(ObjectNode plan, Platform platform, Profile profile, boolean moved) {
    boolean shared = values.chance(0.3);
    for (int i = 0; i < plan.get("repositories").size(); i++) {
      ObjectNode repository = (ObjectNode) plan.get("repositories").get(i);
      if (moved || values.chance(0.3)) {
        repository.put("path", paths.path(platform));
      }
      ObjectNode provider = provider(platform, profile);
      repository.set("provider", provider);
      repository.remove("sharedCredential");
      ObjectNode credential = (ObjectNode) provider.get("credential");
      if (shared) {
        credential.put("env", plan.at("/repositories/0/provider/credential/env").asText());
        if (values.chance(0.9)) {
          repository.put("sharedCredential", true);
        }
      } else if (values.chance(0.9)) {
        credential.put("env", credential.get("env").asText() + "_" + i);
      }
    }
    return plan.at("/repositories/0/provider/credential/env").asText();
  }

  /** {@code plan} as bytes: compact or indented, non-ASCII raw or escaped. */
  byte[] bytes(ObjectNode plan) {
    boolean raw =
        values.chance(0.5)
            && plan.toString().chars().noneMatch(c -> Character.isSurrogate((char) c));
    ObjectMapper mapper = raw ? JSON : ESCAPING;
    try {
      String text =
          values.chance(0.5)
              ? mapper.writerWithDefaultPrettyPrinter().writeValueAsString(plan)
              : mapper.writeValueAsString(plan);
      return text.getBytes(StandardCharsets.UTF_8);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private ObjectNode provider(Platform platform, Profile profile) {
    String type =
        values.chance(0.9)
            ? profile.providerType()
            : values.pick(List.of("mem0-platform-v3", "generic-http-search-v1"));
    ObjectNode provider = JSON.createObjectNode().put("type", type);
    if (type.equals("mem0-platform-v3")) {
      provider.put("appId", values.appId());
      if (values.chance(0.4)) {
        provider.put("baseUrl", values.providerUrl());
      }
    } else {
      provider.put("baseUrl", values.providerUrl());
    }
    ObjectNode credential = provider.putObject("credential");
    credential.put("env", values.pick(RandomValues.CREDENTIAL_NAMES));
    if (values.chance(0.3)) {
      credential.put("file", paths.path(platform));
    }
    return provider;
  }

  private void timeout(ObjectNode plan) {
    if (values.chance(0.2)) {
      plan.remove("timeoutMs");
    } else {
      plan.put("timeoutMs", values.pick(List.of(1, 30000, 5000, values.between(1, 30000))));
    }
  }

  private ObjectNode environment(Platform platform, String credentialEnv) {
    ObjectNode environment = JSON.createObjectNode();
    if (values.chance(0.6)) {
      Set<String> allow = new LinkedHashSet<>();
      int count = values.between(0, 8);
      for (int i = 0; i < count; i++) {
        allow.add(values.chance(0.02) ? credentialEnv : values.allowName());
      }
      strings(environment.putArray("allow"), new ArrayList<>(allow));
    }
    ArrayNode path = environment.putArray("path");
    int count = values.between(1, 4);
    for (int i = 0; i < count; i++) {
      path.add(paths.path(platform));
    }
    if (values.chance(0.4)) {
      ObjectNode proxy = environment.putObject("proxy");
      if (values.chance(0.7)) {
        proxy.put("https", values.proxyUrl());
      }
      if (values.chance(0.5)) {
        proxy.put("http", values.proxyUrl());
      }
      if (proxy.isEmpty() || values.chance(0.5)) {
        strings(proxy.putArray("noProxy"), List.of("localhost", "127.0.0.1", ".example.com"));
      }
    }
    return environment;
  }

  private void flags(ObjectNode plan) {
    if (values.chance(0.2)) {
      plan.remove("extraQwenFlags");
      return;
    }
    List<String> flags = new ArrayList<>();
    int count = values.between(0, 4);
    for (int i = 0; i < count; i++) {
      flags.add(values.flag());
    }
    strings(plan.putArray("extraQwenFlags"), flags);
  }

  private static void strings(ArrayNode array, List<String> strings) {
    strings.forEach(array::add);
  }

  private static List<ObjectNode> goldenPlans() {
    List<ObjectNode> plans = new ArrayList<>();
    for (String name : ConfigDirectory.goldenCases()) {
      try {
        Path plan = ConfigDirectory.goldenRoot().resolve(name).resolve("plan.json");
        plans.add((ObjectNode) JSON.readTree(Files.readAllBytes(plan)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return List.copyOf(plans);
  }
}
