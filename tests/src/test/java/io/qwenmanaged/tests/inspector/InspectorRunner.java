package io.qwenmanaged.tests.inspector;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the MCP Inspector CLI in CLI mode against a server: one MCP method per run, in the form its
 * MCP server reference (docs/mcp-server.md) documents ({@code --cli -e KEY=VALUE -- <server
 * command> --method ...}). stdout and stderr go straight to {@code <label>.stdout} / {@code
 * <label>.stderr} in the output directory, where they stay for diagnosis.
 */
final class InspectorRunner {

  /**
   * Generous: one run is two Node starts plus a JVM start, a few seconds here. Above the 60 s
   * request timeout of the inspector's MCP client, so a server that never answers is normally
   * reported by the inspector itself.
   */
  static final Duration TIMEOUT = Duration.ofSeconds(90);

  /**
   * Removed from the inherited environment: JVM and Node option variables (they change what the
   * children print or load) and proxy variables (an invalid one stops the server at start-up).
   */
  private static final List<String> REMOVED_VARIABLES =
      List.of(
          "JAVA_TOOL_OPTIONS",
          "_JAVA_OPTIONS",
          "JDK_JAVA_OPTIONS",
          "NODE_OPTIONS",
          "HTTPS_PROXY",
          "https_proxy",
          "HTTP_PROXY",
          "http_proxy",
          "NO_PROXY",
          "no_proxy");

  private static final ObjectMapper STRICT_JSON =
      JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

  /** What one run left behind. */
  record Run(int exitCode, String stdout, String stderr, Path stdoutFile, Path stderrFile) {

    /** The printed MCP result; fails when the run failed or printed anything but one JSON value. */
    JsonNode result() {
      if (exitCode != 0) {
        fail("The inspector exited with " + exitCode + "; see " + stderrFile + ":\n" + stderr);
      }
      try {
        return STRICT_JSON.readTree(stdout);
      } catch (IOException e) {
        return fail("The inspector's stdout is not one JSON document; see " + stdoutFile, e);
      }
    }
  }

  private final InspectorInstallation inspector;
  private final Path outputDirectory;

  InspectorRunner(InspectorInstallation inspector, Path outputDirectory) {
    this.inspector = inspector;
    this.outputDirectory = outputDirectory;
  }

  /** {@code --method tools/list}. */
  Run listTools(String label, McpServerUnderTest server) {
    return run(label, server, List.of("--method", "tools/list"));
  }

  /** {@code --method tools/call --tool-name <tool> --tool-arg <name>=<value>}. */
  Run callTool(String label, McpServerUnderTest server, String tool, String name, String value) {
    return run(
        label,
        server,
        List.of("--method", "tools/call", "--tool-name", tool, "--tool-arg", name + "=" + value));
  }

  private Run run(String label, McpServerUnderTest server, List<String> methodArguments) {
    List<String> command = new ArrayList<>();
    command.add(inspector.node().toString());
    command.add(inspector.cliScript().toString());
    command.add("--cli");
    // The config location travels as an inspector -e option; the credential only through the
    // environment, so it is never on a command line.
    command.add("-e");
    command.add("QWEN_EXTERNAL_CONTEXT_CONFIG=" + server.config());
    command.add("--");
    command.addAll(server.command());
    command.addAll(methodArguments);

    Path stdoutFile = outputDirectory.resolve(label + ".stdout");
    Path stderrFile = outputDirectory.resolve(label + ".stderr");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(inspector.workingDirectory().toFile())
            .redirectOutput(stdoutFile.toFile())
            .redirectError(stderrFile.toFile());
    Map<String, String> environment = builder.environment();
    REMOVED_VARIABLES.forEach(environment::remove);
    environment.put(McpServerUnderTest.API_KEY_ENV, McpServerUnderTest.API_KEY);

    int exitCode = start(builder, label);
    return new Run(exitCode, read(stdoutFile), read(stderrFile), stdoutFile, stderrFile);
  }

  private int start(ProcessBuilder builder, String label) {
    try {
      Files.createDirectories(outputDirectory);
      Process process = builder.start();
      process.getOutputStream().close();
      if (!process.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        fail(
            "The inspector run '"
                + label
                + "' outlived "
                + TIMEOUT
                + " and was killed; see "
                + outputDirectory);
      }
      return process.exitValue();
    } catch (IOException e) {
      return fail("Could not start the inspector (" + inspector.cliScript() + ")", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return fail("Interrupted while the inspector ran", e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return fail("Could not read " + file, e);
    }
  }
}
