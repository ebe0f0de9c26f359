package io.qwenmanaged.policy.start;

import static io.qwenmanaged.policy.start.Layouts.CONFIG;
import static io.qwenmanaged.policy.start.Layouts.HOOK_JAR;
import static io.qwenmanaged.policy.start.Layouts.LAUNCHER;
import static io.qwenmanaged.policy.start.Layouts.MANIFEST;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestWriter;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.KitFiles;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The install manifest at start: each kit file changed by one byte, deleted, replaced by a
 * directory or a symbolic link is refused by name; the manifest itself must be valid, of this
 * install, and list every pinned file.
 */
@Tag("unit")
class ManifestChecksTest {

  static final String CHANGED =
      "has changed since it was installed: its SHA-256 differs from the install manifest";

  private static final List<String> KIT_FILES =
      List.of(
          CONFIG + "/external-context.json",
          CONFIG + "/system-settings.json",
          CONFIG + "/system-defaults.json",
          CONFIG + "/user-settings.json",
          LAUNCHER,
          "/opt/qwen-managed/lib/mcp-server.jar",
          HOOK_JAR);

  private static List<Diagnostic> manifestProblems(FakeFileFacts fs) {
    StartReport report = StartChecks.run(Layouts.posixContext(Map.of("MEM0_API_KEY", "k")), fs);
    assertEquals(report.problems().isEmpty(), report.ready().isPresent());
    return StartChecksTest.outcome(report, StartChecks.MANIFEST).problems();
  }

  @Test
  void aJarChangedByOneByteIsRefusedByName() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    byte[] jar = fs.content(HOOK_JAR);
    jar[0] ^= 1;
    fs.file(HOOK_JAR, jar);
    assertEquals(List.of(Diagnostic.policy(HOOK_JAR, "", CHANGED)), manifestProblems(fs));
  }

  @Test
  void aDeletedJarIsRefusedByName() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").delete(HOOK_JAR);
    assertEquals(
        List.of(Diagnostic.policy(HOOK_JAR, "", RegularFile.MISSING)), manifestProblems(fs));
  }

  @Test
  void aJarReplacedByADirectoryIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").delete(HOOK_JAR).directory(HOOK_JAR);
    assertEquals(
        List.of(Diagnostic.policy(HOOK_JAR, "", RegularFile.DIRECTORY)), manifestProblems(fs));
  }

  @Test
  void aJarReplacedByASymbolicLinkToAnIdenticalFileIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    fs.file("/opt/qwen-managed/lib/copy.jar", fs.content(HOOK_JAR)).link(HOOK_JAR, "copy.jar");
    assertEquals(
        List.of(Diagnostic.policy(HOOK_JAR, "", RegularFile.SYMLINK)), manifestProblems(fs));
  }

  @Test
  void aListedFileThatCannotBeReadIsAnIoProblem() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").unreadable(HOOK_JAR);
    assertEquals(
        List.of(Diagnostic.io(HOOK_JAR, "cannot be read: permission denied")),
        manifestProblems(fs));
  }

  @Test
  void aMissingManifestIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").delete(MANIFEST);
    assertEquals(
        List.of(Diagnostic.policy(KitFiles.INSTALL_MANIFEST, "", RegularFile.MISSING)),
        manifestProblems(fs));
  }

  @Test
  void aManifestThatFailsItsSchemaIsReportedAtItsPointer() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    String text = new String(fs.content(MANIFEST));
    String hash = text.substring(text.indexOf(HOOK_JAR) + HOOK_JAR.length() + 4).substring(0, 64);
    fs.file(MANIFEST, text.replace(hash, hash.toUpperCase()));
    assertEquals(
        List.of(
            Diagnostic.policy(
                KitFiles.INSTALL_MANIFEST,
                "/files/~1opt~1qwen-managed~1lib~1hook.jar",
                "must be a SHA-256 hash: 64 lowercase hexadecimal digits")),
        manifestProblems(fs));
  }

  @Test
  void aManifestOfAnotherInstallIsRefusedPerField() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    Layouts.writeManifest(fs, InstallFacts.user("g2", "0.0.9", "bob"), KIT_FILES, MANIFEST);
    List<String> pointers = manifestProblems(fs).stream().map(Diagnostic::pointer).toList();
    assertEquals(List.of("/generation", "/kitVersion", "/scope", "/user"), pointers);
  }

  @Test
  void aManifestThatOmitsAPinnedFileIsRefusedNamingIt() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    List<String> files = new ArrayList<>(KIT_FILES);
    files.remove(HOOK_JAR);
    Layouts.writeManifest(fs, Layouts.SYSTEM, files, MANIFEST);
    assertEquals(
        List.of(
            Diagnostic.policy(
                KitFiles.INSTALL_MANIFEST,
                "/files",
                "must list " + HOOK_JAR + " (launcher.json's /files/hookJar)")),
        manifestProblems(fs));
  }

  @Test
  void aManifestThatOmitsTheLauncherJsonInUseIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    List<String> files = new ArrayList<>(KIT_FILES);
    files.remove(LAUNCHER);
    Layouts.writeManifest(fs, Layouts.SYSTEM, files, MANIFEST);
    assertEquals(
        List.of(
            Diagnostic.policy(
                KitFiles.INSTALL_MANIFEST,
                "/files",
                "must list " + LAUNCHER + " (the launcher.json in use)")),
        manifestProblems(fs));
  }

  @Test
  void aManifestThatListsItselfIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    fs.file(MANIFEST, "{}");
    List<String> files = new ArrayList<>(KIT_FILES);
    files.add(MANIFEST);
    Layouts.writeManifest(fs, Layouts.SYSTEM, files, MANIFEST);
    List<Diagnostic> problems = manifestProblems(fs);
    assertEquals(
        Diagnostic.policy(
            KitFiles.INSTALL_MANIFEST,
            "/files/~1etc~1qwen-managed~1install-manifest.json",
            "must not be listed: the install manifest cannot hold its own hash"),
        problems.get(0));
    assertEquals(Diagnostic.policy(MANIFEST, "", CHANGED), problems.get(1));
  }

  @Test
  void aManifestWithAPathOfTheOtherPlatformIsRefused() throws IOException {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    Map<String, String> hashes = new TreeMap<>();
    for (String file : KIT_FILES) {
      hashes.put(file, fs.sha256(file));
    }
    hashes.put("C:\\kit.jar", "0".repeat(64));
    ManifestOutcome outcome = ManifestWriter.render(InstallManifest.of(Layouts.SYSTEM, hashes));
    fs.file(MANIFEST, assertInstanceOf(ManifestOutcome.Valid.class, outcome).bytes());
    assertEquals(
        List.of(
            Diagnostic.policy(
                KitFiles.INSTALL_MANIFEST,
                "/files/C:\\kit.jar",
                "must be an absolute, normalised path for the plan's platform")),
        manifestProblems(fs));
  }

  @Test
  void filesTheInstallerAddedBeyondThePinsAreCheckedToo() {
    FakeFileFacts fs =
        Layouts.posix(Layouts.SYSTEM, "root").program("/opt/qwen-managed/bin/qwen-managed");
    List<String> files = new ArrayList<>(KIT_FILES);
    files.add("/opt/qwen-managed/bin/qwen-managed");
    Layouts.writeManifest(fs, Layouts.SYSTEM, files, MANIFEST);
    assertEquals(List.of(), manifestProblems(fs));
    fs.program("/opt/qwen-managed/bin/qwen-managed")
        .file("/opt/qwen-managed/bin/qwen-managed", "#!/bin/sh\nevil\n");
    assertEquals(
        List.of(Diagnostic.policy("/opt/qwen-managed/bin/qwen-managed", "", CHANGED)),
        manifestProblems(fs));
  }
}
