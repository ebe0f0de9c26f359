package io.qwenmanaged.tests.e2e.scenarios;

import io.qwenmanaged.tests.e2e.harness.KitFiles;
import io.qwenmanaged.tests.e2e.harness.RepositoryVectors;
import io.qwenmanaged.tests.e2e.harness.VectorRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Measures, in real Qwen Code through the installed kit, which repository vectors do what they try,
 * and prints one verdict per vector with its evidence (also appended to {@code
 * tests/target/e2e/vectors.txt}). A measurement, not a test of the kit: a reproduced vector does
 * not fail it, only a run that could not be carried out does. Skipped unless {@code
 * -De2e.vectors.measure=true}; {@code -De2e.vectors.only=C1,V4} picks vectors by id prefix.
 */
@Tag("e2e")
@EnabledIfSystemProperty(named = "e2e.vectors.measure", matches = "true")
class RepositoryVectorsMeasurement {

  @TestFactory
  Stream<DynamicTest> measureEveryRepositoryVector() {
    Set<String> only = new LinkedHashSet<>();
    Arrays.stream(System.getProperty("e2e.vectors.only", "").split(","))
        .map(String::strip)
        .filter(id -> !id.isEmpty())
        .forEach(only::add);
    Path report = KitFiles.outputRoot().resolve("vectors.txt");
    append(report, List.of("# Qwen Code " + KitFiles.QWEN_CODE_VERSION + ", " + Instant.now()));
    return RepositoryVectors.selected(only).stream()
        .map(
            vector ->
                DynamicTest.dynamicTest(
                    vector.id(), () -> append(report, lines(VectorRun.run(vector)))));
  }

  private static List<String> lines(VectorRun.Result result) {
    List<String> lines = new ArrayList<>();
    lines.add(
        "["
            + result.vector().id()
            + "] "
            + result.verdict().label()
            + " — "
            + result.verdict().why());
    lines.add("  tried: " + result.vector().claim() + " (" + result.vector().mode() + " mode)");
    result.evidence().lines().forEach(line -> lines.add("  " + line));
    return lines;
  }

  private static void append(Path report, List<String> lines) {
    lines.forEach(System.out::println);
    try {
      Files.createDirectories(report.getParent());
      Files.write(report, lines, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
