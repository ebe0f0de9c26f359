package io.qwenmanaged.tests.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Records the stdio traffic between Qwen Code and the MCP server. Qwen starts the server through a
 * tiny shell recorder that copies each direction into a file with {@code tee} and changes nothing
 * in between; the suite reads the files to see when {@code tools/list} was answered (Qwen shows its
 * prompt before MCP is ready) and which {@code tools/call} requests were made.
 */
final class McpTraffic {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String RECORDER =
      "#!/bin/sh\n"
          + "# Runs the MCP server command given as arguments 3.., copying its stdin to $1 and its\n"
          + "# stdout to $2 unchanged (E2E traffic recorder).\n"
          + "to_server=$1\n"
          + "from_server=$2\n"
          + "shift 2\n"
          + "tee -a \"$to_server\" | \"$@\" | tee -a \"$from_server\"\n";

  private final Path recorder;
  private final Path toServer;
  private final Path fromServer;

  McpTraffic(Path directory) {
    recorder = directory.resolve("mcp-recorder.sh");
    toServer = directory.resolve("mcp-to-server.jsonl");
    fromServer = directory.resolve("mcp-from-server.jsonl");
    try {
      Files.writeString(recorder, RECORDER);
      Files.setPosixFilePermissions(recorder, PosixFilePermissions.fromString("rwx------"));
      Files.writeString(toServer, "");
      Files.writeString(fromServer, "");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The command prefix that makes Qwen start the server through the recorder. */
  List<String> launchPrefix() {
    return List.of("/bin/sh", recorder.toString(), toServer.toString(), fromServer.toString());
  }

  /** The tool names of the server's first {@code tools/list} answer, once it has been sent. */
  Optional<List<String>> listedTools() {
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
  List<JsonNode> toolCalls() {
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
