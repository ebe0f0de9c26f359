package io.qwenmanaged.mcp.config;

import static io.qwenmanaged.mcp.config.ConfigFixture.v1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Neither the credential nor the name of its variable appears in any start-up message or in the
 * {@code toString()} of any result.
 */
@Tag("unit")
class ConfigLoaderSecretsTest {

  private static final String CANARY_KEY = "canary-key-7f3a";
  private static final String CANARY_ENV = "CANARY_ENV_NAME_5B2E";

  @TempDir Path temp;

  @Test
  void neverRevealsTheCredentialOrItsVariableName() {
    String mem0 =
        "{\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \"" + CANARY_ENV + "\", \"appId\": \"r\"}";
    String generic =
        "{\"type\": \"generic-http-search-v1\", \"baseUrl\": \"http://127.0.0.1:9\","
            + " \"tokenEnv\": \""
            + CANARY_ENV
            + "\"}";
    List<String> documents =
        List.of(
            v1(mem0, "\"write\": {\"enabled\": true}"),
            v1(generic, ""),
            v1(generic, "\"write\": {\"enabled\": true}"),
            v1(mem0.replace("\"r\"", "\" \""), ""),
            v1(mem0.replace("}", ", \"baseUrl\": \"http://" + CANARY_KEY + ".example\"}"), ""),
            v1(mem0, "\"" + CANARY_KEY + "\": \"" + CANARY_ENV + "\""),
            "{\"version\": \"" + CANARY_KEY + "\"}",
            "{\"" + CANARY_ENV + "\": 1, \"" + CANARY_ENV + "\": 2}");
    ConfigFixture files = new ConfigFixture(temp);
    List<ConfigResult> results = new ArrayList<>();
    for (String document : documents) {
      Map<String, String> env = new HashMap<>();
      env.put(ConfigLoader.LOCATOR, files.write(document).toString());
      env.put(CANARY_ENV, CANARY_KEY);
      results.add(ConfigLoader.load(env));
      env.remove(CANARY_ENV);
      results.add(ConfigLoader.load(env));
    }
    assertTrue(results.stream().anyMatch(r -> r instanceof ConfigResult.Ready));
    assertTrue(results.stream().anyMatch(r -> r instanceof ConfigResult.Refused));
    for (ConfigResult result : results) {
      assertHidesCanaries(result.toString());
      if (result instanceof ConfigResult.Refused) {
        assertHidesCanaries(((ConfigResult.Refused) result).error().line());
      } else {
        ConfigResult.Ready ready = (ConfigResult.Ready) result;
        assertHidesCanaries(ready.config().toString());
        assertHidesCanaries(ready.config().provider().toString());
        assertHidesCanaries(ready.credential().toString());
        assertEquals(CANARY_KEY, ready.credential().reveal());
        assertEquals(CANARY_ENV, ready.config().provider().credentialEnv());
      }
    }
  }

  @Test
  void printsNoPathInAnyStartupLine() {
    for (StartupError error : StartupError.values()) {
      assertTrue(error.line().startsWith("[external-context] "), error.name());
      assertFalse(error.line().contains("/"), error.name());
      assertFalse(error.line().contains("\n"), error.name());
    }
  }

  private static void assertHidesCanaries(String text) {
    assertFalse(text.contains(CANARY_KEY), text);
    assertFalse(text.contains(CANARY_ENV), text);
    assertFalse(text.contains("canary"), text);
  }
}
