package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The credential from a file ({@code ${HOME}}-relative here): owned by the developer or root,
 * private, one line; every problem an environment problem that names the file, never the value.
 */
@Tag("unit")
class CredentialChecksTest {

  private static final String KEY_FILE = "/home/alice/.config/qwen-managed/mem0.key";
  private static final String SECRET = "m0-canary-7f3a";

  private static FakeFileFacts installed(String content) {
    FakeFileFacts fs =
        Layouts.posix(
            Layouts.SYSTEM,
            "root",
            plan ->
                plan.replace(
                    "\"env\": \"MEM0_API_KEY\"",
                    "\"env\": \"MEM0_API_KEY\", \"file\": \"${HOME}/.config/qwen-managed/mem0.key\""));
    return fs.file(KEY_FILE, content).owner(KEY_FILE, "alice").mode(KEY_FILE, 0600);
  }

  private static StartReport run(FakeFileFacts fs) {
    StartReport report = StartChecks.run(Layouts.posixContext(Map.of()), fs);
    for (Diagnostic problem : report.problems()) {
      assertFalse(problem.render().contains(SECRET), problem.render());
    }
    return report;
  }

  private static void assertRefused(FakeFileFacts fs, String message) {
    StartReport report = run(fs);
    assertTrue(report.ready().isEmpty());
    assertEquals(List.of(Diagnostic.io(KEY_FILE, message)), report.problems());
  }

  @Test
  void theValueIsTheFileWithoutItsTrailingNewline() {
    for (String content : List.of(SECRET, SECRET + "\n", SECRET + "\r\n")) {
      ReadyStart ready = run(installed(content)).ready().orElseThrow();
      assertEquals(SECRET, ready.credential().reveal());
    }
  }

  @Test
  void aRootOwnedFileIsAccepted() {
    FakeFileFacts fs = installed(SECRET).owner(KEY_FILE, "root");
    assertTrue(run(fs).ready().isPresent());
  }

  @Test
  void aFileReachedThroughALinkIsJudgedAtItsTarget() {
    FakeFileFacts fs = installed(SECRET);
    fs.file("/home/alice/keys/mem0", SECRET).owner("/home/alice/keys/mem0", "alice");
    fs.mode("/home/alice/keys/mem0", 0644).link(KEY_FILE, "../../keys/mem0");
    StartReport report = run(fs);
    assertEquals(
        List.of(
            Diagnostic.io(
                KEY_FILE,
                "can be read or written by its group or others (mode 0644); only its owner may use"
                    + " it")),
        report.problems());
  }

  @Test
  void aMissingFileIsNamed() {
    assertRefused(
        installed(SECRET).delete(KEY_FILE), "does not exist (launcher.json's /credential/file)");
  }

  @Test
  void aFileOfAnotherUserIsRefused() {
    assertRefused(
        installed(SECRET).owner(KEY_FILE, "bob"),
        "is owned by bob; it must be owned by alice (the developer) or root");
  }

  @Test
  void aFileOthersMayReadIsRefused() {
    assertRefused(
        installed(SECRET).mode(KEY_FILE, 0640),
        "can be read or written by its group or others (mode 0640); only its owner may use it");
  }

  @Test
  void anEmptyFileIsRefused() {
    assertRefused(installed(""), CredentialCheck.EMPTY);
    assertRefused(installed("\n"), CredentialCheck.EMPTY);
  }

  @Test
  void aFileOfSeveralLinesOrWithControlsIsRefused() {
    assertRefused(installed(SECRET + "\nsecond\n"), CredentialCheck.NOT_ONE_LINE);
    assertRefused(installed(SECRET + "\u0000"), CredentialCheck.NOT_ONE_LINE);
  }

  @Test
  void aFileThatIsNotUtf8IsRefused() {
    FakeFileFacts fs = installed(SECRET).file(KEY_FILE, new byte[] {'k', (byte) 0xc3, '1'});
    fs.owner(KEY_FILE, "alice").mode(KEY_FILE, 0600);
    assertRefused(fs, CredentialCheck.NOT_TEXT);
  }

  @Test
  void aFileThatCannotBeReadIsAnIoProblem() {
    assertRefused(installed(SECRET).unreadable(KEY_FILE), "cannot be read: permission denied");
  }

  @Test
  void theCallersVariableDoesNotReplaceTheAdminsFile() {
    FakeFileFacts fs = installed(SECRET).delete(KEY_FILE);
    StartReport report =
        StartChecks.run(Layouts.posixContext(Map.of("MEM0_API_KEY", "caller-key")), fs);
    assertTrue(report.ready().isEmpty());
  }
}
