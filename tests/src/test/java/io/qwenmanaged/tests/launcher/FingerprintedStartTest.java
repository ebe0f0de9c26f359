package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The start path trusts a large file's install-time stat fingerprint instead of hashing it, and
 * still refuses a changed file: a jar rewritten in place with content of the same length, its
 * modification time set back to the installed one, has a new change time, so the launcher hashes
 * it, names it and exits 3 without starting Qwen; an untouched installation starts.
 */
@Tag("jar")
class FingerprintedStartTest {

  private static final String FINGERPRINTS = "file-fingerprints.json";

  @Test
  void anUntouchedInstallationWithFingerprintsStartsQwen() {
    try (LauncherSite layout = LauncherSite.shared()) {
      assertTrue(Files.isRegularFile(layout.policyFolder().resolve(FINGERPRINTS)));
      layout.standIn().exitWith(0);
      TerminalSession.Result result = run(layout);

      assertEquals(0, result.exitCode(), result.stderr());
      assertTrue(layout.standIn().started());
      assertEquals("", result.stderr());
    }
  }

  @Test
  void aJarRewrittenWithTheSameLengthAndItsModificationTimeSetBackIsRefusedAtStart()
      throws IOException, InterruptedException {
    try (LauncherSite layout = LauncherSite.create()) {
      Path jar = layout.jar("hook");
      byte[] bytes = Files.readAllBytes(jar);
      FileTime modified = Files.getLastModifiedTime(jar);
      Thread.sleep(50); // a later tick of the file system's clock
      bytes[bytes.length / 2] ^= 1;
      Files.write(jar, bytes);
      Files.setLastModifiedTime(jar, modified);
      TerminalSession.Result result = run(layout);

      assertEquals(3, result.exitCode(), result.stderr());
      assertEquals(
          jar
              + ": error: has changed since it was installed: its SHA-256 differs from the install"
              + " manifest\n"
              + "Nothing was started: the installation was changed or is insecure; run"
              + " `qwen-managed doctor` and tell your administrator.",
          result.stderr().strip());
      assertFalse(layout.standIn().started(), "Qwen was started with a changed jar");
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }

  private static TerminalSession.Result run(LauncherSite layout) {
    try (TerminalSession session =
        TerminalSession.start(
            layout, LaunchCommand.developerEnvironment(), TerminalSession.Streams.TERMINAL)) {
      return session.await();
    }
  }
}
