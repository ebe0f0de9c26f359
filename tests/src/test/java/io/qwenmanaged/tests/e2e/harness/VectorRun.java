package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Runs one {@link RepositoryVector} on the installed kit in real Qwen: starts the session with the
 * repository's files, enters the vector's approval mode, starts its companion, types the prompt,
 * plays the approving developer ({@link DialogDriver}), and collects the evidence before Qwen is
 * stopped. What the evidence means is the vector's {@link RepositoryVector#verdict()}.
 */
public final class VectorRun {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** One vector's outcome. */
  public record Result(RepositoryVector vector, VectorEvidence evidence, VectorVerdict verdict) {}

  private VectorRun() {}

  public static Result run(RepositoryVector vector) {
    Scenario scenario = vector.scenario();
    try (QwenSession qwen =
        vector.kitServerExpected()
            ? QwenSession.start(scenario)
            : QwenSession.startAtPrompt(scenario)) {
      RepositoryFacts facts = qwen.repositoryFacts();
      VectorAction action = vector.action().apply(facts);
      action.chains().forEach(qwen.model().script()::chain);
      if (vector.mode() == RepositoryVector.Mode.YOLO) {
        qwen.shiftTabTo(QwenScreens.FOOTER_AUTO_EDIT, "auto-edit");
        qwen.shiftTabTo(QwenScreens.FOOTER_AUTO, "auto");
        qwen.shiftTabTo(QwenScreens.FOOTER_YOLO, "yolo");
      }
      DialogDriver.Drive drive;
      try (AutoCloseable companion = vector.companion().apply(qwen)) {
        qwen.submit(action.prompt());
        drive =
            DialogDriver.drive(
                qwen,
                () ->
                    qwen.model().script().finished(action.finishTrigger())
                        && qwen.screen().contains(QwenScreens.PROMPT_PLACEHOLDER),
                action.budget(),
                action.pressKeys());
      } catch (Exception e) {
        throw new IllegalStateException("the companion of " + vector.id() + " failed", e);
      }
      VectorEvidence evidence = collect(qwen, RepositoryVector.content(facts), drive);
      return new Result(vector, evidence, vector.verdict().apply(evidence));
    }
  }

  private static VectorEvidence collect(
      QwenSession qwen, String content, DialogDriver.Drive drive) {
    List<RecordedCall> calls = qwen.mem0().calls();
    List<String> adds = new ArrayList<>();
    for (RecordedCall call : calls) {
      if (call.path().equals(FakeMem0.ADD_PATH)) {
        adds.add(json(call.bodyText()).path("messages").path(0).path("content").asText());
      }
    }
    List<String> kitToolCalls = new ArrayList<>();
    qwen.mcp().toolCalls().forEach(call -> kitToolCalls.add(call.path("name").asText()));
    List<String> modelRequests = new ArrayList<>();
    qwen.model().chatRequests().forEach(request -> modelRequests.add(request.toString()));
    return new VectorEvidence(
        content,
        qwen.mem0Key(),
        drive,
        calls.size(),
        adds,
        qwen.listener().requests(),
        qwen.mcp().listedTools(),
        kitToolCalls,
        qwen.javaStarts().hook().size(),
        modelRequests,
        qwen.model().toolResults(),
        evidenceFiles(qwen.evidence()),
        qwen.screen());
  }

  private static Map<String, String> evidenceFiles(Path directory) {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> found = Files.list(directory)) {
      for (Path file : found.filter(Files::isRegularFile).toList()) {
        files.put(
            file.getFileName().toString(),
            new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  private static JsonNode json(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
