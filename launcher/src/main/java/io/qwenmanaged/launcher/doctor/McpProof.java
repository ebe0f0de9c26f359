package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.Profile;
import io.qwenmanaged.policy.process.ChildProcesses;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Starts the kit's MCP server exactly as the pinned settings tell Qwen to (command, arguments,
 * working directory, and Qwen's environment with the server's {@code env} on top), speaks MCP over
 * stdio and expects exactly the profile's tools. Listing tools makes no provider request. The
 * server is always stopped before the line is returned.
 */
final class McpProof {

  /** How long the server may take to exit once its stdin is closed before it is killed. */
  private static final Duration EXIT_GRACE = Duration.ofSeconds(5);

  private McpProof() {}

  /**
   * The line for the server {@code pinned} in the settings, started with Qwen's {@code childEnv} in
   * its pinned working directory ({@code workspace} when none is pinned).
   */
  static DoctorLine run(
      Optional<ChainSettings.Server> pinned,
      Map<String, String> childEnv,
      Path workspace,
      Profile profile,
      Duration limit) {
    if (pinned.isEmpty()) {
      return fail("the MCP server is not pinned");
    }
    ChainSettings.Server server = pinned.get();
    Map<String, String> env = new LinkedHashMap<>(childEnv);
    env.putAll(server.env());
    Path cwd = server.cwd().map(workspace::resolve).orElse(workspace);
    if (!Files.isDirectory(cwd)) {
      return DoctorLine.fail(
          Doctor.MCP_SERVER,
          "cannot start",
          List.of(
              new Diagnostic(
                  KitFiles.SYSTEM_SETTINGS,
                  ChainSettings.SERVER_POINTER + "/cwd",
                  "the MCP server's working directory does not exist",
                  Diagnostic.Kind.IO)));
    }
    Optional<String> program = ChildProcesses.resolve(server.command(), env);
    if (program.isEmpty()) {
      return fail("the MCP server's command is not found on the pinned PATH");
    }
    List<String> command = new ArrayList<>();
    command.add(program.get());
    command.addAll(server.args());
    McpChannel channel;
    try {
      channel = McpChannel.start(command, env, cwd);
    } catch (IOException e) {
      return fail("the MCP server cannot be started: " + ChildProcesses.startFailure(e));
    }
    try {
      return prove(channel, profile, limit);
    } finally {
      channel.stop();
    }
  }

  private static DoctorLine prove(McpChannel channel, Profile profile, Duration limit) {
    Instant deadline = Instant.now().plus(limit);
    McpExchange exchange = new McpExchange(channel);
    McpExchange.Answer initialized = exchange.initialize(deadline);
    if (!(initialized instanceof McpExchange.Result)) {
      return broken(channel, initialized, "initialize", limit);
    }
    McpExchange.Answer tools = exchange.listTools(deadline);
    if (!(tools instanceof McpExchange.Result listed)) {
      return broken(channel, tools, "tools/list", limit);
    }
    channel.close(EXIT_GRACE);
    return compare(listed.result(), profile);
  }

  private static DoctorLine broken(
      McpChannel channel, McpExchange.Answer answer, String method, Duration limit) {
    if (answer instanceof McpExchange.Late) {
      channel.stop();
      return fail(
          "the MCP server did not answer "
              + method
              + " within "
              + limit.toSeconds()
              + " s; it was stopped");
    }
    if (answer instanceof McpExchange.Ended) {
      int code = channel.exitCode(EXIT_GRACE);
      String stderr = Printable.line(channel.stderrLine());
      return fail(
          "the MCP server "
              + (code >= 0 ? "exited with code " + code : "closed its output")
              + " before it answered "
              + method
              + (stderr.isEmpty() ? "" : ": " + stderr));
    }
    channel.stop();
    if (answer instanceof McpExchange.Failed) {
      return fail("the MCP server answered " + method + " with an error");
    }
    return fail("the MCP server wrote something other than a JSON-RPC message to stdout");
  }

  private static DoctorLine compare(JsonNode result, Profile profile) {
    List<String> listed = new ArrayList<>();
    result.path("tools").forEach(tool -> listed.add(tool.path("name").asText()));
    List<String> expected = profile.tools();
    boolean exact =
        listed.size() == expected.size()
            && listed.containsAll(expected)
            && expected.containsAll(listed);
    if (!exact) {
      return fail(
          "the MCP server lists "
              + (listed.isEmpty() ? "no tools" : Printable.names(listed))
              + "; the "
              + profile.id()
              + " profile needs exactly "
              + String.join(", ", expected));
    }
    return DoctorLine.ok(Doctor.MCP_SERVER, "tools/list answered " + String.join(", ", listed));
  }

  private static DoctorLine fail(String message) {
    return DoctorLine.fail(
        Doctor.MCP_SERVER,
        "the kit's MCP server does not work as pinned",
        List.of(
            Diagnostic.policy(KitFiles.SYSTEM_SETTINGS, ChainSettings.SERVER_POINTER, message)));
  }
}
