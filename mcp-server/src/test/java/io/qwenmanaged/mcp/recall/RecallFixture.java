package io.qwenmanaged.mcp.recall;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * A repository, its version 2 config against a fake provider, and an environment that records which
 * variables the hook read.
 */
final class RecallFixture {

  static final String KEY_ENV = "RECALL_TEST_KEY";
  static final String KEY = "recall-key-77f1";
  static final String APP_ID = "recall-app";

  private static final ObjectMapper JSON = new ObjectMapper();

  final Path repository;
  final Path config;
  final List<Object> reads = new ArrayList<>();
  final Map<String, String> env;

  RecallFixture(Path dir, URI baseUrl, int searchTimeoutMs) {
    try {
      repository = Files.createDirectories(dir.resolve("repo/src/main"));
      config = dir.resolve("external-context-recall.json");
      Files.writeString(
          config,
          "{\"version\":2,\"timeoutMs\":5000,\"autoRecall\":{\"repositoryRoot\":\""
              + dir.resolve("repo")
              + "\",\"timeoutMs\":"
              + searchTimeoutMs
              + "},\"provider\":{\"type\":\"mem0-platform-v3\",\"apiKeyEnv\":\""
              + KEY_ENV
              + "\",\"appId\":\""
              + APP_ID
              + "\",\"baseUrl\":\""
              + baseUrl
              + "\"}}");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String> values = new HashMap<>();
    values.put("QWEN_EXTERNAL_CONTEXT_CONFIG", config.toString());
    values.put(KEY_ENV, KEY);
    env =
        new HashMap<>(values) {
          @Override
          public String get(Object name) {
            reads.add(name);
            return super.get(name);
          }
        };
  }

  /** The input Qwen sends for {@code prompt} typed in {@code cwd}. */
  static byte[] input(String prompt, String cwd) {
    ObjectNode input =
        JSON.createObjectNode()
            .put("session_id", "s1")
            .put("hook_event_name", "UserPromptSubmit")
            .put("submitted_prompt", prompt)
            .put("cwd", cwd);
    return input.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** Runs the hook on {@code stdin} with the real clock; returns what it printed. */
  String run(byte[] stdin) {
    return run(stdin, System::nanoTime);
  }

  String run(byte[] stdin, LongSupplier clock) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = AutoRecallHook.run(new ByteArrayInputStream(stdin), out, env, clock);
    if (code != 0) {
      throw new AssertionError("exit code " + code);
    }
    return out.toString(StandardCharsets.UTF_8);
  }
}
