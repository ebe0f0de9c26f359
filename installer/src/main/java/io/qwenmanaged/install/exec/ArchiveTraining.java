package io.qwenmanaged.install.exec;

import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Trains the class-data archive of each kit JVM against its installed jar (the archive records the
 * jar's path), with the same flags it will run with: each JVM is run once on typical work with the
 * training flag of its {@link ArchiveKind}, and the archive is written beside the jar ({@link
 * KitCommands#archiveOf}). The launcher, whose start every developer waits for, gets the kind its
 * java can make best; the hook and the MCP server (and the auto-recall hook on its jar) a dynamic
 * archive on every java, because an ahead-of-time cache costs more to make at every install (the
 * MCP server measured no faster with one; the hook 9 ms faster, once per memory write, for 0.6
 * CPU-s more at every install). The hook answers a sample request; the MCP server lists its tools
 * and answers a search it refuses before any provider request; the auto-recall hook, which runs the
 * MCP server's jar on other work, gets an archive of its own from one search against a loopback
 * stand-in ({@link RecallArchiveTraining}); the launcher rehearses a start of the generation in
 * place (every start check, then the pinned {@code java -version} instead of Qwen). Training never
 * reaches a provider and never starts Qwen. An archive that could not be made stops the install:
 * the same JVM would not start for a developer either.
 */
public final class ArchiveTraining {

  private static final String HOOK_REQUEST =
      "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\""
          + ManagedServer.REMEMBER
          + "\",\"permission_mode\":\"default\",\"tool_input\":{\"content\":\"Training\"}}";

  private static final String MCP_SESSION =
      "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\""
          + ManagedServer.PROTOCOL_VERSION
          + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"install\",\"version\":\"1\"}}}\n"
          + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
          + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}\n"
          + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\""
          + ManagedServer.SEARCH_TOOL
          + "\",\"arguments\":{\"query\":\"   \"}}}\n";

  private final LauncherConfig config;
  private final Path lib;
  private final ArchiveKind kind;

  private ArchiveTraining(LauncherConfig config, Path lib, ArchiveKind kind) {
    this.config = config;
    this.lib = lib;
    this.kind = kind;
  }

  /**
   * The training of the archives in {@code lib} for the generation of {@code config}, of the kind
   * its java can make.
   */
  public static ArchiveTraining of(LauncherConfig config, Path lib) {
    return new ArchiveTraining(config, lib, ArchiveKind.of(config.runtimes().java(), lib));
  }

  /**
   * Trains the hook's and the MCP server's archives (the auto-recall hook's only when a repository
   * has auto-recall), the hook's on a thread of its own beside the others (each training is one
   * JVM, mostly single-threaded, and an ahead-of-time cache takes seconds to assemble); returns one
   * line per archive that could not be made.
   *
   * @param externalContext a readable copy of the generation's external-context configuration
   */
  public List<String> servers(Path externalContext) {
    CompletableFuture<List<String>> hook =
        CompletableFuture.supplyAsync(
            () -> {
              List<String> failures = new ArrayList<>();
              run(
                  failures,
                  "hook.jar",
                  command(
                      KitCommands.JVM_FLAGS, ArchiveKind.DYNAMIC_ARCHIVE, "hook.jar", List.of()),
                  Map.of(),
                  HOOK_REQUEST,
                  lib);
              return failures;
            },
            runnable -> new Thread(runnable, "hook archive training").start());
    List<String> failures = new ArrayList<>();
    try (TrainingCredential credential = TrainingCredential.create()) {
      Map<String, String> environment = new HashMap<>(credential.variable());
      environment.put(ManagedServer.CONFIG_ENV, externalContext.toString());
      run(
          failures,
          "mcp-server.jar",
          command(
              KitCommands.MCP_SERVER_JVM_FLAGS,
              ArchiveKind.DYNAMIC_ARCHIVE,
              "mcp-server.jar",
              List.of()),
          environment,
          MCP_SESSION,
          lib);
    } catch (IOException e) {
      failures.add("mcp-server.jar: archive training could not prepare its credential file");
    }
    if (config.repositories().stream().anyMatch(r -> r.autoRecallConfig().isPresent())) {
      trainAutoRecall(failures);
    }
    List<String> all = new ArrayList<>(hook.join());
    all.addAll(failures);
    return all;
  }

  /**
   * Trains the launcher's archive on a rehearsed start of the generation as it is in place, from
   * its first repository's workspace when that folder exists; returns the line when it could not be
   * made.
   *
   * @param launcherJson a readable copy of the generation's {@code launcher.json} that its install
   *     manifest lists as the one in use
   * @param home the home directory of the user installing, which {@code ${HOME}} stands for
   */
  public List<String> launcher(Path launcherJson, Path home) {
    List<String> flags = new ArrayList<>(KitCommands.LAUNCHER_JVM_FLAGS);
    flags.add("-D" + KitCommands.LAUNCHER_CONFIG_PROPERTY + "=" + launcherJson);
    flags.add("-D" + KitCommands.LAUNCHER_REHEARSAL_PROPERTY + "=true");
    Path workspace =
        Path.of(Platform.withHome(config.repositories().get(0).workspace(), home.toString()));
    List<String> failures = new ArrayList<>();
    run(
        failures,
        "launcher.jar",
        command(flags, kind, "launcher.jar", List.of()),
        StandInKeys.rehearsal(config, home),
        "",
        Files.isDirectory(workspace) ? workspace : lib);
    return failures;
  }

  private void trainAutoRecall(List<String> failures) {
    Path mcpServerJar = lib.resolve("mcp-server.jar");
    String recall = ManagedServer.RECALL_ARGUMENT + " (mcp-server.jar)";
    try {
      RecallArchiveTraining.train(
          config.runtimes().java(),
          mcpServerJar,
          lib,
          ArchiveKind.DYNAMIC_ARCHIVE,
          (command, environment, stdin, directory) ->
              TrainingRun.failure(
                      recall,
                      Path.of(KitCommands.autoRecallArchiveOf(mcpServerJar.toString())),
                      command,
                      environment,
                      stdin,
                      directory)
                  .ifPresent(failures::add));
    } catch (IOException e) {
      failures.add(recall + ": archive training could not prepare its scratch folder");
    }
  }

  private List<String> command(
      List<String> flags, ArchiveKind archive, String jar, List<String> arguments) {
    Path jarPath = lib.resolve(jar);
    List<String> command = new ArrayList<>();
    command.add(config.runtimes().java());
    command.addAll(flags);
    command.add(archive.trainingFlag(Path.of(KitCommands.archiveOf(jarPath.toString()))));
    command.add("-jar");
    command.add(jarPath.toString());
    command.addAll(arguments);
    return command;
  }

  private void run(
      List<String> failures,
      String jar,
      List<String> command,
      Map<String, String> environment,
      String stdin,
      Path directory) {
    Path archive = Path.of(KitCommands.archiveOf(lib.resolve(jar).toString()));
    TrainingRun.failure(jar, archive, command, environment, stdin, directory)
        .ifPresent(failures::add);
  }
}
