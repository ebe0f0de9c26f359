package io.qwenmanaged.policy.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.InstallScope;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.verify.PolicyVerifier;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Generating for an installation: {@code launcher.json} gains the install block and nothing else
 * changes; the files still verify; facts outside the schema are refused.
 */
@Tag("unit")
class GenerateForInstallTest {

  private static byte[] plan() throws IOException {
    try (InputStream in =
        GenerateForInstallTest.class.getResourceAsStream("golden/posix-mem0-write/plan.json")) {
      return in.readAllBytes();
    }
  }

  private static Map<String, String> files(GenerationResult result) {
    Map<String, String> files = new LinkedHashMap<>();
    assertInstanceOf(GenerationResult.Generated.class, result)
        .files()
        .forEach(f -> files.put(f.name(), f.text()));
    return files;
  }

  @Test
  void launcherJsonGainsTheInstallBlockAndTheJvmsTheirArchivesAndNothingElseChanges()
      throws IOException {
    Map<String, String> plain = files(PolicyGenerator.generate(plan(), "plan.json"));
    Map<String, String> installed =
        files(
            PolicyGenerator.generate(
                plan(), "plan.json", InstallFacts.user("20260101T120000Z-1", "0.1.0", "alice")));
    String block =
        "  \"install\": {\n"
            + "    \"generation\": \"20260101T120000Z-1\",\n"
            + "    \"kitVersion\": \"0.1.0\",\n"
            + "    \"scope\": \"user\",\n"
            + "    \"user\": \"alice\"\n"
            + "  },\n";
    String launcher = plain.get(KitFiles.LAUNCHER);
    int afterVersion = launcher.indexOf('\n', launcher.indexOf("launcherVersion")) + 1;
    assertEquals(
        launcher.substring(0, afterVersion) + block + launcher.substring(afterVersion),
        installed.get(KitFiles.LAUNCHER));
    for (String name : plain.keySet()) {
      if (!name.equals(KitFiles.LAUNCHER)) {
        assertEquals(plain.get(name), withoutArchives(installed.get(name)), name);
      }
    }
    String settings = installed.get(KitFiles.SYSTEM_SETTINGS);
    assertTrue(
        settings.contains("\"-XX:SharedArchiveFile=/opt/qwen-managed/lib/mcp-server.jsa\","),
        settings);
    assertTrue(
        settings.contains("'-XX:SharedArchiveFile=/opt/qwen-managed/lib/hook.jsa' '-jar'"),
        settings);
  }

  /** An installed policy's JVMs start with their class-data archives; nothing else differs. */
  private static String withoutArchives(String text) {
    return text.replaceAll("\n *\"-XX:SharedArchiveFile=[^\"]*\",", "")
        .replaceAll(" '-XX:SharedArchiveFile=[^']*'", "");
  }

  @Test
  void filesGeneratedForAnInstallVerifyClean() throws IOException {
    GenerationResult result =
        PolicyGenerator.generate(plan(), "plan.json", InstallFacts.system("g1", "0.1.0"));
    Map<String, byte[]> files = new LinkedHashMap<>();
    assertInstanceOf(GenerationResult.Generated.class, result)
        .files()
        .forEach(f -> files.put(f.name(), f.bytes()));
    assertEquals(List.of(), PolicyVerifier.verify(files));
  }

  @Test
  void installFactsOutsideTheSchemaAreRefusedAtLauncherJsonPointers() throws IOException {
    GenerationResult result =
        PolicyGenerator.generate(
            plan(),
            "plan.json",
            new InstallFacts("../g1", "0.1.0 beta", InstallScope.USER, Optional.empty()));
    List<Diagnostic> problems =
        assertInstanceOf(GenerationResult.Refused.class, result).diagnostics();
    assertEquals(
        List.of("/install", "/install/generation", "/install/kitVersion"),
        problems.stream().map(Diagnostic::pointer).toList());
    assertTrue(problems.stream().allMatch(d -> d.file().equals(KitFiles.LAUNCHER)));
  }
}
