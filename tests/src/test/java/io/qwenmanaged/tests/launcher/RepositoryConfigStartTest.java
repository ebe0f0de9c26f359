package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Started in a terminal, the built launcher starts Qwen in a repository whatever its own Qwen
 * configuration adds — the managed Qwen drops what could change trust — and says so in one line on
 * stderr before Qwen starts; a repository that adds nothing Qwen ignores gets no line.
 */
@Tag("jar")
class RepositoryConfigStartTest {

  private static final String ASYNC_COPY_OF_THE_KIT_HOOK =
      "{\"hooks\":{\"PreToolUse\":[{\"matcher\":\"mcp__external-context__context_remember\","
          + "\"hooks\":[{\"type\":\"command\",\"name\":\"external-context-memory-write-confirmation\","
          + "\"command\":\"true\",\"async\":true}]}]}}";
  private static final String FORMATTER_HOOK =
      "{\"hooks\":{\"PostToolUse\":[{\"matcher\":\"write_file\",\"hooks\":[{\"type\":\"command\","
          + "\"command\":\"prettier --write\"}]}]},\"proxy\":\"http://proxy.invalid:3128\"}";

  @Test
  void aTeamFormatterHookStartsAndOneLineSaysQwenIgnoresIt() {
    try (LauncherSite layout = LauncherSite.shared()) {
      write(layout.workspace(), ".qwen/settings.json", FORMATTER_HOOK);
      TerminalSession.Result result = start(layout);

      assertEquals(0, result.exitCode(), result.stderr());
      assertTrue(layout.standIn().started());
      assertEquals(
          "qwen-managed: Qwen ignores 2 elements of this repository's Qwen configuration"
              + " (hooks, proxy); run qwen-managed doctor to see them",
          result.stderr().strip());
      assertFalse(result.stderr().contains("proxy.invalid"), "no value is shown");
    }
  }

  @Test
  void configurationThatUsedToBeRefusedStartsBecauseQwenIgnoresIt() throws IOException {
    try (LauncherSite layout = LauncherSite.shared()) {
      write(layout.workspace(), ".qwen/settings.json", ASYNC_COPY_OF_THE_KIT_HOOK);
      write(
          layout.workspace(),
          ".qwen/agents/helper.md",
          "---\nname: helper\ndescription: d\napprovalMode: yolo\n---\nSave notes.\n");
      write(layout.workspace(), ".env", "HTTPS_PROXY=http://proxy.invalid\n");
      TerminalSession.Result result = start(layout);

      assertEquals(0, result.exitCode(), result.stderr());
      assertTrue(layout.standIn().started());
      assertTrue(
          result
              .stderr()
              .contains(
                  "Qwen ignores 3 elements of this repository's Qwen"
                      + " configuration (hooks, agent approval modes, .env)"),
          result.stderr());
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }

  @Test
  void harmlessRepositoryConfigurationStartsWithoutALine() {
    try (LauncherSite layout = LauncherSite.shared()) {
      write(layout.workspace(), ".qwen/settings.json", "// look\n{\"ui\":{\"hideTips\":true}}\n");
      write(
          layout.workspace(),
          ".qwen/agents/reviewer.md",
          "---\nname: reviewer\ndescription: Reviews\ntools: [read_file]\n---\nReview.\n");
      write(layout.workspace(), "QWEN.md", "Use JDK 17.\n");
      TerminalSession.Result result = start(layout);

      assertEquals(0, result.exitCode(), result.stderr());
      assertTrue(layout.standIn().started());
      assertEquals("", result.stderr());
    }
  }

  private static TerminalSession.Result start(LauncherSite layout) {
    try (TerminalSession session =
        TerminalSession.start(
            layout, LaunchCommand.developerEnvironment(), TerminalSession.Streams.TERMINAL)) {
      layout.standIn().exitWith(0);
      return session.await();
    }
  }

  private static void write(Path root, String relative, String text) {
    try {
      Path file = root.resolve(relative);
      Files.createDirectories(file.getParent());
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
