package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.List;
import java.util.Map;

/**
 * A JSON-RPC client session with the real server over its stdio: the client side of what Qwen Code
 * does, one line at a time.
 */
final class McpSession implements AutoCloseable {

  /** The protocol revision these sessions ask for, as the kit's own clients do. */
  static final String PROTOCOL_VERSION = ManagedServer.PROTOCOL_VERSION;

  private final McpProcess process;

  private McpSession(McpProcess process) {
    this.process = process;
  }

  /** Starts the server with exactly {@code environment}; sends nothing yet. */
  static McpSession start(Map<String, String> environment) {
    return new McpSession(McpProcess.start(environment));
  }

  /** Starts the server and completes {@code initialize} and {@code notifications/initialized}. */
  static McpSession open(Map<String, String> environment) {
    return open(environment, List.of());
  }

  /** Like {@link #open(Map)}, with {@code jvmFlags} added to the launch line. */
  static McpSession open(Map<String, String> environment, List<String> jvmFlags) {
    McpSession session = new McpSession(McpProcess.start(environment, jvmFlags));
    JsonNode answer = session.request(0, JsonRpc.initialize(0, PROTOCOL_VERSION));
    assertEquals(PROTOCOL_VERSION, answer.path("result").path("protocolVersion").textValue());
    session.send(JsonRpc.initialized());
    return session;
  }

  McpProcess process() {
    return process;
  }

  /** Sends one line. */
  McpSession send(String line) {
    process.send(line);
    return this;
  }

  /** The next stdout line, checked to be one JSON-RPC 2.0 object. */
  JsonNode nextFrame() {
    return JsonRpc.frame(process.nextLineBytes());
  }

  /** Sends a request and returns the next frame, checked to answer {@code id}. */
  JsonNode request(int id, String line) {
    send(line);
    JsonNode frame = nextFrame();
    assertEquals(
        id, frame.path("id").asInt(-1), () -> "the answer to request " + id + ": " + frame);
    return frame;
  }

  /** Checks the server still answers: a {@code ping} gets an empty result. */
  void assertAnswersPing(int id) {
    JsonNode answer = request(id, JsonRpc.ping(id));
    assertEquals(JsonRpc.JSON.createObjectNode(), answer.path("result"), answer::toString);
  }

  /** Fails unless every stdout line so far is one JSON-RPC 2.0 object ending with a newline. */
  void assertStdoutIsOnlyFrames() {
    assertFalse(process.stdoutEndedMidLine(), "stdout ended without a newline");
    process.stdoutLines().forEach(JsonRpc::frame);
  }

  /**
   * Ends a normal session as a client does, by closing stdin, and checks the documented outcome:
   * exit 0, no stray frame, nothing on stderr, only protocol frames on stdout.
   */
  void finishCleanly() {
    int before = process.stdoutLines().size();
    assertEquals(
        0, process.closeAndAwaitExit(), () -> "exit code; stderr: " + process.stderrText());
    assertEquals(before, process.stdoutLines().size(), process::stdoutText);
    assertEquals("", process.stderrText(), "stderr of a normal session");
    assertStdoutIsOnlyFrames();
  }

  @Override
  public void close() {
    process.close();
  }
}
