package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.DefaultConfigDir;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.tests.JarRunner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The built Debian package {@code distribution/target/qwen-managed-kit_<version>_amd64.deb}, where
 * it puts things, and the dpkg commands the tests run on it.
 */
final class DebianPackage {

  static final String NAME = "qwen-managed-kit";

  /** The plan the package's postinst applies when it exists. */
  static final Path PLAN = Path.of(DefaultConfigDir.POSIX, "plan.json");

  /** The admin command the package puts on PATH. */
  static final Path ADMIN = Path.of("/usr/bin/qwen-managed-admin");

  /** The package's state: the config directories it installed into, the kept uninstaller. */
  static final Path STATE = Path.of("/var/lib/qwen-managed-kit");

  private static final ObjectMapper JSON = new ObjectMapper();

  private DebianPackage() {}

  /** The built .deb; fails when it has not been built. */
  static Path file() {
    return JarRunner.kitJar(
        "distribution/target/" + NAME + "_" + KitVersion.current() + "_amd64.deb");
  }

  /** Where the package puts the bundle: {@code /opt/qwen-managed-kit/<version>}. */
  static Path kit() {
    return Path.of("/opt/qwen-managed-kit", KitVersion.current());
  }

  /** Skips the calling test unless it runs as root on a machine with dpkg. */
  static void assumeRootWithDpkg() {
    assumeTrue(
        "root".equals(System.getProperty("user.name")),
        "the Debian package tests run dpkg -i/-r/-P and need root");
    assumeTrue(
        Files.isExecutable(Path.of("/usr/bin/dpkg")), "dpkg is missing: not a Debian system");
  }

  /** The environment dpkg runs in: an administrator's, with the sbin folders dpkg needs. */
  static Map<String, String> environment() {
    Map<String, String> environment = new LinkedHashMap<>(UnpackedKit.adminEnvironment());
    environment.remove("JAVA_HOME");
    environment.put("PATH", "/usr/sbin:/usr/bin:/sbin:/bin");
    return environment;
  }

  static Outcome run(Commands commands, String... command) {
    return commands.run(List.of(command), environment());
  }

  /** {@code dpkg arguments...}. */
  static Outcome dpkg(Commands commands, String... arguments) {
    List<String> command = new ArrayList<>(List.of("dpkg"));
    command.addAll(List.of(arguments));
    return commands.run(command, environment());
  }

  /** dpkg's two-letter state of the package ({@code ii}, {@code iF}, {@code rc}), or "". */
  static String status(Commands commands) {
    Outcome query = run(commands, "dpkg-query", "-W", "-f", "${db:Status-Abbrev}", NAME);
    return query.exitCode() == 0 ? query.stdout().strip() : "";
  }

  /**
   * The JSON report on the line a maintainer script printed for {@code command} ({@code
   * qwen-managed-kit: <command> ... (exit N): {...}}); fails when there is none.
   */
  static JsonNode report(Outcome dpkg, String command) {
    String start = NAME + ": " + command + " ";
    for (String line : dpkg.stdout().lines().toList()) {
      int json = line.indexOf("): {");
      if (line.startsWith(start) && json > 0) {
        try {
          return JSON.readTree(line.substring(json + 3));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    return fail("no " + command + " report in dpkg's output:\n" + dpkg);
  }

  /**
   * A plan for a system install into {@code root}'s {@code opt/} and {@code etc/} that leaves the
   * runtimes to the package: the installer installs the Java, Node.js and Qwen Code it ships under
   * the prefix, so the installation keeps running once the package is removed.
   */
  static ObjectNode plan(Path root) {
    ObjectNode plan = JSON.createObjectNode();
    plan.put("planVersion", 1).put("profile", "mem0-write").put("platform", "posix");
    plan.put("installPrefix", root.resolve("opt").toString());
    plan.put("configDir", root.resolve("etc").toString());
    plan.putObject("runtimes").put("env", "/usr/bin/env");
    ObjectNode provider =
        plan.putObject("provider").put("type", "mem0-platform-v3").put("appId", "deb-tests");
    provider.putObject("credential").put("env", Site.CREDENTIAL_ENV);
    plan.put("workspace", root.resolve("workspace").toString());
    plan.put("qwenHome", root.resolve("qwen-home").toString());
    plan.putObject("environment").putArray("path").add("/usr/bin").add("/bin");
    return plan;
  }

  /** Writes {@code plan} to {@link #PLAN}, creating {@code /etc/qwen-managed} when missing. */
  static void writePlan(JsonNode plan) {
    try {
      Files.createDirectories(PLAN.getParent());
      Files.write(PLAN, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(plan));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
