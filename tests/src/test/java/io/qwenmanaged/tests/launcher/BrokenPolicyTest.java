package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The launcher fails closed: a policy it cannot read or trust, or a missing credential, prints one
 * line per problem ({@code <file>:<JSON Pointer>: error: <message>}) and starts nothing; exit 3 for
 * a policy problem, 4 when only I/O or the environment failed.
 */
@Tag("jar")
class BrokenPolicyTest {

  private static final Pattern DIAGNOSTIC = Pattern.compile("^[^:\\s]+(:[^ ]*)?: error: .+$");

  @Test
  void refusesALauncherJsonThatIsNotJson() {
    assertRefused(3, "launcher.json:", layout -> layout.replaceLauncherJson(bytes("not json")));
  }

  @Test
  void refusesAnEmptyLauncherJson() {
    assertRefused(3, "launcher.json:", layout -> layout.replaceLauncherJson(new byte[0]));
  }

  @Test
  void refusesAHugeLauncherJson() {
    byte[] huge = new byte[(1 << 20) + 1];
    Arrays.fill(huge, (byte) ' ');
    assertRefused(
        3, "launcher.json: error: is larger than 1 MiB", l -> l.replaceLauncherJson(huge));
  }

  @Test
  void refusesASchemaInvalidLauncherJson() {
    assertRefused(
        3,
        "launcher.json:",
        layout -> layout.replaceLauncherJson(bytes("{\"launcherVersion\":2}")));
  }

  /**
   * Within the 1 MiB limit a launcher.json can hold 450 000 values that each break the schema, more
   * problems than the launcher's small heap can hold: it still refuses the file with exit 3 and one
   * clear line.
   */
  @Test
  void refusesALauncherJsonWithAVastNumberOfSchemaProblemsInOneLine() {
    String zeros = "0,".repeat(449_999) + "0";
    assertRefused(
        3,
        "launcher.json: error: has too many schema problems to list: it is not a policy file the"
            + " kit wrote",
        layout ->
            rewrite(
                layout.launcherJson(),
                "\"qwenExtraFlags\": []",
                "\"qwenExtraFlags\": [" + zeros + "]"));
  }

  @Test
  void refusesAWeakenedSystemSettingsFile() {
    assertRefused(
        3,
        "system-settings.json:/tools/approvalMode: error:",
        layout -> {
          Path settings = layout.policyFile("system-settings.json");
          rewrite(settings, "\"approvalMode\": \"default\"", "\"approvalMode\": \"yolo\"");
        });
  }

  @Test
  void reportsAMissingLauncherJsonAsAMissingPinnedFile() {
    assertRefused(
        3, "launcher.json: error: does not exist", layout -> delete(layout.launcherJson()));
  }

  @Test
  void refusesToStartWithoutTheCredential() {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    caller.remove(LauncherSite.CREDENTIAL_ENV);
    assertRefused(4, "$" + LauncherSite.CREDENTIAL_ENV + ":", caller, layout -> {});
  }

  @Test
  void refusesToStartWithAnEmptyCredential() {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    caller.put(LauncherSite.CREDENTIAL_ENV, "");
    assertRefused(4, "$" + LauncherSite.CREDENTIAL_ENV + ":", caller, layout -> {});
  }

  private interface Fault {
    void apply(LauncherSite layout);
  }

  private static void assertRefused(int exitCode, String line, Fault fault) {
    assertRefused(exitCode, line, LaunchCommand.developerEnvironment(), fault);
  }

  private static void assertRefused(
      int exitCode, String line, Map<String, String> caller, Fault fault) {
    try (LauncherSite layout = LauncherSite.create()) {
      fault.apply(layout);
      TerminalSession.Result result;
      try (TerminalSession session =
          TerminalSession.start(layout, caller, TerminalSession.Streams.TERMINAL)) {
        result = session.await();
      }

      assertEquals(exitCode, result.exitCode(), result.stderr());
      assertTrue(
          result.stderr().contains(line), () -> "expected " + line + ":\n" + result.stderr());
      // One diagnostic line per problem first, then at most three lines of advice that name no
      // file and carry no diagnostic.
      List<String> lines = result.stderr().lines().toList();
      int diagnostics = 0;
      while (diagnostics < lines.size() && DIAGNOSTIC.matcher(lines.get(diagnostics)).matches()) {
        diagnostics++;
      }
      List<String> advice = lines.subList(diagnostics, lines.size());
      assertTrue(diagnostics > 0, result.stderr());
      assertTrue(advice.size() <= 3, "more than advice after the diagnostics:\n" + result.stderr());
      advice.forEach(each -> assertFalse(each.contains(": error: "), "not advice: " + each));
      assertFalse(layout.standIn().started(), "Qwen was started after a failed check");
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static void rewrite(Path file, String from, String to) {
    try {
      String text = Files.readString(file);
      assertTrue(text.contains(from), file + " does not contain " + from);
      Files.writeString(file, text.replace(from, to));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void delete(Path file) {
    try {
      Files.delete(file);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
