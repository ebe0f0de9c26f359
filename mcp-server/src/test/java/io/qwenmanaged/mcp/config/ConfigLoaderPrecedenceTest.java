package io.qwenmanaged.mcp.config;

import static io.qwenmanaged.mcp.config.ConfigFixture.generic;
import static io.qwenmanaged.mcp.config.ConfigFixture.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When a file has several problems, one fixed order decides the message: version 2, then write
 * without Mem0, then the provider URL, then any other invalidity, then the credential.
 */
@Tag("unit")
class ConfigLoaderPrecedenceTest {

  @TempDir Path temp;
  private ConfigFixture files;

  @BeforeEach
  void setUp() {
    files = new ConfigFixture(temp);
  }

  private StartupError loadWithoutCredential(String text) {
    Map<String, String> env = ConfigFixture.env(files.write(text).toString());
    env.remove(ConfigFixture.KEY_ENV);
    return refusal(ConfigLoader.load(env));
  }

  @Test
  void version2ComesBeforeEveryVersion1Rule() {
    assertEquals(
        StartupError.CONFIG_INVALID,
        loadWithoutCredential(
            "{\"version\": 2, \"write\": {\"enabled\": true}, \"provider\": "
                + generic("\"http://example.com/x\"")
                + "}"));
  }

  @Test
  void writeWithoutMem0ComesBeforeTheUrlTheSchemaAndTheCredential() {
    assertEquals(
        StartupError.WRITE_REQUIRES_MEM0,
        loadWithoutCredential(
            "{\"version\": \"1\", \"extra\": 0, \"write\": {\"enabled\": false}, \"provider\": "
                + generic("\"http://u:p@example.com/x\"")
                + "}"));
  }

  @Test
  void theUrlComesBeforeOtherInvalidityAndTheCredential() {
    assertEquals(
        StartupError.PROVIDER_URL_HAS_EXTRAS,
        loadWithoutCredential(
            "{\"version\": \"1\", \"timeoutMs\": 0, \"provider\": "
                + generic("\"http://example.com/x\"")
                + "}"));
  }

  @Test
  void invalidityComesBeforeTheCredential() {
    assertEquals(
        StartupError.CONFIG_INVALID,
        loadWithoutCredential(
            "{\"version\": 1, \"timeoutMs\": 0, \"provider\": " + generic("\"https://h\"") + "}"));
  }

  @Test
  void theFileComesBeforeItsContent() {
    assertEquals(
        StartupError.CONFIG_NOT_A_VALID_FILE,
        refusal(ConfigLoader.load(ConfigFixture.env(temp.toString()))));
    assertEquals(StartupError.CONFIG_NOT_JSON, loadWithoutCredential("{\"version\": 2,}"));
  }
}
