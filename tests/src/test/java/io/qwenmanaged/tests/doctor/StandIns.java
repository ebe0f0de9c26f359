package io.qwenmanaged.tests.doctor;

import io.qwenmanaged.policy.model.ManagedServer;
import java.nio.file.Path;

/**
 * Bash scripts for {@link DoctorSite}: its node, and the stand-in java with its MCP server and
 * hook.
 */
final class StandIns {

  static final String SEARCH = "{\"name\":\"context_search\"}";
  static final String REMEMBER = "{\"name\":\"context_remember\"}";

  private StandIns() {}

  /**
   * An MCP server that answers {@code initialize} and lists {@code tools} (JSON objects, comma
   * separated); it records its working directory and environment under {@code base}.
   */
  static String mcpListing(Path base, String tools) {
    return "pwd > '"
        + base.resolve("mcp-cwd")
        + "'\nenv > '"
        + base.resolve("mcp-env")
        + "'\n"
        + "while IFS= read -r line; do\n"
        + "  id=$(printf '%s' \"$line\" | sed -n 's/.*\"id\":\\([0-9][0-9]*\\).*/\\1/p')\n"
        + "  case \"$line\" in\n"
        + "    *'\"method\":\"initialize\"'*) printf"
        + " '{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"protocolVersion\":\""
        + ManagedServer.PROTOCOL_VERSION
        + "\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"external-context\","
        + "\"version\":\"0\"}}}\\n' \"$id\";;\n"
        + "    *'\"method\":\"tools/list\"'*) printf"
        + " '{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"tools\":["
        + tools
        + "]}}\\n' \"$id\";;\n"
        + "  esac\n"
        + "done";
  }

  /** The MCP server of the write profile: both tools. */
  static String mcpWrite(Path base) {
    return mcpListing(base, SEARCH + "," + REMEMBER);
  }

  /** A process that records its pid under {@code base} and never answers. */
  static String silent(Path base, String name) {
    return "echo $$ > '" + base.resolve(name) + "'\nexec sleep 600";
  }

  /** A hook that records its request and working directory, then prints {@code answer}. */
  static String hookAnswering(Path base, String answer) {
    return "cat > '"
        + base.resolve("hook-request.json")
        + "'\npwd > '"
        + base.resolve("hook-cwd")
        + "'\nprintf '%s\\n' '"
        + answer
        + "'";
  }

  static String decision(String decision) {
    return "{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"permissionDecision\":\""
        + decision
        + "\",\"permissionDecisionReason\":\"sample\"}}";
  }

  /** The hook of a healthy kit: it asks. */
  static String hookAsks(Path base) {
    return hookAnswering(base, decision("ask"));
  }

  /**
   * A node that appends {@code ran} to {@code record} on every run and answers {@code <cli>
   * --version} with {@code answer}; anything else exits 9.
   */
  static String node(Path record, Path cli, String answer) {
    return "#!/bin/bash\n"
        + "echo ran >> "
        + quoted(record.toString())
        + "\n"
        + "if [ \"$#\" -eq 2 ] && [ \"$1\" = "
        + quoted(cli.toString())
        + " ] && [ \"$2\" = --version ]; then echo "
        + quoted(answer)
        + "; exit 0; fi\n"
        + "exit 9\n";
  }

  /**
   * The body of a java that plays the MCP server with {@code mcpBody} when it runs {@code
   * mcp-server.jar} and the hook with {@code hookBody} when it runs {@code hook.jar}.
   */
  static String javaPlaying(String mcpBody, String hookBody) {
    return "for a in \"$@\"; do case \"$a\" in\n"
        + "  */mcp-server.jar) role=mcp;;\n"
        + "  */hook.jar) role=hook;;\n"
        + "esac; done\n"
        + "if [ \"$role\" = mcp ]; then\n"
        + mcpBody
        + "\nexit 0\nfi\n"
        + "if [ \"$role\" = hook ]; then\n"
        + hookBody
        + "\nexit 0\nfi\n"
        + "exit 9";
  }

  /** {@code text} in single quotes for bash. */
  static String quoted(String text) {
    return "'" + text.replace("'", "'\\''") + "'";
  }
}
