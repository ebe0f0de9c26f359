package io.qwenmanaged.tests.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes the MCP server's version 1 external-context configuration for a fake Mem0. */
final class ProviderConfigFile {

  static final String API_KEY_ENV = "MEM0_API_KEY";
  static final String APP_ID = "repo-memory";

  private ProviderConfigFile() {}

  /**
   * With {@code write} the configuration enables {@code context_remember}; without, search only.
   */
  static void write(Path file, URI mem0BaseUrl, boolean write) {
    String text =
        "{\"version\":1,\"timeoutMs\":5000,"
            + (write ? "\"write\":{\"enabled\":true}," : "")
            + "\"provider\":{\"type\":\"mem0-platform-v3\",\"apiKeyEnv\":\""
            + API_KEY_ENV
            + "\",\"appId\":\""
            + APP_ID
            + "\",\"baseUrl\":\""
            + mem0BaseUrl
            + "\"}}\n";
    try {
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
