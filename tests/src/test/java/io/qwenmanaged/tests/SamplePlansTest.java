package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every commented sample plan the distribution ships generates policy files that verify clean. */
@Tag("jar")
class SamplePlansTest {

  static Stream<Path> samples() throws IOException {
    Path folder =
        Path.of(System.getProperty("kit.root"), "distribution", "src", "dist", "samples")
            .toAbsolutePath()
            .normalize();
    try (Stream<Path> files = Files.list(folder)) {
      List<Path> plans = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
      assertEquals(
          7, plans.size(), "one sample per profile and platform, and one with two repositories");
      return plans.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("samples")
  void generatesAndVerifies(Path plan, @TempDir Path out) {
    Path installer = JarRunner.kitJar("installer/target/installer.jar");
    JarRunner.Result generated =
        JarRunner.run(
            installer,
            List.of("generate", "--plan", plan.toString(), "--out", out.toString()),
            new byte[0],
            JarRunner.DEFAULT_TIMEOUT);
    assertEquals(0, generated.exitCode(), new String(generated.stderr(), StandardCharsets.UTF_8));
    JarRunner.Result verified =
        JarRunner.run(
            installer,
            List.of("verify", "--config-dir", out.toString()),
            new byte[0],
            JarRunner.DEFAULT_TIMEOUT);
    assertEquals(0, verified.exitCode(), new String(verified.stderr(), StandardCharsets.UTF_8));
    assertFalse(new String(generated.stdout(), StandardCharsets.UTF_8).contains("Exception"));
  }
}
