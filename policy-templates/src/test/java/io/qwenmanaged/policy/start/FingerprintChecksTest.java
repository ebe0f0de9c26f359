package io.qwenmanaged.policy.start;

import static io.qwenmanaged.policy.start.Layouts.CONFIG;
import static io.qwenmanaged.policy.start.Layouts.HOOK_JAR;
import static io.qwenmanaged.policy.start.Layouts.MANIFEST;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.FileStat;
import io.qwenmanaged.policy.files.StatFacts;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.manifest.FingerprintFile;
import io.qwenmanaged.policy.manifest.Fingerprints;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The start path's cheaper proof of the large files: a listed file whose stat is still the one
 * recorded at install is accepted without reading it; any difference, a missing or foreign
 * fingerprint, or a file system without stats leaves it hashed with today's verdict and message;
 * {@code doctor} and {@code verify} hash every file; a fingerprint file that is not what the
 * installer writes is refused by name and pointer on both paths.
 */
@Tag("unit")
class FingerprintChecksTest {

  private static final String MCP_JAR = "/opt/qwen-managed/lib/mcp-server.jar";
  private static final String FINGERPRINTS = CONFIG + "/" + Fingerprints.FILE_NAME;
  private static final String POINTER = "/files/~1opt~1qwen-managed~1lib~1hook.jar";
  private static final long TIME = 1_764_600_000_123_456_789L;

  private final FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
  private final StatFacts facts = new StatFacts(fs);

  /** Records fingerprints of both jars as they are now (stats set first), lists the file. */
  private void install(UnaryOperator<String> edit) throws IOException {
    facts.stat(HOOK_JAR, stat(11, fs.content(HOOK_JAR).length, TIME, TIME + 1));
    facts.stat(MCP_JAR, stat(12, fs.content(MCP_JAR).length, TIME, TIME + 2));
    Map<String, Fingerprints.Fingerprint> recorded = new TreeMap<>();
    for (String jar : List.of(HOOK_JAR, MCP_JAR)) {
      recorded.put(jar, new Fingerprints.Fingerprint(fs.sha256(jar), facts.stat(jar).get()));
    }
    byte[] bytes = FingerprintFile.render(Fingerprints.of(recorded));
    fs.file(FINGERPRINTS, edit.apply(new String(bytes, StandardCharsets.UTF_8)));
    List<String> listed = new ArrayList<>(listed());
    listed.add(FINGERPRINTS);
    Layouts.writeManifest(fs, Layouts.SYSTEM, listed, MANIFEST);
  }

  private void install() throws IOException {
    install(text -> text);
  }

  private List<String> listed() {
    ManifestOutcome read = ManifestReader.read(fs.content(MANIFEST), "m");
    return List.copyOf(
        assertInstanceOf(ManifestOutcome.Valid.class, read).manifest().files().keySet());
  }

  private static FileStat stat(long inode, long size, long modified, long changed) {
    return new FileStat(2049, inode, size, modified, changed);
  }

  private List<Diagnostic> problems(ContentProof proof) {
    StartReport report =
        StartChecks.run(Layouts.posixContext(Map.of("MEM0_API_KEY", "k")), facts, proof);
    return StartChecksTest.outcome(report, StartChecks.MANIFEST).problems();
  }

  private List<Diagnostic> atStart() {
    return problems(ContentProof.TRUST_UNCHANGED_FINGERPRINTS);
  }

  @Test
  void anUnchangedJarIsAcceptedAtStartWithoutReadingIt() throws IOException {
    install();
    assertEquals(List.of(), atStart());
    assertEquals(0, facts.reads(HOOK_JAR));
    assertEquals(0, facts.reads(MCP_JAR));
  }

  @Test
  void theSmallPolicyFilesAndTheFingerprintFileAreStillHashedAtStart() throws IOException {
    install();
    atStart();
    for (String file : listed()) {
      if (file.startsWith(CONFIG + "/")) {
        assertTrue(facts.reads(file) > 0, file);
      }
    }
    assertTrue(facts.reads(FINGERPRINTS) > 0);
  }

  @Test
  void doctorAndVerifyHashEveryJarEvenWithUnchangedFingerprints() throws IOException {
    install();
    assertEquals(List.of(), problems(ContentProof.HASH_EVERY_FILE));
    assertEquals(1, facts.reads(HOOK_JAR));
    assertEquals(1, facts.reads(MCP_JAR));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"device", "inode", "size", "modified", "changed"})
  void anyChangedStatFieldMakesTheStartHashTheJar(String field) throws IOException {
    install();
    FileStat was = facts.stat(HOOK_JAR).get();
    facts.stat(
        HOOK_JAR,
        new FileStat(
            was.device() + (field.equals("device") ? 1 : 0),
            was.inode() + (field.equals("inode") ? 1 : 0),
            was.size() + (field.equals("size") ? 1 : 0),
            was.modified() + (field.equals("modified") ? 1 : 0),
            was.changed() + (field.equals("changed") ? 1 : 0)));
    assertEquals(List.of(), atStart());
    assertEquals(1, facts.reads(HOOK_JAR));
    assertEquals(0, facts.reads(MCP_JAR));
  }

  @Test
  void aJarRewrittenAtStartIsRefusedWithTheSameMessageAsWithoutFingerprints() throws IOException {
    install();
    byte[] jar = fs.content(HOOK_JAR);
    jar[0] ^= 1;
    fs.file(HOOK_JAR, jar);
    FileStat was = facts.stat(HOOK_JAR).get();
    facts.stat(HOOK_JAR, stat(was.inode(), was.size(), was.modified(), was.changed() + 5_000_000));
    List<Diagnostic> expected =
        List.of(Diagnostic.policy(HOOK_JAR, "", ManifestChecksTest.CHANGED));
    assertEquals(expected, atStart());
    assertEquals(expected, problems(ContentProof.HASH_EVERY_FILE));
  }

  @Test
  void aFileWithoutAFingerprintIsHashedAtStart() throws IOException {
    install(text -> text);
    fs.file(FINGERPRINTS, onlyMcpJar());
    List<String> listed = new ArrayList<>(listed());
    Layouts.writeManifest(fs, Layouts.SYSTEM, listed, MANIFEST);
    assertEquals(List.of(), atStart());
    assertEquals(1, facts.reads(HOOK_JAR));
    assertEquals(0, facts.reads(MCP_JAR));
  }

  private byte[] onlyMcpJar() throws IOException {
    Map<String, Fingerprints.Fingerprint> recorded = new TreeMap<>();
    recorded.put(
        MCP_JAR, new Fingerprints.Fingerprint(fs.sha256(MCP_JAR), facts.stat(MCP_JAR).get()));
    return FingerprintFile.render(Fingerprints.of(recorded));
  }

  @Test
  void aFingerprintRecordedWithAnotherHashProvesNothing() throws IOException {
    install(text -> text.replace(sha(HOOK_JAR), "0".repeat(64)));
    assertEquals(List.of(), atStart());
    assertEquals(1, facts.reads(HOOK_JAR));
  }

  private String sha(String file) {
    try {
      return fs.sha256(file);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void anInstallWithoutAListedFingerprintFileIsHashedAsBefore() throws IOException {
    install();
    List<String> listed = new ArrayList<>(listed());
    listed.remove(FINGERPRINTS);
    Layouts.writeManifest(fs, Layouts.SYSTEM, listed, MANIFEST);
    assertEquals(List.of(), atStart());
    assertEquals(1, facts.reads(HOOK_JAR));
  }

  @Test
  void aFileSystemWithoutStatsHashesEveryFileAtStart() throws IOException {
    install();
    StatFacts windowsLike = new StatFacts(fs);
    StartReport report =
        StartChecks.run(
            Layouts.posixContext(Map.of("MEM0_API_KEY", "k")),
            windowsLike,
            ContentProof.TRUST_UNCHANGED_FINGERPRINTS);
    assertEquals(List.of(), StartChecksTest.outcome(report, StartChecks.MANIFEST).problems());
    assertEquals(1, windowsLike.reads(HOOK_JAR));
    assertEquals(1, windowsLike.reads(MCP_JAR));
  }

  @Test
  void fingerprintsWithWholeSecondTimesAreNotTrusted() throws IOException {
    install(
        text ->
            text.replace(Long.toString(TIME), "1764600000000000000")
                .replace(Long.toString(TIME + 1), "1764600001000000000"));
    facts.stat(
        HOOK_JAR,
        stat(11, fs.content(HOOK_JAR).length, 1764600000000000000L, 1764600001000000000L));
    assertEquals(List.of(), atStart());
    assertEquals(1, facts.reads(HOOK_JAR));
  }

  @Test
  void aChangedFingerprintFileIsRefusedByNameAndTrustsNothing() throws IOException {
    install();
    fs.file(FINGERPRINTS, new String(fs.content(FINGERPRINTS), StandardCharsets.UTF_8) + " ");
    List<Diagnostic> expected =
        List.of(Diagnostic.policy(FINGERPRINTS, "", ManifestChecksTest.CHANGED));
    assertEquals(expected, atStart());
    assertEquals(1, facts.reads(HOOK_JAR));
  }

  @Test
  void aSchemaInvalidFingerprintFileIsRefusedAtItsPointerAtStartAndByDoctor() throws IOException {
    install(text -> text.replaceFirst("\"inode\": 11", "\"inode\": \"11\""));
    Diagnostic expected =
        Diagnostic.policy(Fingerprints.FILE_NAME, POINTER + "/inode", "must be an integer");
    assertEquals(List.of(expected), atStart());
    assertEquals(1, facts.reads(HOOK_JAR));
    assertEquals(List.of(expected), problems(ContentProof.HASH_EVERY_FILE));
  }

  @Test
  void aFingerprintNumberBeyond64BitsIsRefusedAtItsPointer() throws IOException {
    install(text -> text.replaceFirst("\"inode\": 11", "\"inode\": 18446744073709551616"));
    assertEquals(
        List.of(
            Diagnostic.policy(
                Fingerprints.FILE_NAME,
                POINTER + "/inode",
                "must be a whole number within 64 bits")),
        atStart());
  }

  @Test
  void aFingerprintFileThatIsNotJsonIsRefusedByName() throws IOException {
    install(text -> "{\"fingerprintsVersion\": 1,");
    List<Diagnostic> problems = atStart();
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(Fingerprints.FILE_NAME, problems.get(0).file());
    assertEquals(Diagnostic.Kind.POLICY, problems.get(0).kind());
  }
}
