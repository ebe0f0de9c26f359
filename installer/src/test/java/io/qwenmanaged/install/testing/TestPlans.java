package io.qwenmanaged.install.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Admin plans for a {@link TestMachine}: prefix {@code opt/}, config directory {@code etc/},
 * workspace {@code repo/}, all in the machine's folder; a java that does not exist (so no archive
 * is trained), {@code /usr/bin/node}, Mem0 with its key in {@code MEM0_API_KEY}.
 */
public final class TestPlans {

  private static final ObjectMapper JSON = new ObjectMapper();

  private TestPlans() {}

  /** The plan of {@code profile} on {@code machine}. */
  public static ObjectNode of(TestMachine machine, String profile) {
    Path root = machine.root();
    ObjectNode plan = JSON.createObjectNode();
    plan.put("planVersion", 1).put("profile", profile).put("platform", "posix");
    plan.put("installPrefix", root.resolve("opt").toString());
    plan.put("configDir", root.resolve("etc").toString());
    plan.putObject("runtimes")
        .put("java", root.resolve("no-java").resolve("java").toString())
        .put("node", "/usr/bin/node")
        .put("qwenCli", root.resolve("qwen").resolve("cli.js").toString())
        .put("qwenVersion", "0.24.4");
    ObjectNode provider =
        plan.putObject("provider").put("type", "mem0-platform-v3").put("appId", "unit-tests");
    provider.putObject("credential").put("env", "MEM0_API_KEY");
    plan.put("timeoutMs", 5000);
    plan.put("workspace", root.resolve("repo").toString());
    plan.put("qwenHome", "${HOME}/.qwen-managed");
    plan.putObject("environment").putArray("path").add("/usr/bin").add("/bin");
    plan.putArray("extraQwenFlags");
    return plan;
  }

  /** Writes {@code plan} to {@code name} in the machine's folder; returns the file. */
  public static Path write(TestMachine machine, ObjectNode plan, String name) {
    Path file = machine.root().resolve(name);
    try {
      Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(plan));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  /** The plan of {@code profile} on {@code machine}, written as {@code <profile>.json}. */
  public static Path written(TestMachine machine, String profile) {
    return write(machine, of(machine, profile), profile + ".json");
  }
}
