package io.qwenmanaged.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.qwenmanaged.launcher.cli.DoctorCommand;
import io.qwenmanaged.launcher.terminal.Terminal;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.start.RepositoryChoice;
import io.qwenmanaged.policy.start.StartContext;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The launcher's entry point: dispatch, exit codes and what goes to which stream. */
@Tag("unit")
class LauncherMainTest {

  private static final Path CONFIG = Path.of("/etc/kit/launcher.json");
  private static final Path HERE = Path.of("/srv/repo/src");
  private static final Host HOST =
      new Host(Optional.of(CONFIG.toString()), "dev", Path.of("/home/dev"), HERE);
  private static final Terminal NEVER_ASKED = () -> fail("the terminal was consulted");
  private static final DoctorCommand NO_DOCTOR =
      (context, environment, json, all, proof, out) -> fail("doctor was run");

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(
      Map<String, String> environment,
      Terminal terminal,
      Host host,
      DoctorCommand doctor,
      String... args) {
    return LauncherMain.run(
        args,
        new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        environment,
        terminal,
        host,
        doctor);
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void doctorGetsTheStartContextForTheWorkingDirectoryAndItsOptionsAndNeedsNoTerminal() {
    List<Object> seen = new ArrayList<>();
    DoctorCommand doctor =
        (context, environment, json, all, proof, stdout) -> {
          seen.add(context);
          seen.add(environment);
          seen.add(json);
          seen.add(all);
          seen.add(proof);
          stdout.println("report");
          return List.of();
        };
    Map<String, String> environment = Map.of("MEM0_API_KEY", "k");

    assertEquals(0, run(environment, NEVER_ASKED, HOST, doctor, "doctor", "--json", "--all"));
    assertEquals(
        List.of(
            new StartContext(
                CONFIG,
                environment,
                "dev",
                Path.of("/home/dev"),
                new RepositoryChoice.Holding(HERE)),
            environment,
            true,
            true,
            ContentProof.HASH_EVERY_FILE),
        seen);
    assertEquals("report\n", out());
  }

  @Test
  void aRehearsedDoctorProvesTheInstalledFilesAsAStartDoes() {
    List<ContentProof> seen = new ArrayList<>();
    DoctorCommand doctor =
        (context, environment, json, all, proof, stdout) -> {
          seen.add(proof);
          return List.of();
        };
    Host rehearsal =
        new Host(Optional.of(CONFIG.toString()), "dev", Path.of("/home/dev"), HERE, true);

    assertEquals(0, run(Map.of(), NEVER_ASKED, rehearsal, doctor, "doctor", "--all", "--json"));
    assertEquals(0, run(Map.of(), NEVER_ASKED, HOST, doctor, "doctor", "--all", "--json"));
    assertEquals(
        List.of(ContentProof.TRUST_UNCHANGED_FINGERPRINTS, ContentProof.HASH_EVERY_FILE), seen);
  }

  @Test
  void doctorExitsByTheKindOfItsProblems() {
    DoctorCommand ioOnly =
        (c, e, j, a, p, o) -> List.of(Diagnostic.io("$MEM0_API_KEY", "is not set or empty"));
    DoctorCommand policy =
        (c, e, j, a, p, o) -> List.of(Diagnostic.policy("launcher.json", "/profile", "is wrong"));
    DoctorCommand outside =
        (c, e, j, a, p, o) ->
            List.of(
                new Diagnostic(
                    "launcher.json", "/repositories", "is elsewhere", Diagnostic.Kind.REFUSED));
    assertEquals(4, run(Map.of(), NEVER_ASKED, HOST, ioOnly, "doctor"));
    assertEquals(3, run(Map.of(), NEVER_ASKED, HOST, policy, "doctor"));
    assertEquals(2, run(Map.of(), NEVER_ASKED, HOST, outside, "doctor"));
  }

  @Test
  void aBugIsAnInternalErrorWithoutAStackTrace() {
    DoctorCommand broken =
        (c, e, j, a, p, o) -> {
          throw new IllegalStateException("secret-looking detail");
        };
    assertEquals(1, run(Map.of(), NEVER_ASKED, HOST, broken, "doctor"));
    assertEquals("qwen-managed: internal error (a bug in the kit; please report it)\n", err());
  }

  /** In any case: Windows reads environment names without regard to it. */
  @ParameterizedTest
  @ValueSource(strings = {"_JAVA_OPTIONS", "java_tool_options"})
  void aJvmOptionVariableRefusesTheStartBeforeAnythingElse(String name) {
    Map<String, String> environment = Map.of(name, "-Dqwen.managed.config=/elsewhere");
    Host noConfig = new Host(Optional.empty(), "dev", Path.of("/home/dev"), HERE);

    assertEquals(4, run(environment, NEVER_ASKED, noConfig, NO_DOCTOR));
    assertTrue(err().startsWith("qwen-managed: error: " + name + " is set:"), err());
    assertTrue(
        err()
            .contains(
                "which removes _JAVA_OPTIONS, JAVA_TOOL_OPTIONS, JDK_JAVA_OPTIONS, CLASSPATH"),
        err());
    assertFalse(err().contains("/elsewhere"), "the variable's value was shown");
    assertEquals("", out());
  }

  @Test
  void startingWithoutATerminalIsRefusedBeforeThePolicyIsRead() {
    Host noConfig = new Host(Optional.empty(), "dev", Path.of("/home/dev"), HERE);

    assertEquals(2, run(Map.of(), () -> false, noConfig, NO_DOCTOR));
    assertTrue(err().contains("standard input and output must be a terminal"), err());
  }

  @Test
  void theConfigurationComesOnlyFromAnAbsoluteSystemProperty() {
    for (Optional<String> property :
        List.of(Optional.<String>empty(), Optional.of("launcher.json"), Optional.of(""))) {
      err.reset();
      Host host = new Host(property, "dev", Path.of("/home/dev"), HERE);
      assertEquals(
          4,
          run(
              Map.of("QWEN_MANAGED_CONFIG", CONFIG.toString()),
              NEVER_ASKED,
              host,
              NO_DOCTOR,
              "policy"));
      assertTrue(err().startsWith("qwen-managed: error: no launcher configuration"), err());
    }
  }

  @Test
  void aRefusedLinePrintsOnlyOnStderr() {
    assertEquals(2, run(Map.of(), NEVER_ASKED, HOST, NO_DOCTOR, "--yolo"));
    assertEquals("", out());
    assertTrue(
        err().startsWith("qwen-managed: '--yolo' is refused: it changes the approval mode."));
  }

  @Test
  void aPromptOnTheCommandLineSaysToTypeItInsideQwen() {
    assertEquals(2, run(Map.of(), NEVER_ASKED, HOST, NO_DOCTOR, "fix the bug"));
    assertEquals("", out());
    assertEquals(
        "qwen-managed: an argument of 11 characters is refused: it runs Qwen headless, outside the"
            + " interactive confirmation dialogs.\n"
            + "To give Qwen Code a prompt, start `qwen-managed` without a prompt and type the"
            + " prompt inside Qwen. See qwen-managed --help.\n",
        err());
  }

  @Test
  void versionAndHelpPrintOnStdout() {
    assertEquals(0, run(Map.of(), NEVER_ASKED, HOST, NO_DOCTOR, "--version"));
    assertTrue(out().startsWith("qwen-managed "), out());
    out.reset();
    assertEquals(0, run(Map.of(), NEVER_ASKED, HOST, NO_DOCTOR, "--help"));
    assertTrue(out().contains("127  the pinned node was not found"), out());
    assertEquals("", err());
  }
}
