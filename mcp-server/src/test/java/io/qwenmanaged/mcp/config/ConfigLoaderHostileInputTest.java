package io.qwenmanaged.mcp.config;

import static io.qwenmanaged.mcp.config.ConfigFixture.MEM0;
import static io.qwenmanaged.mcp.config.ConfigFixture.mem0;
import static io.qwenmanaged.mcp.config.ConfigFixture.refusal;
import static io.qwenmanaged.mcp.config.ConfigFixture.v1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hostile files end in a stable start-up error, never a crash or a hang. */
@Tag("unit")
class ConfigLoaderHostileInputTest {

  @TempDir Path temp;
  private ConfigFixture files;

  @BeforeEach
  void setUp() {
    files = new ConfigFixture(temp);
  }

  @Test
  void refusesDeepNestingAsNotJsonAndModerateNestingAsInvalid() {
    String deep = "[".repeat(30_000) + "]".repeat(30_000);
    assertEquals(StartupError.CONFIG_NOT_JSON, refusal(files.load(deep)));
    String nested = "[".repeat(900) + "]".repeat(900);
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v1(MEM0, "\"extra\": " + nested))));
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v1(MEM0, "\"timeoutMs\": " + nested))));
  }

  @Test
  void refusesHugeNumbers() {
    String huge = "9".repeat(60_000);
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v1(MEM0, "\"timeoutMs\": " + huge))));
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v1(MEM0, "\"timeoutMs\": -" + huge))));
    assertEquals(
        StartupError.CONFIG_INVALID,
        refusal(files.load("{\"version\": 1" + "0".repeat(500) + ", \"provider\": " + MEM0 + "}")));
    assertEquals(
        StartupError.CONFIG_NOT_JSON, refusal(files.load(v1(MEM0, "\"timeoutMs\": 1e999"))));
    assertEquals(
        StartupError.CONFIG_NOT_JSON,
        refusal(files.load("{\"version\": 1e400, \"provider\": " + MEM0 + "}")));
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v1(MEM0, "\"timeoutMs\": 1e-999"))));
  }

  @Test
  void refusesRawNulBytesAndHandlesEscapedOnes() {
    assertEquals(
        StartupError.CONFIG_NOT_JSON, refusal(files.load(v1(mem0("\"appId\": \"a\u0000b\""), ""))));
    assertEquals(StartupError.CONFIG_NOT_JSON, refusal(files.load(v1(MEM0, "") + "\u0000")));
    assertEquals(
        StartupError.CONFIG_INVALID,
        refusal(
            files.load(
                v1(
                    "{\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \"K\\u0000\", \"appId\":"
                        + " \"a\"}",
                    ""))));
    assertEquals(
        StartupError.PROVIDER_URL_INVALID,
        refusal(files.load(v1(mem0("\"appId\": \"a\", \"baseUrl\": \"https://h\\u0000x\""), ""))));
  }

  @Test
  void refusesLoneSurrogateEscapesInEveryString() {
    assertEquals(
        StartupError.CONFIG_INVALID, refusal(files.load(v1(mem0("\"appId\": \"\\udc00\""), ""))));
    assertEquals(
        StartupError.PROVIDER_URL_INVALID,
        refusal(files.load(v1(mem0("\"appId\": \"a\", \"baseUrl\": \"https://\\ud800\""), ""))));
    assertEquals(
        StartupError.CONFIG_INVALID,
        refusal(files.load("{\"version\": 1, \"\\ud800\": 1, \"provider\": " + MEM0 + "}")));
  }

  @Test
  void refusesRandomBytesWithoutCrashing() {
    Random random = new Random(20260803);
    for (int i = 0; i < 200; i++) {
      byte[] bytes = new byte[random.nextInt(512)];
      random.nextBytes(bytes);
      StartupError error = refusal(files.loadFrom(files.write(bytes)));
      assertTrue(
          error == StartupError.CONFIG_NOT_JSON || error == StartupError.CONFIG_INVALID,
          error.name());
    }
  }

  @Test
  void refusesTruncatedDocumentsAtEveryLength() {
    byte[] whole = v1(MEM0, "\"write\": {\"enabled\": true}").getBytes(StandardCharsets.UTF_8);
    for (int length = 0; length < whole.length; length++) {
      byte[] truncated = java.util.Arrays.copyOf(whole, length);
      assertEquals(StartupError.CONFIG_NOT_JSON, refusal(files.loadFrom(files.write(truncated))));
    }
  }

  @Test
  void reportsAnythingUnexpectedAsAStartupFailure() {
    Map<String, String> failing =
        new AbstractMap<>() {
          @Override
          public Set<Map.Entry<String, String>> entrySet() {
            throw new IllegalStateException("environment unavailable");
          }

          @Override
          public String get(Object key) {
            throw new IllegalStateException("environment unavailable");
          }
        };
    assertEquals(StartupError.UNEXPECTED, refusal(ConfigLoader.load(failing)));
    assertEquals(StartupError.UNEXPECTED, refusal(ConfigLoader.load(null)));
  }
}
