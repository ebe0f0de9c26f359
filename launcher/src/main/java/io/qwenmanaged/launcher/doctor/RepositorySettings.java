package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a repository's {@code .qwen/settings.json} adds to a session that the kit lets it add: MCP
 * servers (behind Qwen's own approval) and variables ({@code env}), each a {@code warn} line naming
 * them — never a command, an argument or a value. (What the kit refuses, hooks among them, is the
 * repository configuration check's.) The file is read as Qwen reads it: JSON with comments allowed.
 */
final class RepositorySettings {

  static final String FILE = ".qwen/settings.json";

  private static final ObjectMapper LENIENT =
      new ObjectMapper(
          JsonFactory.builder()
              .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
              .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
              .build());

  private RepositorySettings() {}

  static void warnings(Path file, List<DoctorLine> lines) {
    Optional<String> content = RepositoryWarnings.read(file, FILE, lines);
    if (content.isEmpty()) {
      return;
    }
    JsonNode settings;
    try {
      settings = LENIENT.readTree(content.get());
    } catch (IOException e) {
      settings = null;
    }
    if (settings == null || !settings.isObject()) {
      lines.add(
          DoctorLine.warn(
              "repository " + FILE, "is not a JSON object; doctor cannot tell what it adds"));
      return;
    }
    List<String> servers = keys(settings.path("mcpServers"));
    if (!servers.isEmpty()) {
      lines.add(
          DoctorLine.warn(
              "repository " + FILE + " mcpServers",
              "adds MCP servers "
                  + Printable.names(servers)
                  + ": once approved they start with Qwen's environment, which names the"
                  + " session's Mem0 credential file, and as you, who may read it"));
    }
    List<String> env = keys(settings.path("env"));
    if (!env.isEmpty()) {
      lines.add(DoctorLine.warn("repository " + FILE + " env", RepositoryWarnings.variables(env)));
      RepositoryWarnings.loaderSwitches(FILE + " env", env, lines);
    }
  }

  private static List<String> keys(JsonNode object) {
    List<String> keys = new ArrayList<>();
    object.properties().forEach(entry -> keys.add(entry.getKey()));
    return keys;
  }
}
