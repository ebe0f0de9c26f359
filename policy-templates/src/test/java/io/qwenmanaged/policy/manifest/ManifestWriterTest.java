package io.qwenmanaged.policy.manifest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.InstallFacts;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Writing install manifests: exact canonical bytes, validated, and what is refused. */
@Tag("unit")
class ManifestWriterTest {

  private static final String A = "a".repeat(64);
  private static final String B = "b".repeat(64);
  private static final InstallFacts SYSTEM = InstallFacts.system("20260101T120000Z-1", "0.1.0");

  private static byte[] written(InstallManifest manifest) {
    return assertInstanceOf(ManifestOutcome.Valid.class, ManifestWriter.render(manifest)).bytes();
  }

  private static List<Diagnostic> refused(ManifestOutcome outcome) {
    return assertInstanceOf(ManifestOutcome.Refused.class, outcome).diagnostics();
  }

  @Test
  void aSystemManifestIsWrittenCanonicallyWithFilesSortedByPath() {
    Map<String, String> files = new LinkedHashMap<>();
    files.put("/opt/kit/lib/hook.jar", B);
    files.put("/etc/kit/launcher.json", A);
    String expected =
        "{\n"
            + "  \"manifestVersion\": 1,\n"
            + "  \"kitVersion\": \"0.1.0\",\n"
            + "  \"generation\": \"20260101T120000Z-1\",\n"
            + "  \"scope\": \"system\",\n"
            + "  \"files\": {\n"
            + "    \"/etc/kit/launcher.json\": \""
            + A
            + "\",\n"
            + "    \"/opt/kit/lib/hook.jar\": \""
            + B
            + "\"\n"
            + "  }\n"
            + "}\n";
    assertEquals(
        expected, new String(written(InstallManifest.of(SYSTEM, files)), StandardCharsets.UTF_8));
  }

  @Test
  void aUserManifestRecordsTheInstallingUser() {
    InstallFacts user = InstallFacts.user("g1", "0.1.0", "alice");
    String text =
        new String(
            written(InstallManifest.of(user, Map.of("/home/alice/kit/launcher.json", A))),
            StandardCharsets.UTF_8);
    assertEquals(
        "  \"scope\": \"user\",\n  \"user\": \"alice\",\n",
        text.substring(text.indexOf("  \"scope\""), text.indexOf("  \"files\"")));
  }

  @Test
  void theSameManifestGivesTheSameBytesWhateverTheInputOrder() {
    Map<String, String> forward = new LinkedHashMap<>();
    forward.put("/a", A);
    forward.put("/b", B);
    Map<String, String> backward = new LinkedHashMap<>();
    backward.put("/b", B);
    backward.put("/a", A);
    assertArrayEquals(
        written(InstallManifest.of(SYSTEM, forward)),
        written(InstallManifest.of(SYSTEM, backward)));
  }

  @Test
  void whatIsWrittenReadsBackAsTheSameManifest() {
    InstallManifest manifest =
        InstallManifest.of(
            InstallFacts.user("g.2_x-3", "1.0.0-rc.1", "DOMAIN\\bob"), Map.of("C:\\kit\\a.jar", A));
    ManifestOutcome read = ManifestReader.read(written(manifest), "install-manifest.json");
    assertEquals(manifest, assertInstanceOf(ManifestOutcome.Valid.class, read).manifest());
  }

  @Test
  void factsOutsideTheSchemaAreRefusedAtTheirPointers() {
    InstallFacts bad =
        new InstallFacts(
            "has space",
            "0.1.0",
            io.qwenmanaged.policy.model.InstallScope.SYSTEM,
            java.util.Optional.of("alice"));
    List<Diagnostic> problems =
        refused(ManifestWriter.render(InstallManifest.of(bad, Map.of("/a", A))));
    assertEquals(
        List.of("/generation", "/user"), problems.stream().map(Diagnostic::pointer).toList());
  }

  @Test
  void aRelativePathOrAnEmptyListIsRefused() {
    assertEquals(
        List.of(
            Diagnostic.policy(
                "install-manifest.json", "/files/lib~1hook.jar", ManifestWriter.NOT_ABSOLUTE)),
        refused(ManifestWriter.render(InstallManifest.of(SYSTEM, Map.of("lib/hook.jar", A)))));
    assertEquals(
        List.of(
            Diagnostic.policy("install-manifest.json", "/files", "must have at least 1 property")),
        refused(ManifestWriter.render(InstallManifest.of(SYSTEM, Map.of()))));
  }
}
