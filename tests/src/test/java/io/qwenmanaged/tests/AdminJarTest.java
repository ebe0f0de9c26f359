package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The built {@code installer/target/installer.jar} as an administrator runs it: every golden plan
 * of {@code policy-templates} generates exactly its expected files and those files verify; a hand
 * edit that weakens the policy is caught; refusals, reports and exit codes hold in a real process.
 */
@Tag("jar")
class AdminJarTest {

  private static final String GOLDEN =
      "policy-templates/src/test/resources/io/qwenmanaged/policy/generate/golden";

  @TempDir Path dir;

  static Stream<Path> goldenCases() throws IOException {
    try (Stream<Path> cases = Files.list(root().resolve(GOLDEN))) {
      return cases.sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goldenCases")
  void generatesTheGoldenFilesByteForByteAndTheyVerify(Path goldenCase) throws IOException {
    Path out = dir.resolve("policy");

    JarRunner.Result generated =
        admin(
            "generate",
            "--plan",
            goldenCase.resolve("plan.json").toString(),
            "--out",
            out.toString());

    assertEquals(0, generated.exitCode(), text(generated.stderr()));
    assertEquals("", text(generated.stdout()));
    Path expected = goldenCase.resolve("expected");
    assertEquals(names(expected), names(out));
    for (String name : names(expected)) {
      assertArrayEquals(
          Files.readAllBytes(expected.resolve(name)), Files.readAllBytes(out.resolve(name)), name);
    }
    JarRunner.Result verified = admin("verify", "--config-dir", out.toString());
    assertEquals(0, verified.exitCode(), text(verified.stderr()));
    assertEquals(
        "qwen-managed-admin verify: "
            + names(expected).size()
            + " policy files valid and consistent\n",
        text(verified.stderr()));
  }

  @Test
  void verifyCatchesAHandEditThatTurnsTheHooksOff() throws IOException {
    Path out = generateWriteProfile();
    Path settings = out.resolve("system-settings.json");
    Files.writeString(
        settings,
        Files.readString(settings)
            .replace("\"disableAllHooks\": false", "\"disableAllHooks\": true"));

    JarRunner.Result verified = admin("verify", "--config-dir", out.toString());

    assertEquals(3, verified.exitCode());
    List<String> lines = text(verified.stderr()).lines().toList();
    assertTrue(
        lines.get(0).startsWith("system-settings.json:/disableAllHooks: error: "), lines.get(0));
    assertEquals(
        "qwen-managed-admin verify: configuration invalid ("
            + (lines.size() - 1)
            + " problem"
            + (lines.size() == 2 ? "" : "s")
            + ")",
        lines.get(lines.size() - 1));
  }

  @Test
  void verifyReportsAsJsonOnStdoutOnly() throws IOException {
    Path out = generateWriteProfile();
    Files.delete(out.resolve("launcher.json"));

    JarRunner.Result verified = admin("verify", "--config-dir", out.toString(), "--json");

    assertEquals(3, verified.exitCode());
    assertEquals("", text(verified.stderr()));
    JsonNode report = new ObjectMapper().readTree(verified.stdout());
    assertEquals("invalid", report.get("result").textValue());
    assertEquals(3, report.get("exitCode").intValue());
    assertEquals("launcher.json", report.get("diagnostics").get(0).get("file").textValue());
  }

  @Test
  void refusedPlanExitsThreeAndWritesNothing() throws IOException {
    Path plan = dir.resolve("plan.json");
    Files.writeString(
        plan,
        Files.readString(root().resolve("tests/samples/plan-mem0-write.json"))
            .replace("\"extraQwenFlags\": []", "\"extraQwenFlags\": [\"--approval-mode=yolo\"]"));
    Path out = dir.resolve("policy");

    JarRunner.Result result = admin("generate", "--plan", plan.toString(), "--out", out.toString());

    assertEquals(3, result.exitCode());
    assertEquals(
        plan
            + ":/extraQwenFlags/0: error: is refused: it changes the approval mode\n"
            + "qwen-managed-admin generate: plan refused (1 problem); nothing was written\n",
        text(result.stderr()));
    assertFalse(Files.exists(out));
  }

  @Test
  void badCommandLineExitsTwoWithoutAStackTrace() {
    JarRunner.Result result = admin("generate", "--plan");

    assertEquals(2, result.exitCode());
    assertFalse(text(result.stderr()).contains("\tat "), text(result.stderr()));
    assertTrue(text(result.stderr()).startsWith("qwen-managed-admin generate: "));
  }

  private Path generateWriteProfile() {
    Path out = dir.resolve("policy");
    JarRunner.Result generated =
        admin(
            "generate",
            "--plan",
            root().resolve("tests/samples/plan-mem0-write.json").toString(),
            "--out",
            out.toString());
    assertEquals(0, generated.exitCode(), text(generated.stderr()));
    return out;
  }

  private static JarRunner.Result admin(String... arguments) {
    return JarRunner.run(
        JarRunner.kitJar("installer/target/installer.jar"),
        List.of(arguments),
        new byte[0],
        JarRunner.DEFAULT_TIMEOUT);
  }

  private static Path root() {
    return Path.of(System.getProperty("kit.root")).toAbsolutePath().normalize();
  }

  private static List<String> names(Path directory) throws IOException {
    try (Stream<Path> files = Files.list(directory)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
