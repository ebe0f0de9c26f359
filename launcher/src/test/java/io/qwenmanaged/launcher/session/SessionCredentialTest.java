package io.qwenmanaged.launcher.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Secret;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The session's credential file: owner-only folder and file holding exactly the key, gone when the
 * session closes; folders of launchers that are gone are cleared, live ones and strangers kept.
 */
@Tag("unit")
class SessionCredentialTest {

  private static final long LIVE = 4242;
  private static final long GONE = 777;

  @TempDir Path runtime;

  private SessionCredential open(long pid) {
    SessionCredential.Opened opened =
        SessionCredential.open(
            runtime, new Secret("m0-secret"), pid, id -> id == LIVE, new Random(1));
    return assertInstanceOf(SessionCredential.Ready.class, opened).credential();
  }

  @Test
  void theFileHoldsExactlyTheKeyOwnerOnlyInAnOwnerOnlyFolderNamedForTheLauncher()
      throws IOException {
    try (SessionCredential credential = open(LIVE)) {
      Path file = credential.file();
      assertEquals("m0-secret", Files.readString(file, StandardCharsets.UTF_8));
      assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
      assertEquals(
          "rwx------",
          PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
      assertEquals(runtime, file.getParent().getParent());
      assertTrue(
          file.getParent().getFileName().toString().startsWith("qwen-managed-session-4242-"));
    }
  }

  @Test
  void closingRemovesTheFileAndItsFolder() throws IOException {
    SessionCredential credential = open(LIVE);
    Path file = credential.file();
    credential.close();
    credential.close();
    assertFalse(Files.exists(file));
    assertFalse(Files.exists(file.getParent()));
    assertEquals(List.of(), entries());
  }

  @Test
  void aDeadLaunchersFolderIsRemovedAtTheNextStartAndALiveOnesIsKept() throws IOException {
    Path dead = leftBehind("qwen-managed-session-" + GONE + "-0123456789abcdef");
    Path live = leftBehind("qwen-managed-session-" + LIVE + "-fedcba9876543210");
    try (SessionCredential credential = open(LIVE)) {
      assertFalse(Files.exists(dead));
      assertTrue(Files.exists(live.resolve("credential")));
      assertEquals(3 - 1, entries().size());
      assertTrue(entries().contains(credential.file().getParent()));
    }
  }

  @Test
  void foldersNotNamedByTheKitOrHoldingMoreThanTheKeyAreLeftAlone() throws IOException {
    Path stranger = leftBehind("qwen-managed-session-" + GONE + "-short");
    Path other = leftBehind("sessions");
    Path busy = leftBehind("qwen-managed-session-" + GONE + "-00000000000000aa");
    Files.writeString(busy.resolve("notes"), "kept");
    try (SessionCredential credential = open(LIVE)) {
      assertTrue(Files.exists(stranger.resolve("credential")));
      assertTrue(Files.exists(other.resolve("credential")));
      assertTrue(Files.exists(busy.resolve("notes")));
    }
  }

  @Test
  void aTemporaryHandOverLeavesNothingBehind() throws IOException {
    SessionCredential.Opened opened = SessionCredential.openTemporary(new Secret("m0-secret"));
    SessionCredential credential =
        assertInstanceOf(SessionCredential.Ready.class, opened).credential();
    Path parent = credential.file().getParent().getParent();
    assertEquals("m0-secret", Files.readString(credential.file()));
    credential.close();
    assertFalse(Files.exists(parent));
  }

  @Test
  void aMissingRuntimeFolderIsReportedWithoutTheKey() {
    Path missing = runtime.resolve("absent");
    SessionCredential.Opened opened =
        SessionCredential.open(missing, new Secret("m0-secret"), LIVE, id -> true, new Random(1));
    SessionCredential.Failed failed = assertInstanceOf(SessionCredential.Failed.class, opened);
    assertEquals(
        missing
            + ": error: the session's credential file could not be created: the folder does not"
            + " exist",
        failed.line());
  }

  @Test
  void aFolderThatIsAlreadyThereIsNeitherUsedNorRemoved() throws IOException {
    String token = HexFormat.of().toHexDigits(new Random(1).nextLong());
    Path taken = leftBehind("qwen-managed-session-" + LIVE + "-" + token);
    SessionCredential.Opened opened =
        SessionCredential.open(runtime, new Secret("m0-secret"), LIVE, id -> true, new Random(1));
    assertInstanceOf(SessionCredential.Failed.class, opened);
    assertEquals("old-key", Files.readString(taken.resolve("credential")));
  }

  private Path leftBehind(String name) throws IOException {
    Path folder = Files.createDirectory(runtime.resolve(name));
    Files.writeString(folder.resolve("credential"), "old-key");
    return folder;
  }

  private List<Path> entries() throws IOException {
    try (Stream<Path> list = Files.list(runtime)) {
      return list.toList();
    }
  }
}
