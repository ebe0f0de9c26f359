package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.tools.Tool;
import io.qwenmanaged.policy.model.ManagedServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The external-context MCP server's stdio protocol engine: newline-delimited JSON-RPC 2.0, UTF-8 on
 * both streams whatever the locale, stdout for protocol frames only. It never writes anywhere else
 * and logs nothing.
 *
 * <p>Construct it with the tools to expose (listed in the given order) and call {@link #serve} with
 * the process's raw stdin and stdout.
 */
public final class McpServer {

  /** The server name reported in {@code initialize}. */
  public static final String NAME = ManagedServer.NAME;

  /**
   * Longest accepted line, in bytes, without its newline; exactly this many is accepted. The
   * largest legitimate frame, a {@code tools/call} with 4000 code points of content, is at most 24
   * KiB even fully escaped; 1 MiB leaves forty times that for client metadata while keeping the
   * line buffer and the parsed tree well inside the server's 64 MiB memory budget.
   */
  public static final int MAX_LINE_BYTES = 1024 * 1024;

  private final Map<String, Tool> tools = new LinkedHashMap<>();
  private final ServerIdentity identity;
  private final Duration endOfInputGrace;
  private final ObjectMapper json;
  private final ObjectNode toolsListResult;

  /**
   * A server that aborts calls still in flight when stdin ends.
   *
   * @param tools the tools, in {@code tools/list} order; names must be distinct
   * @param version the kit version reported as {@code serverInfo.version}
   */
  public McpServer(List<? extends Tool> tools, String version) {
    this(tools, version, Duration.ZERO);
  }

  /**
   * A server that, when stdin ends, lets calls still in flight finish and be answered for up to
   * {@code endOfInputGrace} before aborting the rest.
   *
   * @param tools the tools, in {@code tools/list} order; names must be distinct
   * @param version the kit version reported as {@code serverInfo.version}
   * @param endOfInputGrace how long in-flight calls may still finish after stdin ends
   */
  public McpServer(List<? extends Tool> tools, String version, Duration endOfInputGrace) {
    this(tools, version, endOfInputGrace, ProtocolJson.newMapper());
  }

  /** For tests: {@code json} reads and writes every frame. */
  McpServer(
      List<? extends Tool> tools, String version, Duration endOfInputGrace, ObjectMapper json) {
    this.json = json;
    this.identity = new ServerIdentity(NAME, Objects.requireNonNull(version, "version"));
    this.endOfInputGrace = Objects.requireNonNull(endOfInputGrace, "endOfInputGrace");
    ArrayNode definitions = JsonNodeFactory.instance.arrayNode();
    for (Tool tool : tools) {
      if (this.tools.containsKey(tool.name())) {
        throw new IllegalArgumentException("Tool names must be distinct.");
      }
      this.tools.put(tool.name(), tool);
      definitions.add(tool.definition().deepCopy());
    }
    this.toolsListResult = JsonNodeFactory.instance.objectNode();
    toolsListResult.set("tools", definitions);
  }

  /**
   * Serves one client until stdin ends or stdout fails. Neither stream is closed.
   *
   * @param in the raw bytes of stdin
   * @param out the raw stdout; pass the file descriptor stream, not {@code System.out}, whose
   *     {@code PrintStream} hides write errors
   * @return 0 when stdin ended; 1 when stdout could not be written (the client is gone) or stdin
   *     could not be read
   */
  public int serve(InputStream in, OutputStream out) {
    FrameWriter writer = new FrameWriter(out, json);
    ToolCalls toolCalls = new ToolCalls(tools, writer);
    Session session = new Session(identity, toolsListResult, writer, toolCalls);
    MessageParser parser = new MessageParser(json);
    LineReader lines = new LineReader(in, MAX_LINE_BYTES);
    // Memory usually runs out exactly when a line cannot be handled: its answer is ready now.
    byte[] lineFailure = writer.lineOf(Frames.error(null, RpcError.INTERNAL_ERROR));
    int exitCode = 0;
    try {
      while (!writer.isBroken()) {
        InputLine line = lines.next();
        if (line instanceof InputLine.End) {
          break;
        }
        serveLine(line, parser, session, writer, lineFailure);
      }
    } catch (IOException e) {
      exitCode = 1;
    }
    if (writer.isBroken()) {
      // Nobody can receive answers any more: abort everything in flight.
      toolCalls.shutdown(Duration.ZERO);
      return 1;
    }
    toolCalls.shutdown(exitCode == 0 ? endOfInputGrace : Duration.ZERO);
    return exitCode;
  }

  /**
   * Answers one line. Nothing thrown while doing so ends the session, memory exhaustion included:
   * the line is answered with {@code lineFailure}, an internal error whose id is null (the line's
   * id is unknown by then), and the next line is served as usual.
   */
  private static void serveLine(
      InputLine line,
      MessageParser parser,
      Session session,
      FrameWriter writer,
      byte[] lineFailure) {
    try {
      session.handle(classify(line, parser));
    } catch (RuntimeException | Error e) {
      writer.writeLine(lineFailure);
    }
  }

  private static Incoming classify(InputLine line, MessageParser parser) {
    if (line instanceof InputLine.Frame frame) {
      return parser.parse(frame.bytes(), frame.length());
    }
    if (line instanceof InputLine.Unreadable) {
      return new Incoming.Rejected(NullNode.getInstance(), RpcError.INTERNAL_ERROR);
    }
    return new Incoming.Rejected(NullNode.getInstance(), RpcError.LINE_TOO_LONG);
  }
}
