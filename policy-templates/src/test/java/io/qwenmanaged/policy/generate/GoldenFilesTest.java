package io.qwenmanaged.policy.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For each profile × platform case under {@code generate/golden/<case>/}, the generator turns
 * {@code plan.json} into exactly the files of {@code expected/}, byte for byte.
 *
 * <p>{@code -Dgolden.update=true} rewrites the expected files in the source tree from what the
 * generator makes now (review the diff before committing it).
 */
@Tag("unit")
class GoldenFilesTest {

  private static final Path SOURCE =
      Path.of("src/test/resources/io/qwenmanaged/policy/generate/golden");

  static Stream<Path> cases() throws IOException, URISyntaxException {
    Path root = Path.of(GoldenFilesTest.class.getResource("golden").toURI());
    try (Stream<Path> cases = Files.list(root)) {
      return cases.sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void generatesExactlyTheExpectedFiles(Path goldenCase) throws IOException {
    GenerationResult result =
        PolicyGenerator.generate(Files.readAllBytes(goldenCase.resolve("plan.json")), "plan.json");
    List<PolicyFile> files = assertInstanceOf(GenerationResult.Generated.class, result).files();
    if (Boolean.getBoolean("golden.update")) {
      update(goldenCase.getFileName().toString(), files);
      return;
    }
    List<String> expectedNames;
    try (Stream<Path> expected = Files.list(goldenCase.resolve("expected"))) {
      expectedNames = expected.map(p -> p.getFileName().toString()).sorted().toList();
    }
    assertEquals(expectedNames, files.stream().map(PolicyFile::name).sorted().toList());
    for (PolicyFile file : files) {
      String expected =
          new String(
              Files.readAllBytes(goldenCase.resolve("expected").resolve(file.name())),
              StandardCharsets.UTF_8);
      assertEquals(expected, file.text(), file.name());
    }
  }

  private static void update(String name, List<PolicyFile> files) throws IOException {
    Path expected = SOURCE.resolve(name).resolve("expected");
    try (Stream<Path> old = Files.list(expected)) {
      for (Path file : old.toList()) {
        Files.delete(file);
      }
    }
    for (PolicyFile file : files) {
      Files.writeString(expected.resolve(file.name()), file.text(), StandardCharsets.UTF_8);
    }
  }
}
