package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs the built hook jar on every golden case under {@code hook-golden/}: one folder per case,
 * holding the exact stdin bytes ({@code input.json}, or {@code input.bin} for bytes that are not
 * UTF-8) and the decision the decision table of docs/hook.md prescribes ({@code expected.json}).
 * Folders are numbered in the order of that table.
 *
 * <p>{@code -Dgolden.update=true} rewrites each {@code expected.json} whose decision differs from
 * the built hook's with the hook's output, in the source tree (review the diff before committing
 * it: these files are the decision table's, not the implementation's).
 */
@Tag("jar")
class HookGoldenDecisionsTest {

  private static final Path SOURCE =
      Path.of(System.getProperty("kit.root"), "tests/src/test/resources/hook-golden");
  private static final List<String> INPUT_NAMES = List.of("input.json", "input.bin");

  static Stream<Named<Path>> goldenCases() throws IOException, URISyntaxException {
    URL root = HookGoldenDecisionsTest.class.getResource("/hook-golden");
    assertTrue(root != null, "hook-golden resources are missing from the test classpath");
    List<Path> folders;
    try (Stream<Path> children = Files.list(Path.of(root.toURI()))) {
      folders = children.filter(Files::isDirectory).sorted().toList();
    }
    assertFalse(folders.isEmpty(), "no golden cases found");
    return folders.stream().map(folder -> Named.of(folder.getFileName().toString(), folder));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goldenCases")
  void decidesExactlyAsTheGoldenFileSays(Path folder) throws IOException {
    byte[] input = Files.readAllBytes(inputFile(folder));
    JsonNode expected = HookDecisions.STRICT.readTree(folder.resolve("expected.json").toFile());

    JarRunner.Result result = JarRunner.runHook(input);
    JsonNode actual = HookDecisions.assertOneDecision(result);
    if (Boolean.getBoolean("golden.update") && !expected.equals(actual)) {
      Files.write(
          SOURCE.resolve(folder.getFileName().toString()).resolve("expected.json"),
          result.stdout());
      return;
    }

    assertEquals(expected, actual, "decision for " + folder.getFileName());
    JsonNode expectedReason = expected.at("/hookSpecificOutput/permissionDecisionReason");
    if (!expectedReason.isMissingNode()) {
      // Tree equality already covers it; this states the byte-for-byte text requirement plainly.
      assertEquals(
          expectedReason.textValue(),
          actual.at("/hookSpecificOutput/permissionDecisionReason").textValue(),
          "reason text");
    }
  }

  private static Path inputFile(Path folder) {
    List<Path> inputs =
        INPUT_NAMES.stream().map(folder::resolve).filter(Files::isRegularFile).toList();
    assertEquals(1, inputs.size(), folder + " needs exactly one of " + INPUT_NAMES);
    assertTrue(Files.isRegularFile(folder.resolve("expected.json")), folder + " lacks expected");
    return inputs.get(0);
  }
}
