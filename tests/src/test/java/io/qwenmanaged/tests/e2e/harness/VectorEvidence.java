package io.qwenmanaged.tests.e2e.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything one vector's session left to look at, collected before Qwen is stopped.
 *
 * @param content what the fake model asked to remember
 * @param mode the approval mode the action ran in, and how it was reached
 * @param key the Mem0 credential the developer's terminal gave the kit
 * @param drive the dialogs seen, the keys pressed, whether the action finished in its budget
 * @param mem0Requests how many requests reached the fake Mem0
 * @param mem0Adds the content of every Mem0 add request, in order
 * @param listener every request the loopback listener received
 * @param proxyRequests the first line of every request the repository's proxy port received
 * @param kitTools the tools the kit's MCP server listed, if it was asked
 * @param kitToolCalls the tool names Qwen called on the kit's MCP server
 * @param kitHookStarts how many times the kit's hook JVM was started
 * @param modelRequests every chat request the fake model received, as JSON text
 * @param toolResults the tool results the fake model was sent, by call id
 * @param evidenceFiles the marker and log files repository scripts wrote, by name, with their text
 * @param finalScreen the screen when the evidence was collected
 */
public record VectorEvidence(
    String content,
    String mode,
    String key,
    DialogDriver.Drive drive,
    int mem0Requests,
    List<String> mem0Adds,
    List<LoopbackListener.Request> listener,
    List<String> proxyRequests,
    Optional<List<String>> kitTools,
    List<String> kitToolCalls,
    int kitHookStarts,
    List<String> modelRequests,
    Map<String, String> toolResults,
    Map<String, String> evidenceFiles,
    String finalScreen) {

  private static final int SHOWN = 240;

  public VectorEvidence {
    mem0Adds = List.copyOf(mem0Adds);
    listener = List.copyOf(listener);
    proxyRequests = List.copyOf(proxyRequests);
    kitToolCalls = List.copyOf(kitToolCalls);
    modelRequests = List.copyOf(modelRequests);
    toolResults = Map.copyOf(toolResults);
    evidenceFiles = Map.copyOf(evidenceFiles);
  }

  /** Whether a Mem0 add carried the model's content. */
  public boolean wrote() {
    return mem0Adds.contains(content);
  }

  /** Whether a kit content dialog showed the model's content. */
  public boolean kitDialogShowedContent() {
    return kitDialogShowed(content);
  }

  /** Whether a kit content dialog showed {@code text} in quotes. */
  boolean kitDialogShowed(String text) {
    return drive.dialogs().stream().anyMatch(dialog -> dialog.showsContent(text));
  }

  /** How many dialogs of {@code kind} were seen. */
  public long dialogs(SeenDialog.Kind kind) {
    return drive.dialogs().stream().filter(dialog -> dialog.kind() == kind).count();
  }

  /** Whether any request to the loopback listener carried the Mem0 key. */
  boolean keyAtListener() {
    return listener.stream().anyMatch(request -> request.contains(key));
  }

  /** Whether any request to the fake model contained {@code text}. */
  boolean modelSaw(String text) {
    return modelRequests.stream().anyMatch(request -> request.contains(text));
  }

  /** Whether a tool result sent to the model contained {@code text}. */
  public boolean toolResultContains(String text) {
    return toolResults.values().stream().anyMatch(result -> result.contains(text));
  }

  /** The evidence file {@code name}'s text, if a repository script wrote it. */
  Optional<String> evidence(String name) {
    return Optional.ofNullable(evidenceFiles.get(name));
  }

  /** The evidence as indented report lines, the key shown as {@code <MEM0 KEY>}. */
  public List<String> lines() {
    List<String> lines = new ArrayList<>();
    lines.add("mode: " + mode);
    lines.add("finished in budget: " + drive.finished() + "; key presses: " + drive.keyPresses());
    lines.add("dialogs seen: " + drive.dialogs().size());
    drive.dialogs().forEach(dialog -> lines.add("  " + shown(dialog.summary())));
    lines.add("mem0 requests: " + mem0Requests + "; adds: " + mem0Adds);
    lines.add("listener requests: " + listener.size());
    listener.forEach(
        request ->
            lines.add(
                "  "
                    + request.method()
                    + " "
                    + shown(request.target() + " " + request.body())
                    + " [key in: "
                    + request.placesOf(key)
                    + "]"));
    lines.add("proxy requests: " + proxyRequests);
    lines.add(
        "kit server tools: "
            + kitTools.map(Object::toString).orElse("never listed")
            + "; kit tool calls: "
            + kitToolCalls
            + "; kit hook starts: "
            + kitHookStarts);
    lines.add("model requests: " + modelRequests.size() + "; key in them: " + modelSaw(key));
    toolResults.values().forEach(result -> lines.add("  tool result: " + shown(result)));
    evidenceFiles.forEach((name, text) -> lines.add("  evidence " + name + ": " + shown(text)));
    return lines;
  }

  private String shown(String text) {
    String oneLine = text.replace(key, "<MEM0 KEY>").replace("\n", "\\n");
    return oneLine.length() <= SHOWN ? oneLine : oneLine.substring(0, SHOWN) + "…";
  }
}
