package io.qwenmanaged.install.exec;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.AutoRecall;
import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.model.ProviderTimeout;
import io.qwenmanaged.policy.model.ProviderTypes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Trains the auto-recall hook's own archive ({@link KitCommands#autoRecallArchiveOf}) with one hook
 * run that takes its whole path: a prompt submitted in a scratch repository, searched against the
 * loopback {@link TrainingProvider}, answered with context. The scratch folder holds the training
 * configuration and is removed afterwards.
 */
final class RecallArchiveTraining {

  private static final String KEY_ENV = "QWEN_MANAGED_ARCHIVE_TRAINING_KEY";

  private RecallArchiveTraining() {}

  /** The training command, environment and input, run by {@code runner}. */
  static void train(String java, Path mcpServerJar, Path lib, ArchiveKind kind, Runner runner)
      throws IOException {
    Path scratch = Files.createTempDirectory("qwen-managed-recall-training").toRealPath();
    try (TrainingProvider provider = TrainingProvider.start();
        TrainingCredential credential = TrainingCredential.create()) {
      Path config = scratch.resolve("external-context.json");
      Files.writeString(config, config(scratch, provider.origin()), StandardCharsets.UTF_8);
      List<String> command = new ArrayList<>();
      command.add(java);
      command.addAll(KitCommands.MCP_SERVER_JVM_FLAGS);
      command.add(
          kind.trainingFlag(Path.of(KitCommands.autoRecallArchiveOf(mcpServerJar.toString()))));
      command.add("-jar");
      command.add(mcpServerJar.toString());
      command.add(ManagedServer.RECALL_ARGUMENT);
      Map<String, String> environment = new HashMap<>(credential.variable());
      environment.put(ManagedServer.CONFIG_ENV, config.toString());
      runner.run(command, environment, input(scratch), lib);
    } finally {
      delete(scratch);
    }
  }

  /** Runs one training command. */
  interface Runner {
    void run(List<String> command, Map<String, String> environment, String stdin, Path directory);
  }

  private static String config(Path repository, String origin) {
    JsonNodeFactory nodes = JsonNodeFactory.instance;
    ObjectNode config =
        nodes.objectNode().put("version", 2).put("timeoutMs", ProviderTimeout.DEFAULT_MS);
    // The longest search timeout, so a busy machine still trains the hook's answering path.
    config
        .putObject("autoRecall")
        .put("repositoryRoot", repository.toString())
        .put("timeoutMs", AutoRecall.MAX_TIMEOUT_MS);
    config
        .putObject("provider")
        .put("type", ProviderTypes.MEM0)
        .put("apiKeyEnv", KEY_ENV)
        .put("appId", "archive-training")
        .put("baseUrl", origin);
    return config.toString();
  }

  private static String input(Path repository) {
    return JsonNodeFactory.instance
        .objectNode()
        .put("hook_event_name", ManagedServer.RECALL_EVENT)
        .put("submitted_prompt", "How are archives trained?")
        .put("cwd", repository.toString())
        .toString();
  }

  private static void delete(Path scratch) throws IOException {
    try (Stream<Path> files = Files.list(scratch)) {
      for (Path file : files.toList()) {
        Files.deleteIfExists(file);
      }
    }
    Files.deleteIfExists(scratch);
  }
}
