package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every refused configuration makes the real jar exit 1 with nothing on stdout and exactly one
 * stable stderr line that names no path, key or value.
 */
@Tag("jar")
class StartupErrorTest {

  private static final URI LOOPBACK = URI.create("http://127.0.0.1:9");
  private static final String PROXY_SECRET = "proxy-pass-3e9";
  private static final String URL_PATH = "secret-path-5d1";

  @TempDir static Path dir;

  static Stream<Arguments> refusals() {
    return Stream.of(
        refusal(
            "unset locator",
            d -> credentialOnly(),
            "QWEN_EXTERNAL_CONTEXT_CONFIG must name an absolute file path."),
        refusal(
            "relative path",
            d -> locate("relative/mem0.json"),
            "QWEN_EXTERNAL_CONTEXT_CONFIG must name an absolute file path."),
        refusal(
            "directory", d -> locate(d.toString()), "External context config is not a valid file."),
        refusal(
            "missing file",
            d -> locate(d.resolve("absent.json").toString()),
            "External context config could not be read."),
        refusal(
            "path through a regular file",
            d -> locate(McpConfigs.write(d, "plain.json", mem0("")).resolve("x.json").toString()),
            "External context config could not be read."),
        refusal(
            "oversized file",
            d -> config(d, "big.json", oversized()),
            "External context config is not a valid file."),
        refusal(
            "invalid JSON",
            d -> config(d, "broken.json", "{\"version\":1,"),
            "External context config is not valid JSON."),
        refusal(
            "string version",
            d -> config(d, "v-string.json", mem0("").replace("\"version\":1", "\"version\":\"1\"")),
            "External context config is invalid."),
        refusal(
            "write disabled",
            d -> config(d, "w-false.json", mem0(",\"write\":{\"enabled\":false}")),
            "External context config is invalid."),
        refusal(
            "generic with write",
            d ->
                config(
                    d,
                    "g-write.json",
                    "{\"version\":1,\"write\":{\"enabled\":true},\"provider\":{\"type\":"
                        + "\"generic-http-search-v1\",\"baseUrl\":\"https://search.example\","
                        + "\"tokenEnv\":\""
                        + McpConfigs.KEY_ENV
                        + "\"}}"),
            "External context memory writes require a Mem0 provider."),
        refusal(
            "plain http to a remote host",
            d ->
                config(
                    d, "http.json", McpConfigs.mem0Document(URI.create("http://example.com"), "")),
            "Provider URL must use HTTPS or loopback HTTP."),
        refusal(
            "URL with a path",
            d ->
                config(
                    d,
                    "path.json",
                    McpConfigs.mem0Document(URI.create("https://example.com/" + URL_PATH), "")),
            "Provider URL must not contain credentials, path, query, or fragment."),
        refusal(
            "missing credential",
            d -> without(McpConfigs.KEY_ENV, config(d, "no-key.json", mem0(""))),
            "Configured external context credential is unavailable."),
        refusal(
            "empty credential",
            d -> with(McpConfigs.KEY_ENV, "", config(d, "empty-key.json", mem0(""))),
            "Configured external context credential is unavailable."),
        refusal(
            "valid version 2",
            d -> config(d, "v2.json", version2(d)),
            "External context MCP server requires a version 1 configuration."),
        refusal(
            "invalid HTTPS_PROXY",
            d ->
                with(
                    "HTTPS_PROXY",
                    "http://user:" + PROXY_SECRET + "@proxy.invalid:3128/x",
                    config(d, "proxied.json", mem0(""))),
            "Proxy environment configuration is invalid. Check HTTP_PROXY, HTTPS_PROXY, and"
                + " NO_PROXY."));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusals")
  void refusesWithOneStableLineAndExitCodeOne(
      String name, Function<Path, Map<String, String>> environment, String message) {
    try (McpProcess server = McpProcess.start(environment.apply(dir))) {
      int exitCode = server.closeAndAwaitExit();

      assertEquals(1, exitCode);
      assertEquals(List.of(), server.stdoutLines(), "stdout");
      String stderr = server.stderrText();
      assertEquals("[external-context] " + message + "\n", stderr);
      for (String secret :
          List.of(
              dir.toString(),
              "relative",
              ".json",
              McpConfigs.KEY_ENV,
              McpConfigs.KEY,
              McpConfigs.APP_ID,
              "example",
              URL_PATH,
              PROXY_SECRET,
              "proxy.invalid",
              "127.0.0.1")) {
        assertFalse(stderr.contains(secret), () -> name + " leaks " + secret);
      }
    }
  }

  private static Arguments refusal(
      String name, Function<Path, Map<String, String>> environment, String message) {
    return Arguments.of(name, environment, message);
  }

  private static String mem0(String extraTopLevel) {
    return McpConfigs.mem0Document(LOOPBACK, extraTopLevel);
  }

  private static String oversized() {
    String document = mem0("");
    return document + " ".repeat(65_537 - document.length());
  }

  private static String version2(Path d) {
    Path repository = d.resolve("repository");
    try {
      Files.createDirectories(repository);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    String provider = mem0("").substring(mem0("").indexOf("\"provider\""));
    return "{\"version\":2,\"autoRecall\":{\"repositoryRoot\":\""
        + repository.toString().replace("\\", "\\\\")
        + "\"},"
        + provider;
  }

  private static Map<String, String> config(Path d, String name, String text) {
    return McpConfigs.environment(McpConfigs.write(d, name, text));
  }

  private static Map<String, String> credentialOnly() {
    return new HashMap<>(Map.of(McpConfigs.KEY_ENV, McpConfigs.KEY));
  }

  private static Map<String, String> locate(String locator) {
    Map<String, String> environment = credentialOnly();
    environment.put("QWEN_EXTERNAL_CONTEXT_CONFIG", locator);
    return environment;
  }

  private static Map<String, String> with(String name, String value, Map<String, String> env) {
    env.put(name, value);
    return env;
  }

  private static Map<String, String> without(String name, Map<String, String> env) {
    env.remove(name);
    return env;
  }
}
