package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVMs the doctor starts — the MCP server and the auto-recall hook, from the commands of the
 * generated system settings, exactly as Qwen would — carry the generation's trust store when the
 * plan names CA certificates, and no trust store flag when it names none.
 */
@Tag("unit")
class DoctorTrustStoreTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path directory;

  /** Generates a plan with auto-recall, with {@code caFile} as its one CA file when given. */
  private LauncherConfig generate(Optional<String> caFile) throws IOException {
    ObjectNode plan = JSON.createObjectNode().put("planVersion", 1).put("profile", "mem0-write");
    plan.put("platform", "posix")
        .put("installPrefix", "/opt/kit")
        .put("configDir", directory.toString());
    plan.putObject("runtimes")
        .put("java", "/opt/kit/jre/bin/java")
        .put("node", "/opt/kit/node/bin/node")
        .put("qwenCli", "/opt/kit/qwen/node_modules/@qwen-code/qwen-code/cli.js")
        .put("qwenVersion", "0.24.4");
    plan.putObject("provider")
        .put("type", "mem0-platform-v3")
        .put("appId", "repo-memory")
        .putObject("credential")
        .put("env", "CONTEXT_KEY");
    plan.put("workspace", "/srv/repo").put("qwenHome", "${HOME}/.qwen-managed");
    plan.putObject("autoRecall").put("enabled", true);
    ObjectNode environment = plan.putObject("environment");
    environment.putArray("path").add("/usr/bin");
    caFile.ifPresent(file -> environment.putArray("caCertificates").add(file));
    GenerationResult result = PolicyGenerator.generate(JSON.writeValueAsBytes(plan), "plan.json");
    assertTrue(result instanceof GenerationResult.Generated, result::toString);
    for (PolicyFile file : ((GenerationResult.Generated) result).files()) {
      Files.write(directory.resolve(file.name()), file.bytes());
    }
    return LauncherConfigReader.read(JSON.readTree(directory.resolve("launcher.json").toFile()));
  }

  private ChainSettings chain(LauncherConfig config) {
    ChainSettings.Read read =
        ChainSettings.read(Path.of(config.repositories().get(0).systemSettings()));
    return ((ChainSettings.Found) read).settings();
  }

  @Test
  void withThePlansCasTheMcpServerAndTheRecallHookTrustTheGenerationsStore() throws IOException {
    LauncherConfig config = generate(Optional.of("/etc/pki/corp/root-ca.pem"));
    String store = directory.resolve("trust-store.p12").toString();
    assertEquals(Optional.of(store), config.files().trustStore());
    assertEquals(
        Optional.of(directory.resolve("ca-certificates.pem").toString()),
        config.files().caCertificates());
    ChainSettings settings = chain(config);
    List<String> flags = KitCommands.trustStoreFlags(store);
    List<String> args = settings.server().orElseThrow().args();
    assertTrue(args.containsAll(flags), args::toString);
    assertTrue(args.indexOf(flags.get(0)) < args.indexOf("-jar"), "a JVM flag, before -jar");
    String recall = settings.recall().orElseThrow().command();
    flags.forEach(flag -> assertTrue(recall.contains(flag), recall));
    assertFalse(settings.hook().orElseThrow().command().contains("trustStore"));
  }

  @Test
  void withoutCasNoJvmNamesATrustStore() throws IOException {
    LauncherConfig config = generate(Optional.empty());
    assertEquals(Optional.empty(), config.files().trustStore());
    assertEquals(Optional.empty(), config.files().caCertificates());
    ChainSettings settings = chain(config);
    assertFalse(String.join(" ", settings.server().orElseThrow().args()).contains("trustStore"));
    assertFalse(settings.recall().orElseThrow().command().contains("trustStore"));
  }
}
