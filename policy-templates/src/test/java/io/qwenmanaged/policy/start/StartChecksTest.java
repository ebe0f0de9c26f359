package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start checks on a generated policy: what is read, what is refused, and with which kind. */
class StartChecksTest {

  @TempDir Path directory;

  /** Generates the golden write plan with its config directory moved to {@code directory}. */
  private Path generate() throws IOException {
    String plan;
    try (InputStream in =
        StartChecksTest.class.getResourceAsStream(
            "/io/qwenmanaged/policy/generate/golden/posix-mem0-write/plan.json")) {
      plan = new String(in.readAllBytes()).replace("/etc/qwen-managed", directory.toString());
    }
    GenerationResult result = PolicyGenerator.generate(plan.getBytes(), "plan.json");
    for (PolicyFile file : ((GenerationResult.Generated) result).files()) {
      Files.write(directory.resolve(file.name()), file.bytes());
    }
    return directory.resolve("launcher.json");
  }

  private static StartContext context(Path launcher, Map<String, String> environment) {
    return new StartContext(launcher, environment, "alice", Path.of("/home/alice"));
  }

  @Test
  void generatedPolicyWithTheCredentialSetIsReady() throws IOException {
    StartReport report = StartChecks.run(context(generate(), Map.of("MEM0_API_KEY", "k-123")));
    assertEquals(List.of(), report.problems());
    ReadyStart ready = report.ready().orElseThrow();
    assertEquals(Path.of("/home/alice/.qwen-managed"), ready.qwenHome());
    assertEquals("k-123", ready.credential().reveal());
    assertTrue(!ready.toString().contains("k-123"), ready.toString());
  }

  @Test
  void aMissingCredentialIsAnIoProblemThatNeverShowsAValue() throws IOException {
    StartReport report = StartChecks.run(context(generate(), Map.of("MEM0_API_KEY", "")));
    assertTrue(report.ready().isEmpty());
    assertEquals(
        List.of(Diagnostic.io("$MEM0_API_KEY", StartChecks.CREDENTIAL_MISSING)), report.problems());
  }

  @Test
  void aMissingLauncherConfigIsAnIoProblem() {
    StartReport report = StartChecks.run(context(directory.resolve("launcher.json"), Map.of()));
    assertEquals(List.of(Diagnostic.io("launcher.json", "does not exist")), report.problems());
  }

  @Test
  void aPinnedFileEditedAfterGenerationIsAPolicyProblem() throws IOException {
    Path launcher = generate();
    Files.writeString(directory.resolve("system-defaults.json"), "{\"$version\": 3}\n");
    StartReport report = StartChecks.run(context(launcher, Map.of("MEM0_API_KEY", "k")));
    assertTrue(report.ready().isEmpty());
    assertEquals(Diagnostic.Kind.POLICY, report.problems().get(0).kind());
    assertEquals("system-defaults.json", report.problems().get(0).file());
  }
}
