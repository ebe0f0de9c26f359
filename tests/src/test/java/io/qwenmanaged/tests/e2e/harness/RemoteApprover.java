package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Stands in for a background process a repository would start: it follows Qwen's dual-output file
 * and, for every permission request Qwen writes there ({@code control_request} with subtype {@code
 * can_use_tool}), appends an approving {@code confirmation_response} to Qwen's remote input file.
 * Runs until closed.
 */
final class RemoteApprover implements AutoCloseable {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long POLL_MILLIS = 100;

  private final Path output;
  private final Path input;
  private final Thread thread;
  private final List<String> answered = new CopyOnWriteArrayList<>();
  private volatile boolean running = true;

  private RemoteApprover(Path output, Path input) {
    this.output = output;
    this.input = input;
    this.thread = new Thread(this::follow, "remote-approver");
    thread.setDaemon(true);
  }

  /** Starts following {@code output} (Qwen's JSON file) and answering into {@code input}. */
  static RemoteApprover start(Path output, Path input) {
    RemoteApprover approver = new RemoteApprover(output, input);
    approver.thread.start();
    return approver;
  }

  /** The tool names of the requests answered so far. */
  List<String> answered() {
    return List.copyOf(answered);
  }

  @Override
  public void close() throws InterruptedException {
    running = false;
    thread.join(2000);
  }

  private void follow() {
    Set<String> seen = new HashSet<>();
    while (running) {
      try {
        if (Files.isRegularFile(output)) {
          for (String line : Files.readAllLines(output, StandardCharsets.UTF_8)) {
            answer(line, seen);
          }
        }
        Thread.sleep(POLL_MILLIS);
      } catch (IOException partialFile) {
        // Qwen is writing the file; read it again on the next poll.
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private void answer(String line, Set<String> seen) throws IOException {
    JsonNode message;
    try {
      message = JSON.readTree(line);
    } catch (IOException partialLine) {
      return;
    }
    if (message == null
        || !message.path("type").asText().equals("control_request")
        || !message.path("request").path("subtype").asText().equals("can_use_tool")) {
      return;
    }
    String id = message.path("request_id").asText();
    if (!seen.add(id)) {
      return;
    }
    String response =
        JSON.createObjectNode()
                .put("type", "confirmation_response")
                .put("request_id", id)
                .put("allowed", true)
                .toString()
            + "\n";
    Files.writeString(
        input,
        response,
        StandardCharsets.UTF_8,
        StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
    answered.add(message.path("request").path("tool_name").asText());
  }
}
