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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For each profile × platform case under {@code generate/golden/<case>/}, the generator turns
 * {@code plan.json} into exactly the files of {@code expected/}, byte for byte.
 */
class GoldenFilesTest {

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
}
