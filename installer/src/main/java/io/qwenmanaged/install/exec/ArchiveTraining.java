package io.qwenmanaged.install.exec;

import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.process.ProgramRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Trains the class-data archive of each kit JVM against its installed jar (the archive records the
 * jar's path), with the same flags it will run with: each JVM is run once on typical work with
 * {@code -XX:ArchiveClassesAtExit}, and the archive is written beside the jar ({@link
 * KitCommands#archiveOf}). The hook answers a sample request; the MCP server lists its tools and
 * answers a search it refuses before any provider request; the auto-recall hook, which runs the MCP
 * server's jar on other work, gets an archive of its own from one search against a loopback
 * stand-in ({@link RecallArchiveTraining}); the launcher prints its policy. Training never reaches
 * a provider and never starts Qwen.
 */
public final class ArchiveTraining {

  /** Long enough for a JVM start and exit on a busy machine. */
  static final Duration TIMEOUT = Duration.ofSeconds(120);

  private static final String HOOK_REQUEST =
      "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\""
          + ManagedServer.REMEMBER
          + "\",\"permission_mode\":\"default\",\"tool_input\":{\"content\":\"Training\"}}";

  private static final String MCP_SESSION =
      "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
          + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"install\",\"version\":\"1\"}}}\n"
          + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
          + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}\n"
          + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\""
          + ManagedServer.SEARCH_TOOL
          + "\",\"arguments\":{\"query\":\"   \"}}}\n";

  private ArchiveTraining() {}

  /**
   * Trains the archives in {@code lib} (the auto-recall hook's only when a repository has
   * auto-recall); returns one line per archive that could not be made (the kit then starts without
   * it, only slower).
   *
   * @param config the generation's launcher configuration (its java and credential variable)
   * @param externalContext a readable copy of the generation's external-context configuration
   * @param launcherJson a readable copy of the generation's {@code launcher.json}
   */
  public static List<String> train(
      LauncherConfig config, Path lib, Path externalContext, Path launcherJson, Path home) {
    String java = config.runtimes().java();
    List<String> failures = new ArrayList<>();
    run(
        failures,
        "hook.jar",
        command(java, KitCommands.JVM_FLAGS, lib.resolve("hook.jar"), List.of()),
        Map.of(),
        HOOK_REQUEST,
        lib);
    run(
        failures,
        "mcp-server.jar",
        command(java, KitCommands.MCP_SERVER_JVM_FLAGS, lib.resolve("mcp-server.jar"), List.of()),
        Map.of(
            ManagedServer.CONFIG_ENV,
            externalContext.toString(),
            config.credential().env(),
            "archive-training"),
        MCP_SESSION,
        lib);
    if (config.repositories().stream().anyMatch(r -> r.autoRecallConfig().isPresent())) {
      trainAutoRecall(failures, java, lib);
    }

    List<String> launcherFlags = new ArrayList<>(KitCommands.LAUNCHER_JVM_FLAGS);
    launcherFlags.add("-Dqwen.managed.config=" + launcherJson);
    run(
        failures,
        "launcher.jar",
        command(java, launcherFlags, lib.resolve("launcher.jar"), List.of("policy", "--json")),
        Map.of("HOME", home.toString()),
        "",
        lib);
    return failures;
  }

  private static void trainAutoRecall(List<String> failures, String java, Path lib) {
    Path mcpServerJar = lib.resolve("mcp-server.jar");
    String recall = ManagedServer.RECALL_ARGUMENT + " (mcp-server.jar)";
    try {
      RecallArchiveTraining.train(
          java,
          mcpServerJar,
          lib,
          (command, environment, stdin, directory) ->
              run(
                  failures,
                  recall,
                  Path.of(KitCommands.autoRecallArchiveOf(mcpServerJar.toString())),
                  command,
                  environment,
                  stdin,
                  directory));
    } catch (IOException e) {
      failures.add(recall + ": archive training could not prepare its scratch folder");
    }
  }

  private static List<String> command(
      String java, List<String> flags, Path jar, List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(java);
    command.addAll(flags);
    command.add("-XX:ArchiveClassesAtExit=" + KitCommands.archiveOf(jar.toString()));
    command.add("-jar");
    command.add(jar.toString());
    command.addAll(arguments);
    return command;
  }

  private static void run(
      List<String> failures,
      String jar,
      List<String> command,
      Map<String, String> environment,
      String stdin,
      Path directory) {
    Path archive = Path.of(KitCommands.archiveOf(directory.resolve(jar).toString()));
    run(failures, jar, archive, command, environment, stdin, directory);
  }

  private static void run(
      List<String> failures,
      String jar,
      Path archive,
      List<String> command,
      Map<String, String> environment,
      String stdin,
      Path directory) {
    ProgramRun.Outcome result =
        ProgramRun.run(
            command, environment, directory, stdin.getBytes(StandardCharsets.UTF_8), TIMEOUT);
    if (result instanceof ProgramRun.TimedOut) {
      failures.add(jar + ": archive training timed out");
    } else if (result instanceof ProgramRun.NotStarted) {
      failures.add(jar + ": java could not be started for archive training");
    } else if (!Files.isRegularFile(archive)) {
      failures.add(jar + ": archive training wrote no archive");
    }
  }
}
