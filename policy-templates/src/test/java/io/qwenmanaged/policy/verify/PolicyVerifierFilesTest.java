package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Which files a config directory holds, and each file on its own: strict JSON and its schema. */
@Tag("unit")
class PolicyVerifierFilesTest {

  static List<String> goldenCases() {
    return ConfigDirectory.goldenCases();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goldenCases")
  void everyGoldenExpectedDirectoryVerifiesClean(String goldenCase) {
    assertEquals(List.of(), ConfigDirectory.golden(goldenCase).verify());
  }

  @Test
  void namesTheFilesInGenerationOrder() {
    assertEquals(
        List.of(
            "external-context.json",
            "external-context-recall.json",
            "system-settings.json",
            "system-defaults.json",
            "user-settings.json",
            "launcher.json"),
        KitFiles.GENERATED);
  }

  @Test
  void reportsADroppedFile() {
    assertEquals(
        List.of("system-defaults.json: error: required file is missing"),
        ConfigDirectory.golden("posix-mem0-write").delete("system-defaults.json").verify());
  }

  @Test
  void reportsEveryRequiredFileOfAnEmptyDirectoryInGenerationOrder() {
    assertEquals(
        List.of(
            "external-context.json: error: required file is missing",
            "system-settings.json: error: required file is missing",
            "system-defaults.json: error: required file is missing",
            "launcher.json: error: required file is missing"),
        PolicyVerifier.verify(Map.of()).stream().map(Diagnostic::render).toList());
  }

  @Test
  void acceptsAWriteProfileWithoutTheOptionalUserSettings() {
    assertEquals(
        List.of(),
        ConfigDirectory.golden("windows-mem0-write").delete("user-settings.json").verify());
  }

  @Test
  void refusesUserSettingsNextToAReadOnlyProfile() {
    byte[] userSettings = ConfigDirectory.golden("posix-mem0-write").bytes("user-settings.json");
    assertEquals(
        List.of("user-settings.json: error: must not exist: launcher.json has a read-only profile"),
        ConfigDirectory.golden("posix-mem0-read-only")
            .put("user-settings.json", userSettings)
            .verify());
  }

  @Test
  void ignoresFilesItDoesNotKnow() {
    assertEquals(
        List.of(),
        ConfigDirectory.golden("posix-mem0-write")
            .put("install-manifest.json", "not json")
            .put("notes.txt", "hello")
            .verify());
  }

  @Test
  void treatsANullMapOrNullContentAsMissingFiles() {
    assertEquals(4, PolicyVerifier.verify(null).size());
    Map<String, byte[]> files = new HashMap<>(ConfigDirectory.golden("posix-mem0-write").files());
    files.put("launcher.json", null);
    assertEquals(
        List.of("launcher.json: error: required file is missing"),
        PolicyVerifier.verify(files).stream().map(Diagnostic::render).toList());
  }

  @Test
  void reportsAFileThatIsNotStrictJsonWithoutCrossChecks() {
    assertEquals(
        List.of(
            "launcher.json: error: not valid JSON: unexpected end of input at line 1, column 2"),
        ConfigDirectory.golden("posix-mem0-write").put("launcher.json", "{").verify());
  }

  @Test
  void reportsHostileBytesInEveryFileOnceEach() {
    byte[][] hostile = {
      new byte[0],
      {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', '}'},
      {'"', (byte) 0xC3, '"'},
      "[".repeat(100_000).getBytes(StandardCharsets.UTF_8),
      "{\"a\": 1, \"a\": 2}".getBytes(StandardCharsets.UTF_8),
      "{\"a\": 1e999}".getBytes(StandardCharsets.UTF_8)
    };
    for (byte[] bytes : hostile) {
      ConfigDirectory directory = ConfigDirectory.golden("posix-mem0-write");
      for (String name : KitFiles.GENERATED) {
        directory.put(name, bytes);
      }
      List<Diagnostic> diagnostics = PolicyVerifier.verify(directory.files());
      assertEquals(
          KitFiles.GENERATED,
          diagnostics.stream().map(Diagnostic::file).toList(),
          diagnostics.toString());
      diagnostics.forEach(d -> assertTrue(d.message().startsWith("not valid JSON: "), d.render()));
    }
  }

  @Test
  void reportsSchemaErrorsOfEachFile() {
    assertEquals(
        List.of(
            "external-context.json:/timeoutMs: error: must be at most 30000",
            "system-settings.json:/disableAllHooks: error: must be false",
            "system-defaults.json:/model: error: unknown property",
            "launcher.json:/launcherVersion: error: must be 1"),
        ConfigDirectory.golden("posix-mem0-write")
            .set("external-context.json", "/timeoutMs", 60000)
            .set("system-settings.json", "/disableAllHooks", true)
            .set("system-defaults.json", "/model", "qwen")
            .set("launcher.json", "/launcherVersion", 2)
            .verify());
  }

  @Test
  void reportsAForcedVariableTurnedBackOn() {
    assertEquals(
        List.of(
            "launcher.json:/environment/forced: error: must be {\"QWEN_CODE_SAFE_MODE\":\"0\","
                + "\"QWEN_CODE_SIMPLE\":\"0\",\"QWEN_CODE_MEMORY_TEAM\":\"0\","
                + "\"QWEN_CODE_MEMORY_TEAM_SYNC\":\"0\",\"QWEN_TELEMETRY_ENABLED\":\"false\","
                + "\"QWEN_TELEMETRY_LOG_PROMPTS\":\"false\","
                + "\"QWEN_TELEMETRY_INCLUDE_SENSITIVE_SPAN_ATTRIBUTES\":\"false\","
                + "\"QWEN_USAGE_STATISTICS_ENABLED\":\"false\"}"),
        ConfigDirectory.golden("windows-mem0-write")
            .set("launcher.json", "/environment/forced/QWEN_CODE_SAFE_MODE", "1")
            .verify());
  }

  @Test
  void reportsAVersion2ExternalContextConfig() {
    assertEquals(
        List.of(
            "external-context.json: error: missing required property \"autoRecall\"",
            "external-context.json:/version: error: External context MCP server requires a version 1"
                + " configuration."),
        ConfigDirectory.golden("posix-mem0-read-only")
            .set("external-context.json", "/version", 2)
            .verify());
  }
}
