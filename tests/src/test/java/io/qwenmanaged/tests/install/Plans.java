package io.qwenmanaged.tests.install;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;

/**
 * The admin plans of the tests: a {@link Site}'s prefix, config directory, workspace and QWEN_HOME;
 * the test JVM's java, {@code /usr/bin/node} and the site's stand-in {@code cli.js} (which prints
 * the pinned version, all that {@code doctor} asks of it); Mem0 with the key in {@value
 * Site#CREDENTIAL_ENV}; a PATH of {@code /usr/bin:/bin}.
 */
final class Plans {

  private static final ObjectMapper JSON = new ObjectMapper();

  private Plans() {}

  /**
   * The plan of {@link #of} without extra flags that lists the repositories {@code names} instead
   * of the one workspace: each at {@link Site#repository}, with Mem0 app id {@code <name>-memory}
   * and its key in {@code MEM0_KEY_<NAME>}.
   */
  static ObjectNode withRepositories(Site site, String profile, List<String> names) {
    ObjectNode plan = of(site, profile, List.of());
    plan.remove("provider");
    plan.remove("workspace");
    ArrayNode repositories = plan.putArray("repositories");
    for (String name : names) {
      ObjectNode repository = repositories.addObject();
      repository.put("name", name).put("path", site.repository(name).toString());
      ObjectNode provider =
          repository
              .putObject("provider")
              .put("type", "mem0-platform-v3")
              .put("appId", name + "-memory");
      provider.putObject("credential").put("env", credentialEnv(name));
    }
    return plan;
  }

  /** The key variable of the listed repository {@code name}. */
  static String credentialEnv(String name) {
    return "MEM0_KEY_" + name.toUpperCase(Locale.ROOT).replace('-', '_');
  }

  static ObjectNode of(Site site, String profile, List<String> extraQwenFlags) {
    ObjectNode plan = JSON.createObjectNode();
    plan.put("planVersion", 1).put("profile", profile).put("platform", "posix");
    plan.put("installPrefix", site.prefix().toString());
    plan.put("configDir", site.configDir().toString());
    plan.putObject("runtimes")
        .put("java", UnpackedKit.java().toString())
        .put("node", "/usr/bin/node")
        .put("qwenCli", site.qwenCli().toString())
        .put("qwenVersion", Site.QWEN_VERSION);
    ObjectNode provider =
        plan.putObject("provider").put("type", "mem0-platform-v3").put("appId", "install-tests");
    provider.putObject("credential").put("env", Site.CREDENTIAL_ENV);
    plan.put("workspace", site.workspace().toString());
    plan.put("qwenHome", site.root().resolve("qwen-home").toString());
    plan.putObject("environment").putArray("path").add("/usr/bin").add("/bin");
    extraQwenFlags.forEach(plan.putArray("extraQwenFlags")::add);
    return plan;
  }
}
