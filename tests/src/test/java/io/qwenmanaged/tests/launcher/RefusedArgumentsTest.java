package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.qwencli.FlagFamily;
import io.qwenmanaged.policy.qwencli.RefusedFlags;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Everything a developer types is refused (exit 2) before anything starts, except the launcher's
 * own commands, each alone. A refused argument of a dangerous family is named with its reason; the
 * value of an option is never echoed.
 */
@Tag("jar")
class RefusedArgumentsTest {

  private static LauncherSite layout;

  @BeforeAll
  static void install() {
    layout = LauncherSite.shared();
  }

  @AfterAll
  static void uninstall() {
    layout.close();
  }

  static Stream<Arguments> dangerousSpellings() {
    return Stream.of(
        Arguments.of(new String[] {"-y"}, "-y", FlagFamily.YOLO),
        Arguments.of(new String[] {"--yolo"}, "--yolo", FlagFamily.YOLO),
        Arguments.of(new String[] {"--approval-mode=yolo"}, "--approval-mode", FlagFamily.YOLO),
        Arguments.of(
            new String[] {"--approvalMode", "auto-edit"}, "--approvalMode", FlagFamily.YOLO),
        Arguments.of(new String[] {"-dy"}, "-dy", FlagFamily.YOLO),
        Arguments.of(new String[] {"-p", "x"}, "-p", FlagFamily.HEADLESS),
        Arguments.of(new String[] {"--prompt=x"}, "--prompt", FlagFamily.HEADLESS),
        Arguments.of(new String[] {"fix the build"}, "an argument of", FlagFamily.HEADLESS),
        Arguments.of(
            new String[] {"--output-format", "json"}, "--output-format", FlagFamily.HEADLESS),
        Arguments.of(new String[] {"--acp"}, "--acp", FlagFamily.ACP),
        Arguments.of(new String[] {"--experimental-acp"}, "--experimental-acp", FlagFamily.ACP),
        Arguments.of(new String[] {"-c"}, "-c", FlagFamily.RESUME),
        Arguments.of(new String[] {"--resume"}, "--resume", FlagFamily.RESUME),
        Arguments.of(new String[] {"--bare"}, "--bare", FlagFamily.SUPPRESSION),
        Arguments.of(new String[] {"--safe-mode"}, "--safe-mode", FlagFamily.SUPPRESSION),
        Arguments.of(new String[] {"--telemetry"}, "--telemetry", FlagFamily.EXPOSURE),
        Arguments.of(new String[] {"--no-telemetry"}, "--no-telemetry", FlagFamily.EXPOSURE),
        Arguments.of(new String[] {"--add-dir", "/"}, "--add-dir", FlagFamily.WORKSPACE),
        Arguments.of(new String[] {"serve"}, "serve", FlagFamily.DAEMON),
        Arguments.of(new String[] {"doctor", "--yolo"}, "--yolo", FlagFamily.YOLO),
        Arguments.of(new String[] {"policy", "-p", "x"}, "-p", FlagFamily.HEADLESS));
  }

  @ParameterizedTest
  @MethodSource("dangerousSpellings")
  void refusesADangerousArgumentNamingItsFamily(
      String[] arguments, String named, FlagFamily family) {
    PipedLaunch.Result result =
        PipedLaunch.run(layout, LaunchCommand.developerEnvironment(), arguments);

    assertRefused(result);
    assertTrue(
        result.stderr().contains(named) && result.stderr().contains("it " + family.reason()),
        () -> "expected " + named + " and the reason of " + family + ":\n" + result.stderr());
  }

  @ParameterizedTest
  @MethodSource("subcommands")
  void refusesQwenSubcommandsWithTheirFamily(String subcommand) {
    FlagFamily family = RefusedFlags.familyOf(subcommand).orElseThrow();
    PipedLaunch.Result result =
        PipedLaunch.run(layout, LaunchCommand.developerEnvironment(), subcommand, "list");

    assertRefused(result);
    assertTrue(result.stderr().contains("'" + subcommand + "' is refused: it " + family.reason()));
  }

  static Stream<String> subcommands() {
    return Stream.of("mcp", "extensions", "update", "auth");
  }

  @Test
  void neverEchoesTheValueOfARefusedOption() {
    PipedLaunch.Result result =
        PipedLaunch.run(
            layout, LaunchCommand.developerEnvironment(), "--openai-api-key=sk-canary-value");

    assertRefused(result);
    assertTrue(result.stderr().contains("'--openai-api-key' is refused"), result.stderr());
    assertFalse(result.stderr().contains("sk-canary-value"), result.stderr());
  }

  @Test
  void refusesAnyOtherQwenOptionAsNoQwenArgument() {
    PipedLaunch.Result result =
        PipedLaunch.run(layout, LaunchCommand.developerEnvironment(), "--model", "qwen3-coder");

    assertRefused(result);
    assertTrue(
        result.stderr().contains("'--model' is refused: qwen-managed takes no Qwen Code arguments"),
        result.stderr());
  }

  static Stream<Arguments> ownCommandsMisused() {
    return Stream.of(
        Arguments.of(new String[] {"doctor", "--verbose"}, "'--verbose' is refused: doctor"),
        Arguments.of(new String[] {"doctor", "--json", "--json"}, "'--json' is refused: doctor"),
        Arguments.of(new String[] {"doctor", "x"}, "'x' is refused: doctor"),
        Arguments.of(new String[] {"policy", "--all"}, "'--all' is refused: policy"),
        Arguments.of(new String[] {"--version", "--help"}, "'--help' is refused: --version"),
        Arguments.of(new String[] {"-h", "doctor"}, "'doctor' is refused: -h"));
  }

  @ParameterizedTest
  @MethodSource("ownCommandsMisused")
  void refusesTheWholeLineWhenAnythingStandsNextToAnOwnCommand(String[] arguments, String message) {
    PipedLaunch.Result result =
        PipedLaunch.run(layout, LaunchCommand.developerEnvironment(), arguments);

    assertRefused(result);
    assertTrue(result.stderr().contains(message), result.stderr());
  }

  private static void assertRefused(PipedLaunch.Result result) {
    assertEquals(2, result.exitCode(), result.stderr());
    assertEquals("", result.stdout());
    assertTrue(result.stderr().startsWith("qwen-managed: "), result.stderr());
    assertFalse(layout.standIn().started(), "Qwen was started");
    Outputs.assertClean(result.output());
  }
}
