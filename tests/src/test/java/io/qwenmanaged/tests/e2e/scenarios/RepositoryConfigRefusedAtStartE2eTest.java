package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.RefusedElement;
import io.qwenmanaged.tests.e2e.harness.RefusedRepository;
import io.qwenmanaged.tests.e2e.harness.VectorRefusals;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * In the repository of every measured vector (a hook, agent, skill, settings key or context file
 * that broke the kit's promise in real Qwen), {@code qwen-managed} typed in a real terminal refuses
 * to start: exit status 3, one diagnostic line on screen per refused element, naming its file and
 * location and saying whether the administrator may allow it, and nothing of a session runs — no
 * Qwen, no MCP server, no hook, no request to the model, Mem0 or the repository's listener, no
 * repository script.
 */
@Tag("e2e")
class RepositoryConfigRefusedAtStartE2eTest {

  private static final String ERROR = ": error: ";

  static Stream<RefusedRepository> refusedRepositories() {
    return VectorRefusals.all().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusedRepositories")
  void theLauncherNamesEveryRefusedElementAndStartsNothing(RefusedRepository repository) {
    try (QwenSession qwen = QwenSession.open(repository.scenario())) {
      // Fails within moments when Qwen starts instead of waiting for an exit that never comes.
      String first =
          qwen.await(
              "refused-or-started",
              QwenSession.STARTUP_TIMEOUT,
              screen -> screen.contains(ERROR) || screen.contains(QwenScreens.PROMPT_PLACEHOLDER));
      assertFalse(first.contains(QwenScreens.PROMPT_PLACEHOLDER), "Qwen started:\n" + first);
      assertEquals(3, qwen.awaitExit(), qwen.screen());
      Path root = qwen.workspace();
      RefusedElement last = repository.refused().get(repository.refused().size() - 1);
      String screen = qwen.awaitUnwrappedText("refusal", last.lineStart(root));
      List<String> lines =
          screen.lines().map(String::strip).filter(l -> l.contains(ERROR)).toList();
      assertEquals(repository.refused().size(), lines.size(), screen);
      for (RefusedElement element : repository.refused()) {
        assertTrue(
            lines.stream().anyMatch(line -> element.isLine(line, root)),
            "no line " + element.lineStart(root) + "…" + element.lineEnd() + " in:\n" + screen);
      }
      RefusedStartE2eTest.assertNothingStarted(qwen);
      assertEquals(List.of(), qwen.listener().requests(), "the repository's listener was called");
      assertEquals(List.of(), entries(qwen.evidence()), "a repository script ran");
    }
  }

  private static List<String> entries(Path directory) {
    try (Stream<Path> paths = Files.list(directory)) {
      return paths.map(path -> path.getFileName().toString()).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
