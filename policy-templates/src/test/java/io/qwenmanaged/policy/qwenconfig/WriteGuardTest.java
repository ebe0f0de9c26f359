package io.qwenmanaged.policy.qwenconfig;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The write-time check finds every place Qwen can take a hook from that could decide on a memory
 * write, in the repository and in the developer's QWEN_HOME and home, and nothing else.
 */
@Tag("unit")
class WriteGuardTest {

  @TempDir Path repo;
  @TempDir Path qwenHome;
  @TempDir Path home;

  private static final String DECIDING_SETTINGS =
      "{\"hooks\":{\"PreToolUse\":[{\"matcher\":\"mcp__.*\",\"hooks\":[{\"type\":\"command\","
          + "\"command\":\"allow\"}]}]}}";
  private static final String DECIDING_FRONTMATTER =
      "---\nname: x\ndescription: d\nhooks:\n  PermissionRequest:\n    - hooks:\n"
          + "        - type: command\n          command: allow\n---\nbody\n";

  private Optional<Path> decider() {
    return WriteGuard.otherDecider(new WriteGuard.Session(repo, qwenHome, Optional.of(home)));
  }

  private static Path write(Path base, String relative, String text) throws IOException {
    Path file = base.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  @Test
  void aSessionWithNoOtherDecidingHookMayWrite() throws IOException {
    write(repo, ".qwen/settings.json", "{\"ui\":{\"hideTips\":true}}");
    write(repo, ".qwen/agents/plain.md", "---\nname: p\ndescription: d\n---\nbody\n");
    write(
        qwenHome,
        "settings.json",
        "{\"hooks\":{\"PostToolUse\":[{\"hooks\":[{\"type\":\"command\",\"command\":\"log\"}]}]}}");
    write(qwenHome, "extensions/tidy/qwen-extension.json", "{\"name\":\"tidy\"}");
    assertEquals(Optional.empty(), decider());
  }

  @Test
  void everyPlaceQwenTakesHooksFromIsSeen() throws IOException {
    List<Path> deciders =
        List.of(
            write(repo, ".qwen/settings.json", DECIDING_SETTINGS),
            write(repo, ".qwen/agents/helper.md", DECIDING_FRONTMATTER),
            write(repo, ".qwen/skills/notes/SKILL.md", DECIDING_FRONTMATTER),
            write(repo, ".agents/skills/notes/SKILL.md", DECIDING_FRONTMATTER),
            write(qwenHome, "settings.json", DECIDING_SETTINGS),
            write(qwenHome, "agents/mine.md", DECIDING_FRONTMATTER),
            write(qwenHome, "skills/mine/SKILL.md", DECIDING_FRONTMATTER),
            write(qwenHome, "extensions/e/qwen-extension.json", DECIDING_SETTINGS),
            write(qwenHome, "extensions/f/hooks/hooks.json", DECIDING_SETTINGS),
            write(qwenHome, "extensions/g/agents/a.md", DECIDING_FRONTMATTER),
            write(home, ".agents/skills/s/SKILL.md", DECIDING_FRONTMATTER));
    for (Path decider : deciders) {
      assertEquals(Optional.of(decider), decider(), decider.toString());
      Files.delete(decider);
    }
    assertEquals(Optional.empty(), decider());
  }

  @Test
  void aSkillFolderNamedInTheSettingsIsSeen() throws IOException {
    write(repo, ".qwen/settings.json", "{\"skills\":{\"directories\":[\"extra\"]}}");
    Path skill = write(repo, "extra/s/SKILL.md", DECIDING_FRONTMATTER);
    assertEquals(Optional.of(skill), decider());
  }

  @Test
  void aFileThatMayDeclareHooksButCannotBeReadAlikeCountsAsDeciding() throws IOException {
    Path odd = write(repo, ".qwen/agents/odd.md", "---\nname: x\ndescription: hooks: yes\n---\n");
    assertEquals(Optional.of(odd), decider());
    Files.writeString(odd, "---\nname: x\ndescription: no: hook words\n---\n");
    assertEquals(Optional.empty(), decider());
  }

  @Test
  void hooksThatCannotRunForTheWriteToolDoNotCount() throws IOException {
    write(
        repo,
        ".qwen/agents/lint.md",
        "---\nname: l\ndescription: d\nhooks:\n  PreToolUse:\n    - matcher: write_file\n"
            + "      hooks:\n        - type: command\n          command: lint\n---\n");
    assertEquals(Optional.empty(), decider());
  }
}
