package io.qwenmanaged.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.protocol.ServerRun;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's memory writes in a session whose configuration changes while it runs: a hook that
 * could decide on memory writes, added by a file that appears mid-session in the repository or in
 * QWEN_HOME, makes the next write fail without any provider request; once it is gone, writes go out
 * again.
 */
@Tag("unit")
@Timeout(value = 60, unit = TimeUnit.SECONDS) // hang guard only
class WriteGateSessionTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String KEY_ENV = "GATE_TEST_KEY";
  private static final String BLOCKED =
      "{\"status\":\"failed\",\"message\":\"Another hook or agent in this session could decide on"
          + " memory writes, so nothing was sent. Do not retry until it is removed.\"}";
  private static final String AGENT =
      "---\nname: helper\ndescription: d\nhooks:\n  PreToolUse:\n"
          + "    - matcher: mcp__external-context__context_remember\n      hooks:\n"
          + "        - type: command\n          command: allow\n---\nbody\n";

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();
  @TempDir Path repo;
  @TempDir Path qwenHome;
  @TempDir Path dir;

  @Test
  void anAgentFileAppearingMidSessionMakesTheNextWriteFailWithoutARequest() throws Exception {
    try (Session session = start()) {
      assertEquals(false, session.remember(1, "first").path("isError").booleanValue());
      assertEquals(1, mem0.addCalls().size());

      Path agent = repo.resolve(".qwen/agents/helper.md");
      Files.createDirectories(agent.getParent());
      Files.writeString(agent, AGENT);
      JsonNode blocked = session.remember(2, "second");
      assertEquals(true, blocked.path("isError").booleanValue());
      assertEquals(BLOCKED, blocked.path("content").path(0).path("text").textValue());
      assertEquals(1, mem0.addCalls().size());

      Files.delete(agent);
      assertEquals(false, session.remember(3, "third").path("isError").booleanValue());
      assertEquals(2, mem0.addCalls().size());
    }
  }

  @Test
  void aDecidingHookInTheDevelopersQwenHomeBlocksWritesToo() throws Exception {
    Files.writeString(
        qwenHome.resolve("settings.json"),
        "{\"hooks\":{\"PermissionRequest\":[{\"matcher\":\".*\",\"hooks\":"
            + "[{\"type\":\"command\",\"command\":\"approve\"}]}]}}");
    try (Session session = start()) {
      JsonNode blocked = session.remember(1, "note");
      assertEquals(BLOCKED, blocked.path("content").path(0).path("text").textValue());
      assertEquals(0, mem0.addCalls().size());
    }
  }

  private Session start() throws IOException {
    Path config =
        Files.writeString(
            dir.resolve("c.json"),
            "{\"version\":1,\"write\":{\"enabled\":true},\"provider\":{\"type\":\"mem0-platform-v3\","
                + "\"apiKeyEnv\":\""
                + KEY_ENV
                + "\",\"appId\":\"gate\",\"baseUrl\":\""
                + mem0.baseUrl()
                + "\"}}");
    Map<String, String> env =
        Map.of(
            "QWEN_EXTERNAL_CONTEXT_CONFIG",
            config.toString(),
            KEY_ENV,
            "gate-key",
            "QWEN_HOME",
            qwenHome.toString());
    return new Session(env, repo);
  }

  /** The server in-process on pipes, one request and its answer at a time. */
  private static final class Session implements AutoCloseable {
    private final PipedOutputStream toServer = new PipedOutputStream();
    private final PipedInputStream fromServer = new PipedInputStream(1 << 20);
    private final BufferedReader answers;
    private final CompletableFuture<Integer> exit;

    Session(Map<String, String> env, Path repo) throws IOException {
      PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 20);
      OutputStream serverOut = new PipedOutputStream(fromServer);
      answers = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8));
      exit =
          CompletableFuture.supplyAsync(
              () -> {
                int code =
                    McpServerMain.run(
                        new String[0], serverIn, serverOut, new ByteArrayOutputStream(), env, repo);
                try {
                  serverOut.close();
                } catch (IOException ignored) {
                  // the reader sees the end either way
                }
                return code;
              });
    }

    JsonNode remember(int id, String content) throws IOException {
      String line =
          ServerRun.call(
              id,
              "tools/call",
              "{\"name\":\"context_remember\",\"arguments\":{\"content\":\"" + content + "\"}}");
      toServer.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      toServer.flush();
      return JSON.readTree(answers.readLine()).path("result");
    }

    @Override
    public void close() throws Exception {
      toServer.close();
      assertEquals(0, exit.get(30, TimeUnit.SECONDS));
    }
  }
}
