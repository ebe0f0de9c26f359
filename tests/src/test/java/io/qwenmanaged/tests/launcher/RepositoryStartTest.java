package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * With two repositories the launcher, started in a terminal, starts Qwen in the root of the
 * repository that holds its working directory — with that repository's system settings,
 * external-context config and credential, and never the other's credential — and refuses (exit 2,
 * nothing started) anywhere else, listing both.
 */
@Tag("jar")
class RepositoryStartTest {

  static Stream<Arguments> insideARepository() {
    return Stream.of(
        Arguments.of(
            "alpha's root", where(layout -> TwoRepositories.root(layout, "alpha")), "alpha"),
        Arguments.of(
            "a deep subdirectory of beta",
            where(layout -> TwoRepositories.root(layout, "beta").resolve("src/main/deep")),
            "beta"),
        Arguments.of(
            "a symbolic link into alpha",
            where(layout -> TwoRepositories.link(layout).resolve("src/main")),
            "alpha"));
  }

  static Stream<Arguments> outsideEveryRepository() {
    return Stream.of(
        Arguments.of("a sibling named like alpha", where(TwoRepositories::sibling)),
        Arguments.of("a directory outside both", where(TwoRepositories::elsewhere)),
        Arguments.of("the directory holding both", where(l -> l.root().resolve("repos"))));
  }

  private static Function<LauncherSite, Path> where(Function<LauncherSite, Path> directory) {
    return directory;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("insideARepository")
  void qwenStartsInTheRootOfTheRepositoryWithItsFilesAndOnlyItsCredentialFile(
      String description, Function<LauncherSite, Path> directory, String name) {
    String other = name.equals("alpha") ? "beta" : "alpha";
    try (LauncherSite layout = TwoRepositories.install();
        TerminalSession session =
            TerminalSession.startIn(
                directory.apply(layout), layout, TwoRepositories.developerEnvironment())) {
      layout.standIn().exitWith(0);
      TerminalSession.Result result = session.await();

      assertEquals(0, result.exitCode(), result.stderr());
      StandInNode node = layout.standIn();
      assertEquals(TwoRepositories.root(layout, name), node.workingDirectory());
      Map<String, String> environment = node.environment();
      Path etc = layout.policyFolder();
      assertEquals(
          etc.resolve("system-settings." + name + ".json").toString(),
          environment.get("QWEN_CODE_SYSTEM_SETTINGS_PATH"));
      assertEquals(
          etc.resolve("external-context." + name + ".json").toString(),
          environment.get("QWEN_EXTERNAL_CONTEXT_CONFIG"));
      assertEquals(TwoRepositories.credential(name), node.credentialFileContent());
      assertFalse(
          environment.containsKey(TwoRepositories.credentialEnv(name)),
          "Qwen got its repository's credential variable");
      assertFalse(
          environment.containsValue(TwoRepositories.credential(name)),
          "Qwen got its repository's key in its environment");
      assertFalse(
          environment.containsKey(TwoRepositories.credentialEnv(other)),
          "Qwen got the other repository's credential variable");
      assertFalse(
          environment.containsValue(TwoRepositories.credential(other)),
          "Qwen got the other repository's key");
      assertEquals("", result.stderr());
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("outsideEveryRepository")
  void anywhereElseTheStartIsRefusedListingBothRepositories(
      String description, Function<LauncherSite, Path> directory) {
    try (LauncherSite layout = TwoRepositories.install();
        TerminalSession session =
            TerminalSession.startIn(
                directory.apply(layout), layout, TwoRepositories.developerEnvironment())) {
      TerminalSession.Result result = session.await();

      assertEquals(2, result.exitCode(), result.stderr());
      assertEquals(TwoRepositories.refusal(layout), result.stderr());
      assertFalse(layout.standIn().started(), "Qwen was started");
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }
}
