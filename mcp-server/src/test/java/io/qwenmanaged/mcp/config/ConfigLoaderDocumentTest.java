package io.qwenmanaged.mcp.config;

import static io.qwenmanaged.mcp.config.ConfigFixture.GENERIC;
import static io.qwenmanaged.mcp.config.ConfigFixture.KEY;
import static io.qwenmanaged.mcp.config.ConfigFixture.MEM0;
import static io.qwenmanaged.mcp.config.ConfigFixture.generic;
import static io.qwenmanaged.mcp.config.ConfigFixture.mem0;
import static io.qwenmanaged.mcp.config.ConfigFixture.ready;
import static io.qwenmanaged.mcp.config.ConfigFixture.refusal;
import static io.qwenmanaged.mcp.config.ConfigFixture.v1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The configuration document's rules as the MCP server applies them. */
@Tag("unit")
class ConfigLoaderDocumentTest {

  @TempDir Path temp;
  private ConfigFixture files;

  @BeforeEach
  void setUp() {
    files = new ConfigFixture(temp);
  }

  @Test
  void loadsTheSpecExampleWithItsCredential() {
    ConfigResult.Ready ready =
        ready(files.load(v1(MEM0, "\"timeoutMs\": 5000, \"write\": {\"enabled\": true}")));
    assertEquals(
        new ExternalContextConfig(
            5000,
            true,
            new ProviderConfig.Mem0(URI.create("https://api.mem0.ai"), "MEM0_API_KEY", "repo")),
        ready.config());
    assertEquals(KEY, ready.credential().reveal());
  }

  @Test
  void defaultsTheTimeoutAndLeavesWritesOff() {
    ConfigResult.Ready ready = ready(files.load(v1(MEM0, "")));
    assertEquals(5000, ready.config().timeoutMs());
    assertFalse(ready.config().writeEnabled());
  }

  @ParameterizedTest
  @CsvSource({"1, 1", "30000, 30000", "2500.0, 2500", "1e3, 1000"})
  void acceptsIntegralTimeoutsInRange(String json, int timeoutMs) {
    assertEquals(
        timeoutMs, ready(files.load(v1(MEM0, "\"timeoutMs\": " + json))).config().timeoutMs());
  }

  @Test
  void loadsAGenericProviderWithItsNormalisedOrigin() {
    ConfigResult.Ready ready =
        ready(files.load(v1(generic("\"https://Search.Example:443/\""), "")));
    assertEquals(
        new ProviderConfig.GenericHttp(URI.create("https://search.example"), "MEM0_API_KEY"),
        ready.config().provider());
    assertFalse(ready.config().writeEnabled());
  }

  @ParameterizedTest
  @CsvSource({
    "http://127.0.0.1:8080, http://127.0.0.1:8080",
    "http://[::1]:9000/, http://[::1]:9000",
    "http://localhost, http://localhost",
    "https://mem0.example/, https://mem0.example"
  })
  void acceptsAMem0BaseUrlThatIsAnHttpsOrLoopbackOrigin(String url, String origin) {
    String provider = mem0("\"appId\": \"repo\", \"baseUrl\": \"" + url + "\"");
    assertEquals(
        URI.create(origin), ready(files.load(v1(provider, ""))).config().provider().baseUrl());
  }

  @ParameterizedTest
  @CsvSource({
    "http://example.com, PROVIDER_URL_INSECURE",
    "http://10.0.0.1:8080, PROVIDER_URL_INSECURE",
    "https://h.example/path, PROVIDER_URL_HAS_EXTRAS",
    "https://u:p@h.example, PROVIDER_URL_HAS_EXTRAS",
    "https://h.example?q, PROVIDER_URL_HAS_EXTRAS",
    "https://h.example#f, PROVIDER_URL_HAS_EXTRAS",
    "https://exa mple.com, PROVIDER_URL_INVALID",
    "not a url, PROVIDER_URL_INVALID"
  })
  void refusesABaseUrlWithItsOwnMessage(String url, StartupError error) {
    assertEquals(error, refusal(files.load(v1(generic("\"" + url + "\""), ""))));
    String provider = mem0("\"appId\": \"repo\", \"baseUrl\": \"" + url + "\"");
    assertEquals(error, refusal(files.load(v1(provider, ""))));
  }

  @Test
  void trimsTheAppIdAsJavaScriptDoes() {
    String provider = mem0("\"appId\": \" \\u00a0repository memory\\t\\u3000\"");
    ProviderConfig.Mem0 mem0 =
        (ProviderConfig.Mem0) ready(files.load(v1(provider, ""))).config().provider();
    assertEquals("repository memory", mem0.appId());
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"   \"", "\"\"", "\"\\u3000\\ufeff\"", "\"\\ud800\"", "7"})
  void refusesAnAppIdThatIsNotOneTo256CharactersAfterTrimming(String appId) {
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v1(mem0("\"appId\": " + appId), ""))));
    String longest = "\"" + "a".repeat(256) + "\"";
    ready(files.load(v1(mem0("\"appId\": " + longest), "")));
    String tooLong = "\"" + "a".repeat(257) + "\"";
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v1(mem0("\"appId\": " + tooLong), ""))));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"version\": \"1\", \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"write\": {\"enabled\": false}, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"write\": {}, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"write\": {\"enabled\": true, \"x\": 1}, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"write\": true, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"timeoutMs\": 0, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"timeoutMs\": 30001, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"timeoutMs\": 1.5, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"extra\": true, \"provider\": " + MEM0 + "}",
        "{\"version\": 1}",
        "{}",
        "[]",
        "null",
        "{\"version\": 1, \"provider\": {\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \"1K\","
            + " \"appId\": \"a\"}}",
        "{\"version\": 1, \"provider\": {\"type\": \"generic-http-search-v1\", \"baseUrl\":"
            + " \"https://h\"}}",
        "{\"version\": 3, \"provider\": " + GENERIC + "}"
      })
  void refusesEverythingElseTheSchemaRefusesAsInvalid(String text) {
    assertEquals(StartupError.CONFIG_INVALID, refusal(files.load(text)));
  }

  @Test
  void refusesWritesWithAGenericProvider() {
    assertEquals(
        StartupError.WRITE_REQUIRES_MEM0,
        refusal(files.load(v1(GENERIC, "\"write\": {\"enabled\": true}"))));
  }

  @Test
  void refusesAValidVersion2FileWithItsOwnMessageAndAnInvalidOneAsInvalid() {
    String root = temp.toString().replace("\\", "\\\\");
    String v2 =
        "{\"version\": 2, \"autoRecall\": {\"repositoryRoot\": \""
            + root
            + "\"}, \"provider\": "
            + MEM0
            + "}";
    assertEquals(StartupError.CONFIG_NOT_VERSION_1, refusal(files.load(v2)));
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v2.replace(root, root + "/missing"))));
    assertEquals(
        StartupError.CONFIG_INVALID,
        refusal(
            files.load(
                v2.replace(
                    "{\"version\": 2,", "{\"version\": 2, \"write\": {\"enabled\": true},"))));
  }

  @Test
  void refusesAMissingOrEmptyCredentialAfterEveryDocumentRule() {
    Path file = files.write(v1(MEM0, ""));
    var env = ConfigFixture.env(file.toString());
    env.remove(ConfigFixture.KEY_ENV);
    assertEquals(StartupError.CREDENTIAL_UNAVAILABLE, refusal(ConfigLoader.load(env)));
    env.put(ConfigFixture.KEY_ENV, "");
    assertEquals(StartupError.CREDENTIAL_UNAVAILABLE, refusal(ConfigLoader.load(env)));
    env.put(ConfigFixture.KEY_ENV, " ");
    assertTrue(ConfigLoader.load(env) instanceof ConfigResult.Ready);
  }
}
