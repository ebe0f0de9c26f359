package io.qwenmanaged.tests.install;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.JarRunner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * This machine as the Ansible role's host, inside one private root: where the role installs ({@code
 * prefix/}, {@code config/}), its own folder ({@code bundles/}), and what the admin owns (the
 * workspace, the inventory and the Ansible folders). {@link #variables} are the role's variables
 * for one run.
 */
final class RoleHost {

  static final String BUNDLE = BundleTest.ARCHIVE;

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path root;

  RoleHost(PrivateRoot root) {
    this.root = root.path();
    root.folder("workspace");
  }

  Path prefix() {
    return root.resolve("prefix");
  }

  Path configDir() {
    return root.resolve("config");
  }

  Path bundleDir() {
    return root.resolve("bundles");
  }

  Path planFile() {
    return bundleDir().resolve("plan.json");
  }

  /** The role's variables for {@code state} and {@code plan}. */
  ObjectNode variables(String state, ObjectNode plan) {
    ObjectNode variables = JSON.createObjectNode();
    variables.put("qwen_managed_kit_bundle", JarRunner.kitJar(BUNDLE).toString());
    variables.put("qwen_managed_kit_state", state);
    variables.put("qwen_managed_kit_prefix", prefix().toString());
    variables.put("qwen_managed_kit_config_dir", configDir().toString());
    variables.put("qwen_managed_kit_bundle_dir", bundleDir().toString());
    variables.set("qwen_managed_kit_plan", plan);
    return variables;
  }

  /** A mem0-write plan for this host with a provider timeout of {@code timeoutMs}. */
  ObjectNode plan(int timeoutMs) {
    ObjectNode plan = JSON.createObjectNode();
    plan.put("planVersion", 1).put("profile", "mem0-write").put("platform", "posix");
    plan.put("installPrefix", "/replaced/by/the/role").put("configDir", "/replaced/by/the/role");
    // The runtimes are left to the bundle: installed under the prefix.
    plan.putObject("runtimes").put("env", "/usr/bin/env");
    ObjectNode provider =
        plan.putObject("provider").put("type", "mem0-platform-v3").put("appId", "role-tests");
    provider.putObject("credential").put("env", "MEM0_API_KEY");
    plan.put("timeoutMs", timeoutMs);
    plan.put("workspace", root.resolve("workspace").toString());
    plan.put("qwenHome", root.resolve("qwen-home").toString());
    plan.putObject("environment").putArray("path").add("/usr/bin").add("/bin");
    return plan;
  }

  /** The current launcher.json of the installation. */
  JsonNode launcherJson() {
    return read(configDir().resolve("launcher.json"));
  }

  /** The current generation's external-context.json (what the MCP server reads). */
  JsonNode externalContext() {
    return read(Path.of(launcherJson().path("files").path("externalContextConfig").asText()));
  }

  private static JsonNode read(Path file) {
    try {
      return JSON.readTree(Files.readString(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
