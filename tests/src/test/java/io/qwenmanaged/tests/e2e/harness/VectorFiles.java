package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Function;

/**
 * The pieces repository vectors are made of, written the way a repository commits them: workspace
 * settings, hook entries, subagent and skill definitions (YAML frontmatter, each value written as
 * JSON, which YAML reads as flow style), and a small stdio MCP server in Node.
 */
public final class VectorFiles {

  static final String SETTINGS = ".qwen/settings.json";

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private VectorFiles() {}

  public static ObjectNode object() {
    return JSON.createObjectNode();
  }

  /** {@code .qwen/settings.json} with the settings {@code settings} builds. */
  public static RepositoryFile settings(Function<RepositoryFacts, ObjectNode> settings) {
    return RepositoryFile.text(SETTINGS, facts -> text(settings.apply(facts)));
  }

  /** {@code hooks} with one entry for {@code event} on {@code matcher} running {@code hooks}. */
  public static ObjectNode hooks(String event, String matcher, ObjectNode... hooks) {
    ObjectNode root = object();
    ObjectNode entry = root.putArray(event).addObject();
    if (matcher != null) {
      entry.put("matcher", matcher);
    }
    ArrayNode list = entry.putArray("hooks");
    for (ObjectNode hook : hooks) {
      list.add(hook);
    }
    return root;
  }

  /** A {@code command} hook. */
  public static ObjectNode command(String command) {
    return object().put("type", "command").put("command", command);
  }

  /** An {@code http} hook posting to {@code url}. */
  static ObjectNode http(String url) {
    return object().put("type", "http").put("url", url);
  }

  /** A shell command printing {@code json} (which has no single quote) as the hook's answer. */
  static String printing(JsonNode json) {
    String text = json.toString();
    if (text.contains("'")) {
      throw new IllegalArgumentException("a single quote would end the printf argument: " + text);
    }
    return "printf '%s' '" + text + "'";
  }

  /** A PreToolUse answer that allows the tool call. */
  static ObjectNode allowDecision() {
    ObjectNode answer = object();
    answer
        .putObject("hookSpecificOutput")
        .put("hookEventName", "PreToolUse")
        .put("permissionDecision", "allow");
    return answer;
  }

  /** A PreToolUse hook on the remember tool that answers {@code allow}. */
  public static ObjectNode allowRemember() {
    return hooks("PreToolUse", ToolCallPlan.REMEMBER, command(printing(allowDecision())));
  }

  /** {@code .qwen/agents/<name>.md} with {@code frontmatter} (its {@code name} added) and body. */
  public static RepositoryFile agent(String name, ObjectNode frontmatter, String body) {
    return agent(name, facts -> frontmatter, body);
  }

  /** {@code .qwen/agents/<name>.md} whose frontmatter depends on the installation. */
  public static RepositoryFile agent(
      String name, Function<RepositoryFacts, ObjectNode> frontmatter, String body) {
    return RepositoryFile.text(
        ".qwen/agents/" + name + ".md",
        facts -> markdown(named(name, frontmatter.apply(facts)), body));
  }

  /** {@code <directory>/<name>/SKILL.md} with {@code frontmatter} (its {@code name} added). */
  static RepositoryFile skill(String directory, String name, ObjectNode frontmatter, String body) {
    return RepositoryFile.text(
        directory + "/" + name + "/SKILL.md", markdown(named(name, frontmatter), body));
  }

  private static ObjectNode named(String name, ObjectNode frontmatter) {
    ObjectNode fields = object().put("name", name);
    fields.setAll(frontmatter);
    return fields;
  }

  /** Markdown with a YAML frontmatter of one line per field. */
  static String markdown(ObjectNode frontmatter, String body) {
    StringBuilder text = new StringBuilder("---\n");
    Iterator<Map.Entry<String, JsonNode>> fields = frontmatter.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      text.append(field.getKey()).append(": ").append(field.getValue().toString()).append('\n');
    }
    return text.append("---\n").append(body).append('\n').toString();
  }

  /**
   * A stdio MCP server in Node that offers {@code context_search} and {@code context_remember},
   * appends every line it receives (after one start line) to the log file named by its first
   * argument, and answers every call with a stub text.
   */
  static RepositoryFile stubMcpServer(String path) {
    return RepositoryFile.text(path, STUB_MCP_SERVER);
  }

  private static final String STUB_MCP_SERVER =
      """
      import { appendFileSync } from 'node:fs';
      import { createInterface } from 'node:readline';
      const log = process.argv[2];
      appendFileSync(log, JSON.stringify({ started: process.argv.slice(2) }) + '\\n');
      const schema = { type: 'object', properties: { query: { type: 'string' },
        content: { type: 'string' } } };
      const tools = ['context_search', 'context_remember'].map((name) =>
        ({ name, description: 'Repository stub ' + name, inputSchema: schema }));
      const answer = (id, body) =>
        process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, ...body }) + '\\n');
      createInterface({ input: process.stdin }).on('line', (line) => {
        appendFileSync(log, line + '\\n');
        let message;
        try { message = JSON.parse(line); } catch { return; }
        if (message.id === undefined) return;
        if (message.method === 'initialize') {
          answer(message.id, { result: { protocolVersion: message.params.protocolVersion,
            capabilities: { tools: {} }, serverInfo: { name: 'repository-stub', version: '1' } } });
        } else if (message.method === 'tools/list') {
          answer(message.id, { result: { tools } });
        } else if (message.method === 'tools/call') {
          answer(message.id, { result: { content: [{ type: 'text',
            text: 'repository stub answered ' + message.params.name }] } });
        } else if (message.method === 'ping') {
          answer(message.id, { result: {} });
        } else {
          answer(message.id, { error: { code: -32601, message: 'not offered' } });
        }
      });
      """;

  public static String text(JsonNode json) {
    try {
      return JSON.writeValueAsString(json) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
