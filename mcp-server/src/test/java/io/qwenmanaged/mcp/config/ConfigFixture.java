package io.qwenmanaged.mcp.config;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Writes configuration files into a test's temporary directory and loads them. */
final class ConfigFixture {

  static final String KEY_ENV = "MEM0_API_KEY";
  static final String KEY = "m0-test-key";

  static final String MEM0 =
      "{\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \"MEM0_API_KEY\", \"appId\": \"repo\"}";

  static final String GENERIC =
      "{\"type\": \"generic-http-search-v1\", \"baseUrl\": \"https://search.example\","
          + " \"tokenEnv\": \"MEM0_API_KEY\"}";

  private final Path directory;

  ConfigFixture(Path directory) {
    this.directory = directory;
  }

  /** A version 1 document with {@code provider} and extra top-level members (may be empty). */
  static String v1(String provider, String extra) {
    return "{\"version\": 1, "
        + (extra.isEmpty() ? "" : extra + ", ")
        + "\"provider\": "
        + provider
        + "}";
  }

  /** A Mem0 provider with the given extra members after {@code type} and {@code apiKeyEnv}. */
  static String mem0(String members) {
    return "{\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \"MEM0_API_KEY\", " + members + "}";
  }

  /** A generic provider with the given {@code baseUrl} JSON value. */
  static String generic(String baseUrlJson) {
    return "{\"type\": \"generic-http-search-v1\", \"baseUrl\": "
        + baseUrlJson
        + ", \"tokenEnv\": \"MEM0_API_KEY\"}";
  }

  Path write(String text) {
    return write(text.getBytes(StandardCharsets.UTF_8));
  }

  Path write(byte[] bytes) {
    try {
      return Files.write(Files.createTempFile(directory, "external-context", ".json"), bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Loads {@code text} from a file with the test credential set. */
  ConfigResult load(String text) {
    return loadFrom(write(text));
  }

  ConfigResult loadFrom(Path file) {
    return ConfigLoader.load(env(file.toString()));
  }

  /** The environment naming {@code locator} with the test credential set. */
  static Map<String, String> env(String locator) {
    Map<String, String> env = new HashMap<>();
    env.put(ConfigLoader.LOCATOR, locator);
    env.put(KEY_ENV, KEY);
    return env;
  }

  static StartupError refusal(ConfigResult result) {
    return assertInstanceOf(ConfigResult.Refused.class, result, String.valueOf(result)).error();
  }

  static ConfigResult.Ready ready(ConfigResult result) {
    return assertInstanceOf(ConfigResult.Ready.class, result, String.valueOf(result));
  }
}
