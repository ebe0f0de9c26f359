package io.qwenmanaged.tests.inspector;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The built {@code mcp-server.jar}, launched with the JVM flags of every kit launch line and a
 * version 1 external-context config that points a Mem0 provider at a loopback fake.
 *
 * @param jar the built server jar
 * @param config the written config file (absolute)
 */
record McpServerUnderTest(Path jar, Path config) {

  /** Name of the credential variable the config refers to. */
  static final String API_KEY_ENV = "MEM0_API_KEY";

  /** The credential: a canary that must never show up in any output. */
  static final String API_KEY = "inspector-canary-key-5d1c9e";

  static final String APP_ID = "repository-memory";

  private static final ObjectMapper JSON = new ObjectMapper();

  /** A server with only {@code context_search}. */
  static McpServerUnderTest searchOnly(Path kitRoot, Path directory, URI mem0BaseUrl) {
    return create(kitRoot, directory, mem0BaseUrl, false);
  }

  /** A server with {@code context_search} and {@code context_remember} (the write profile). */
  static McpServerUnderTest withWrites(Path kitRoot, Path directory, URI mem0BaseUrl) {
    return create(kitRoot, directory, mem0BaseUrl, true);
  }

  /** {@code <this JVM's java> -Xlog:disable -Xlog:all=warning:stderr -jar <jar>}. */
  List<String> command() {
    return List.of(
        javaExecutable().toString(),
        "-Xlog:disable",
        "-Xlog:all=warning:stderr",
        "-jar",
        jar.toString());
  }

  private static McpServerUnderTest create(
      Path kitRoot, Path directory, URI mem0BaseUrl, boolean writes) {
    Path jar = kitRoot.resolve("mcp-server/target/mcp-server.jar").toAbsolutePath().normalize();
    if (!Files.isRegularFile(jar)) {
      fail(jar + " is missing: build it first (mvn -B -ntp verify -pl mcp-server,tests -am).");
    }
    Path config =
        directory.resolve(writes ? "external-context-write.json" : "external-context.json");
    try {
      Files.writeString(config, configJson(mem0BaseUrl, writes));
    } catch (IOException e) {
      fail("Could not write the external-context config " + config, e);
    }
    return new McpServerUnderTest(jar, config.toAbsolutePath());
  }

  private static String configJson(URI mem0BaseUrl, boolean writes) {
    ObjectNode root = JSON.createObjectNode();
    root.put("version", 1);
    root.put("timeoutMs", 5000);
    if (writes) {
      root.putObject("write").put("enabled", true);
    }
    root.putObject("provider")
        .put("type", "mem0-platform-v3")
        .put("apiKeyEnv", API_KEY_ENV)
        .put("appId", APP_ID)
        .put("baseUrl", mem0BaseUrl.toString());
    return root.toString();
  }

  private static Path javaExecutable() {
    boolean windows = System.getProperty("os.name").startsWith("Windows");
    return Path.of(System.getProperty("java.home"), "bin", windows ? "java.exe" : "java");
  }
}
