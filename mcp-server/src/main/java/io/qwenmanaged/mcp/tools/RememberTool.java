package io.qwenmanaged.mcp.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.content.MemoryContent;
import io.qwenmanaged.mcp.provider.MemoryWriter;
import io.qwenmanaged.policy.model.ManagedServer;

/**
 * {@code context_remember}: checks the shared content contract and hands valid content, exactly as
 * given, to the memory writer once — unless its {@link WriteGate} says another hook or agent could
 * have decided on the write, which then fails without a request. Answers with one of the stable
 * status texts.
 */
public final class RememberTool implements Tool {

  public static final String NAME = ManagedServer.REMEMBER_TOOL;
  public static final String TITLE = "Remember external context";

  /** Tool error when {@code arguments} is not an object with a string {@code content}. */
  public static final String CONTENT_NOT_A_STRING = "Memory content must be a string.";

  /** Tool error when the content breaks the content contract; nothing is sent. */
  public static final String CONTENT_INVALID =
      "Memory content must have at most 4000 characters, contain visible text, and have no"
          + " unpaired surrogates.";

  private static final String DESCRIPTION =
      "Store the exact content as one memory in the bound external memory project. The user"
          + " reviews the complete content before it is stored.";
  private static final String CONTENT_DESCRIPTION =
      "The exact text to store. It is sent unchanged, without trimming or normalisation.";

  private final MemoryWriter writer;
  private final WriteGate gate;

  /** A tool that writes with {@code writer} whenever {@code gate} is open. */
  public RememberTool(MemoryWriter writer, WriteGate gate) {
    this.writer = writer;
    this.gate = gate;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public ObjectNode definition() {
    ObjectNode content = ToolDefinition.stringSchema(CONTENT_DESCRIPTION);
    ObjectNode definition = ToolDefinition.of(NAME, TITLE, DESCRIPTION, "content", content);
    ToolDefinition.annotations(definition)
        .put("readOnlyHint", false)
        .put("destructiveHint", false)
        .put("idempotentHint", false)
        .put("openWorldHint", false);
    return definition;
  }

  /**
   * {@inheritDoc}
   *
   * <p>Any exception or error, memory exhaustion included, is {@code unknown}: the request may
   * already have been sent, and one bad call never ends the session.
   */
  @Override
  public ToolOutcome call(JsonNode arguments) {
    try {
      return remember(arguments);
    } catch (RuntimeException | Error unexpected) {
      return RememberOutcomes.unknown();
    }
  }

  /** {@code unknown}: the provider may have received the memory before the answer was lost. */
  @Override
  public ToolOutcome fallback() {
    return RememberOutcomes.unknown();
  }

  private ToolOutcome remember(JsonNode arguments) {
    String content = ToolArguments.string(arguments, "content");
    if (content == null) {
      return new ToolOutcome(CONTENT_NOT_A_STRING, true);
    }
    if (!MemoryContent.isValid(content)) {
      return new ToolOutcome(CONTENT_INVALID, true);
    }
    if (!gateOpen()) {
      return RememberOutcomes.blocked();
    }
    return RememberOutcomes.of(writer.remember(content));
  }

  /** A gate that cannot tell is closed: nothing has been sent yet, so failing is safe. */
  private boolean gateOpen() {
    try {
      return gate.open();
    } catch (RuntimeException | Error unexpected) {
      return false;
    }
  }
}
