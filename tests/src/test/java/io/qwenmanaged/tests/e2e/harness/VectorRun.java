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
 * repository's files (a launcher that refuses the repository at start is the verdict: nothing of
 * the vector ran), enters the vector's approval mode with Shift+Tab (a mode the cycle skips is
 * reported, and the vector runs in the mode the cycle came back to), starts its companion, types
 * the prompt, plays the approving developer ({@link DialogDriver}), and collects the evidence
 * before Qwen is stopped. What the evidence means is the vector's {@link
 * RepositoryVector#verdict()}.
 */
public final class VectorRun {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** One vector's outcome. */
  public record Result(RepositoryVector vector, VectorEvidence evidence, VectorVerdict verdict) {}

  private VectorRun() {}

  public static Result run(RepositoryVector vector) {
    try (QwenSession qwen = QwenSession.open(vector.scenario())) {
      String first =
          qwen.await(
              "started-or-refused",
              QwenSession.STARTUP_TIMEOUT,
              screen -> screen.contains(QwenScreens.PROMPT_PLACEHOLDER) || refused(screen));
      RepositoryFacts facts = qwen.repositoryFacts();
      if (!first.contains(QwenScreens.PROMPT_PLACEHOLDER)) {
        DialogDriver.Drive none = new DialogDriver.Drive(List.of(), 0, false);
        VectorEvidence evidence =
            collect(qwen, "refused at start", RepositoryVector.content(facts), none);
        return new Result(vector, evidence, refusedAtStart(first));
      }
      qwen.awaitReady(vector.kitServerExpected());
      VectorAction action = vector.action().apply(facts);
      action.chains().forEach(qwen.model().script()::chain);
      ModeCycle.Walk walk = enterMode(qwen, vector.mode());
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
      String wanted = modeName(vector.mode());
      String mode = walk.seen().isEmpty() ? wanted : walk.describe(wanted);
      VectorEvidence evidence = collect(qwen, mode, RepositoryVector.content(facts), drive);
      VectorVerdict verdict = vector.verdict().apply(evidence);
      return new Result(vector, evidence, walk.reached() ? verdict : inOtherMode(wanted, verdict));
    }
  }

  /** Whether the launcher printed a refusal (one {@code : error: } line per refused element). */
  private static boolean refused(String screen) {
    return screen.contains(": error: ");
  }

  private static VectorVerdict refusedAtStart(String screen) {
    String lines =
        String.join(
            " | ",
            screen.lines().map(String::strip).filter(line -> line.contains(": error: ")).toList());
    return VectorVerdict.notReproduced("the launcher refused the repository at start: " + lines);
  }

  /** Presses Shift+Tab toward {@code mode}; nothing for the default mode. */
  private static ModeCycle.Walk enterMode(QwenSession qwen, RepositoryVector.Mode mode) {
    if (mode == RepositoryVector.Mode.DEFAULT) {
      return new ModeCycle.Walk(true, List.of());
    }
    return ModeCycle.toward(qwen, modeName(mode));
  }

  private static String modeName(RepositoryVector.Mode mode) {
    return switch (mode) {
      case DEFAULT -> "default";
      case AUTO_EDIT -> "auto-edit";
      case YOLO -> "yolo";
    };
  }

  /**
   * A vector whose mode Shift+Tab never reached ran in the mode the cycle came back to: what it did
   * there is its verdict, with the unreachable mode said first.
   */
  private static VectorVerdict inOtherMode(String wanted, VectorVerdict verdict) {
    String why = wanted + " is not reachable by Shift+Tab; in the mode the cycle came back to: ";
    if (verdict instanceof VectorVerdict.Reproduced) {
      return VectorVerdict.reproduced(why + verdict.why());
    }
    return verdict instanceof VectorVerdict.NotReproduced
        ? VectorVerdict.notReproduced(why + verdict.why())
        : VectorVerdict.inconclusive(why + verdict.why());
  }

  private static VectorEvidence collect(
      QwenSession qwen, String mode, String content, DialogDriver.Drive drive) {
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
        mode,
        qwen.mem0Key(),
        drive,
        calls.size(),
        adds,
        qwen.listener().requests(),
        qwen.proxy().requestLines(),
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
