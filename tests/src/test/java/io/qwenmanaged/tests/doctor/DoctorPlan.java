package io.qwenmanaged.tests.doctor;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The admin plan a {@link DoctorSite} installs: its folders, pinned java, node and Qwen package,
 * and either one workspace (app id {@code doctor-tests}, credential {@code MEM0_API_KEY}, optional
 * allowances, optional auto-recall) or named repositories, each with its own app id and credential
 * variable.
 */
final class DoctorPlan {

  private DoctorPlan() {}

  static ObjectNode of(
      DoctorSite site,
      String profile,
      List<String> repositoryNames,
      ObjectNode repositoryConfig,
      boolean autoRecall) {
    ObjectMapper json = new ObjectMapper();
    ObjectNode plan =
        json.createObjectNode()
            .put("planVersion", 1)
            .put("profile", profile)
            .put("platform", "posix")
            .put("installPrefix", site.prefix.toString())
            .put("configDir", site.config.toString());
    plan.putObject("runtimes")
        .put("java", site.java.toString())
        .put("node", site.node.toString())
        .put("qwenCli", site.qwenPackage().resolve("cli.js").toString())
        .put("qwenVersion", DoctorSite.PINNED_VERSION);
    if (repositoryNames.isEmpty()) {
      ObjectNode provider =
          plan.putObject("provider").put("type", "mem0-platform-v3").put("appId", "doctor-tests");
      provider.putObject("credential").put("env", "MEM0_API_KEY");
      plan.put("workspace", site.workspace.toString());
      if (repositoryConfig != null) {
        plan.set("repositoryConfig", repositoryConfig);
      }
      if (autoRecall) {
        plan.putObject("autoRecall").put("enabled", true);
      }
    } else {
      ArrayNode repositories = plan.putArray("repositories");
      for (String name : repositoryNames) {
        ObjectNode repository =
            repositories
                .addObject()
                .put("name", name)
                .put("path", site.repository(name).toString());
        ObjectNode provider =
            repository
                .putObject("provider")
                .put("type", "mem0-platform-v3")
                .put("appId", name + "-memory");
        provider.putObject("credential").put("env", DoctorSite.credentialEnv(name));
      }
    }
    plan.put("timeoutMs", 5000).put("qwenHome", "${HOME}/.qwen-managed");
    plan.putObject("environment").putArray("path").add("/usr/bin").add("/bin");
    plan.putArray("extraQwenFlags");
    return plan;
  }
}
