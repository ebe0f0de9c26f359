package io.qwenmanaged.tests.mcp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** External-context config files and the server environments that point at them. */
final class McpConfigs {

  /** The credential variable every config here names. */
  static final String KEY_ENV = "BLACKBOX_MEM0_KEY";

  /** The credential tests use unless they need a canary. */
  static final String KEY = "test-key-c0ffee";

  /** The Mem0 {@code appId} every config here uses. */
  static final String APP_ID = "blackbox-app";

  private McpConfigs() {}

  /** A v1 Mem0 config against {@code baseUrl}, with {@code "write":{"enabled":true}}. */
  static Path mem0Write(Path dir, URI baseUrl) {
    return write(dir, "mem0-write.json", mem0Document(baseUrl, ",\"write\":{\"enabled\":true}"));
  }

  /** A v1 Mem0 config against {@code baseUrl}, without {@code write}. */
  static Path mem0ReadOnly(Path dir, URI baseUrl) {
    return write(dir, "mem0-read-only.json", mem0Document(baseUrl, ""));
  }

  /** A v1 generic HTTP search config against {@code baseUrl}. */
  static Path generic(Path dir, URI baseUrl) {
    return write(
        dir,
        "generic.json",
        "{\"version\":1,\"timeoutMs\":5000,\"provider\":{\"type\":\"generic-http-search-v1\","
            + "\"baseUrl\":\""
            + baseUrl
            + "\",\"tokenEnv\":\""
            + KEY_ENV
            + "\"}}");
  }

  /** The Mem0 v1 document text with {@code extraTopLevel} (",\"key\":value" or empty) inserted. */
  static String mem0Document(URI baseUrl, String extraTopLevel) {
    return "{\"version\":1,\"timeoutMs\":5000"
        + extraTopLevel
        + ",\"provider\":{\"type\":\"mem0-platform-v3\",\"apiKeyEnv\":\""
        + KEY_ENV
        + "\",\"appId\":\""
        + APP_ID
        + "\",\"baseUrl\":\""
        + baseUrl
        + "\"}}";
  }

  /** Writes {@code text} as {@code dir/name} (UTF-8) and returns its absolute path. */
  static Path write(Path dir, String name, String text) {
    Path file = dir.resolve(name).toAbsolutePath();
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  /** The locator and the default credential, nothing else. */
  static Map<String, String> environment(Path config) {
    return environment(config, KEY);
  }

  /** The locator and {@code key} as the credential, nothing else. */
  static Map<String, String> environment(Path config, String key) {
    Map<String, String> environment = new HashMap<>();
    environment.put("QWEN_EXTERNAL_CONTEXT_CONFIG", config.toString());
    environment.put(KEY_ENV, key);
    return environment;
  }
}
