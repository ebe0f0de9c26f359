package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.RegularFile;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The start checks on the real file system (POSIX), through {@code FileFacts.local()}. The layout
 * lives in a private directory below the user's home ({@code ~/.cache/qwen-managed-tests/<random>},
 * mode 0700): a temporary directory under {@code /tmp} — sticky and world-writable — is refused, as
 * the last test shows.
 */
@Tag("unit")
class StartChecksOnDiskTest {

  private Path base;
  private DiskLayout layout;

  @BeforeEach
  void install() throws IOException {
    assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("unix"));
    Path home = Path.of(System.getProperty("user.home"));
    Path tests = home.resolve(".cache/qwen-managed-tests");
    Files.createDirectories(tests, PosixFilePermissions.asFileAttribute(owner()));
    for (Path directory : List.of(home, home.resolve(".cache"), tests)) {
      Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(directory);
      assumeTrue(
          !permissions.contains(PosixFilePermission.GROUP_WRITE)
              && !permissions.contains(PosixFilePermission.OTHERS_WRITE),
          directory + " is writable by others; no layout below it could pass");
    }
    base = tests.resolve(UUID.randomUUID().toString());
    Files.createDirectory(base, PosixFilePermissions.asFileAttribute(owner()));
    layout = DiskLayout.install(base);
  }

  @AfterEach
  void delete() throws IOException {
    if (base != null) {
      Files.setAttribute(base, "unix:mode", 0700);
      DiskLayout.delete(base);
    }
  }

  private static Set<PosixFilePermission> owner() {
    return PosixFilePermissions.fromString("rwx------");
  }

  private List<Diagnostic> problems(String check) {
    StartReport report = StartChecks.run(layout.context());
    assertEquals(report.problems().isEmpty(), report.ready().isPresent());
    return StartChecksTest.outcome(report, check).problems();
  }

  @Test
  void anInstalledLayoutIsReady() {
    StartReport report = StartChecks.run(layout.context());
    assertEquals(List.of(), report.problems());
    ReadyStart ready = report.ready().orElseThrow();
    assertEquals(
        List.of(layout.home.resolve(".qwen-managed"), layout.home.resolve(".qwen-managed/runtime")),
        ready.directoriesToCreate());
    assertEquals("k-disk", ready.credential().reveal());
  }

  @Test
  void aJarMadeGroupWritableIsRefused() throws IOException {
    Files.setPosixFilePermissions(layout.hookJar, PosixFilePermissions.fromString("rw-rw-r--"));
    assertEquals(
        List.of(
            Diagnostic.policy(
                layout.hookJar.toString(),
                "",
                "can be written by its group (mode 0664); only its owner may write to it")),
        problems(StartChecks.PERMISSIONS));
  }

  @Test
  void aJarChangedByOneByteIsRefusedByName() throws IOException {
    Files.writeString(layout.hookJar, "hook jas");
    assertEquals(
        List.of(Diagnostic.policy(layout.hookJar.toString(), "", ManifestChecksTest.CHANGED)),
        problems(StartChecks.MANIFEST));
  }

  @Test
  void aJarReplacedByASymbolicLinkIsRefused() throws IOException {
    Files.delete(layout.hookJar);
    Files.createSymbolicLink(layout.hookJar, layout.mcpServerJar);
    assertEquals(
        List.of(Diagnostic.policy(layout.hookJar.toString(), "", RegularFile.SYMLINK)),
        problems(StartChecks.MANIFEST));
  }

  @Test
  void aStickyWorldWritableDirectoryAboveTheLayoutIsRefused() throws IOException {
    Files.setAttribute(base, "unix:mode", 01777);
    List<Diagnostic> problems = problems(StartChecks.PERMISSIONS);
    assertEquals(
        List.of(
            Diagnostic.policy(
                base.toString(),
                "",
                "can be written by its group and others (mode 1777); only its owner may write to"
                    + " it")),
        problems);
  }

  @Test
  void aFileOfAForeignOwnerIsRefused() throws IOException {
    assumeTrue(
        "root".equals(layout.owner),
        "changing a file's owner needs root (it is run as root in CI)");
    Files.setAttribute(layout.hookJar, "unix:uid", 65534);
    List<Diagnostic> problems = problems(StartChecks.PERMISSIONS);
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(layout.hookJar.toString(), problems.get(0).file());
    assertTrue(
        problems
            .get(0)
            .message()
            .endsWith("is owned by nobody; it must be owned by root (a user install by root)"),
        problems.get(0).message());
  }

  @Test
  void aLayoutInATemporaryDirectoryUnderTmpIsRefusedNamingTmp(@TempDir Path temporary)
      throws IOException {
    Path tmp = Path.of("/tmp");
    assumeTrue(temporary.startsWith(tmp));
    assumeTrue(((Integer) Files.getAttribute(tmp, "unix:mode") & 01002) == 01002);
    Path under = Files.createDirectory(temporary.resolve("kit"));
    DiskLayout insecure = DiskLayout.install(under);
    StartReport report = StartChecks.run(insecure.context());
    assertTrue(report.ready().isEmpty());
    List<Diagnostic> problems = StartChecksTest.outcome(report, StartChecks.PERMISSIONS).problems();
    assertTrue(problems.stream().anyMatch(d -> d.file().equals("/tmp")), problems.toString());
  }
}
