package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The stdio traffic between Qwen Code and the MCP server, as two JSON-lines files: what Qwen sent
 * and what the server answered. The scenario's {@code java} ({@link KitPrefix}) copies each
 * direction into them with {@code tee}, changing nothing in between; the suite reads them to see
 * when {@code tools/list} was answered (Qwen shows its prompt before MCP is ready) and which {@code
 * tools/call} requests were made.
 */
public final class McpTraffic {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path toServer;
  private final Path fromServer;

  /** Creates both files, empty, in {@code directory}. */
  public McpTraffic(Path directory) {
    toServer = directory.resolve("mcp-to-server.jsonl");
    fromServer = directory.resolve("mcp-from-server.jsonl");
    clear();
  }

  /** The file that receives every byte Qwen writes to the server's stdin. */
  Path toServer() {
    return toServer;
  }

  /** The file that receives every byte the server writes to its stdout. */
  Path fromServer() {
    return fromServer;
  }

  /** Empties both files (the recording appends). */
  void clear() {
    try {
      Files.writeString(toServer, "");
      Files.writeString(fromServer, "");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Whether not one byte went either way (no MCP server was ever started). */
  public boolean isEmpty() {
    try {
      return Files.size(toServer) == 0 && Files.size(fromServer) == 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The tool names of the server's first {@code tools/list} answer, once it has been sent. */
  public Optional<List<String>> listedTools() {
    for (JsonNode message : messages(fromServer)) {
      JsonNode tools = message.path("result").path("tools");
      if (tools.isArray()) {
        List<String> names = new ArrayList<>();
        tools.forEach(tool -> names.add(tool.path("name").asText()));
        return Optional.of(names);
      }
    }
    return Optional.empty();
  }

  /** The {@code params} of every {@code tools/call} request Qwen sent to the server. */
  public List<JsonNode> toolCalls() {
    List<JsonNode> calls = new ArrayList<>();
    for (JsonNode message : messages(toServer)) {
      if (message.path("method").asText().equals("tools/call")) {
        calls.add(message.path("params"));
      }
    }
    return calls;
  }

  private static List<JsonNode> messages(Path file) {
    List<JsonNode> messages = new ArrayList<>();
    String text;
    try {
      text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (String line : text.split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      try {
        messages.add(JSON.readTree(line));
      } catch (IOException partialOrForeignLine) {
        // A line still being written, or not JSON: not a complete protocol message yet.
      }
    }
    return messages;
  }
}
