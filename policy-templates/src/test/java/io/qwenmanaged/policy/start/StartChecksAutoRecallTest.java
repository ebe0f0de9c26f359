package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The start checks of an installation with auto-recall cover its version 2 file and its hook: the
 * file must be there, unchanged and safely owned, and the hook must run the protected command.
 */
@Tag("unit")
class StartChecksAutoRecallTest {

  private static final Map<String, String> KEY = Map.of("MEM0_API_KEY", "k-123");
  private static final String RECALL = Layouts.CONFIG + "/external-context-recall.json";
  private static final String SYSTEM = Layouts.CONFIG + "/system-settings.json";

  private static FakeFileFacts layout() {
    return Layouts.posix(
        Layouts.SYSTEM,
        "root",
        plan ->
            plan.replace(
                "\"workspace\": ", "\"autoRecall\": {\"enabled\": true},\n  \"workspace\": "));
  }

  private static StartReport run(FakeFileFacts fs) {
    return StartChecks.run(Layouts.posixContext(KEY), fs);
  }

  @Test
  void anInstallationWithAutoRecallIsReady() {
    FakeFileFacts fs = layout();
    assertTrue(new String(fs.content(RECALL), StandardCharsets.UTF_8).contains("\"version\": 2"));
    assertEquals(List.of(), run(fs).problems());
  }

  @Test
  void aMissingAutoRecallFileIsAPolicyProblem() {
    assertEquals(
        List.of(Diagnostic.policy("external-context-recall.json", "", RegularFile.MISSING)),
        run(layout().delete(RECALL)).problems());
  }

  @Test
  void anAutoRecallHookWithoutItsProtectionIsRefused() {
    FakeFileFacts fs = layout();
    String settings = new String(fs.content(SYSTEM), StandardCharsets.UTF_8);
    String edited = settings.replace("'-u' 'LD_PRELOAD' ", "");
    assertTrue(!edited.equals(settings));
    StartReport report = run(fs.file(SYSTEM, edited));
    assertTrue(report.ready().isEmpty());
    assertTrue(
        report.problems().stream()
            .anyMatch(
                d ->
                    d.file().equals("system-settings.json")
                        && d.pointer().equals("/hooks/UserPromptSubmit/0/hooks/0/command")),
        report.problems().toString());
  }

  @Test
  void anAutoRecallFileWritableByOthersIsRefused() {
    StartReport report = run(layout().mode(RECALL, 0666));
    assertTrue(report.ready().isEmpty());
    assertTrue(
        report.problems().stream().anyMatch(d -> d.file().equals(RECALL)),
        report.problems().toString());
  }
}
