package io.qwenmanaged.policy.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.qwenmanaged.policy.Diagnostic;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Reading install manifests: strict JSON first, then the schema. */
@Tag("unit")
class ManifestReaderTest {

  private static List<Diagnostic> refused(String text) {
    ManifestOutcome outcome =
        ManifestReader.read(text.getBytes(StandardCharsets.UTF_8), "install-manifest.json");
    return assertInstanceOf(ManifestOutcome.Refused.class, outcome).diagnostics();
  }

  @Test
  void aDuplicateKeyIsMalformed() {
    List<Diagnostic> problems =
        refused(
            "{\"manifestVersion\":1,\"kitVersion\":\"1\",\"generation\":\"g\",\"scope\":\"system\","
                + "\"files\":{\"/a\":\""
                + "a".repeat(64)
                + "\",\"/a\":\""
                + "b".repeat(64)
                + "\"}}");
    assertEquals(1, problems.size());
    assertEquals("", problems.get(0).pointer());
    assertEquals(
        "not valid JSON: duplicate key", problems.get(0).message().replaceAll(" at .*", ""));
  }

  @Test
  void aBrokenDocumentIsReportedWithoutItsContent() {
    List<Diagnostic> problems = refused("{\"manifestVersion\": 1, \"kitVersion\": \"s3cr3t");
    assertEquals(1, problems.size());
    assertEquals(false, problems.get(0).render().contains("s3cr3t"));
  }
}
