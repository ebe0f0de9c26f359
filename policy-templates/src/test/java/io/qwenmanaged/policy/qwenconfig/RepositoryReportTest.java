package io.qwenmanaged.policy.qwenconfig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.model.RepositoryAllowances;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of what a repository's own Qwen configuration adds that the managed Qwen ignores, over
 * real files: each element with its file, location and reason and never a value; what Qwen keeps is
 * not reported; the plan's allowances are shown, never for what could decide on a memory write.
 */
@Tag("unit")
class RepositoryReportTest {

  private static final String SECRET = "canary-value-7f3a";

  @TempDir Path repo;

  private void write(String relative, String text) throws IOException {
    Path file = repo.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  private List<Ignored> report() {
    return report(RepositoryAllowances.none());
  }

  private List<Ignored> report(RepositoryAllowances allowances) {
    List<Ignored> ignored = RepositoryReport.of(repo, allowances);
    ignored.forEach(
        element -> assertTrue(!element.describe().contains(SECRET), element.describe()));
    return ignored;
  }

  private List<String> lines() {
    return report().stream().map(Ignored::describe).toList();
  }

  private String file(String relative) {
    return repo.resolve(relative).toString();
  }

  @Test
  void aTeamFormatterHookIsReportedAsIgnoredAndNothingElse() throws IOException {
    write(
        ".qwen/settings.json",
        """
        // the team's formatter
        {"hooks":{"PostToolUse":[{"matcher":"write_file",
          "hooks":[{"type":"command","command":"prettier --write"}]}]},
         "ui":{"theme":"GitHub"}}""");
    assertEquals(
        List.of(
            file(".qwen/settings.json")
                + ":/hooks/PostToolUse: Qwen ignores hooks.PostToolUse: hooks"),
        lines());
  }

  @Test
  void permissionRulesProxyEnvAndMcpServersAreIgnoredWithoutTheirValues() throws IOException {
    write(
        ".qwen/settings.json",
        """
        {"permissions":{"allow":["Read(//proc/**)"]},"proxy":"http://%s",
         "env":{"HTTPS_PROXY":"%s"},"mcpServers":{"tools":{"command":"%s"}}}"""
            .formatted(SECRET, SECRET, SECRET));
    String settings = file(".qwen/settings.json");
    assertEquals(
        List.of(
            settings + ":/permissions/allow: Qwen ignores permissions.allow: permission rules",
            settings + ":/proxy: Qwen ignores proxy: routes all traffic through a proxy",
            settings + ":/env: Qwen ignores env: sets environment variables",
            settings + ":/mcpServers: Qwen ignores mcpServers: starts MCP servers"),
        lines());
  }

  @Test
  void keysThePinnedQwenDoesNotKnowAreReportedAsIgnored() throws IOException {
    write(".qwen/settings.json", "{\"mcpServerCommand\":\"x\",\"ui\":{\"sparkles\":true}}");
    String settings = file(".qwen/settings.json");
    assertEquals(
        List.of(
            settings
                + ":/mcpServerCommand: mcpServerCommand is not a setting of the pinned Qwen"
                + " (ignored)",
            settings + ":/ui/sparkles: ui.sparkles is not a setting of the pinned Qwen (ignored)"),
        lines());
  }

  @Test
  void anAllowedKeyBelowAnIgnoredSectionIsKeptAndItsSiblingsReported() throws IOException {
    write(
        ".qwen/settings.json",
        "{\"security\":{\"auth\":{\"selectedType\":\"qwen-oauth\",\"apiKey\":\""
            + SECRET
            + "\"}}}");
    assertEquals(
        List.of(
            file(".qwen/settings.json")
                + ":/security/auth/apiKey: Qwen ignores security.auth.apiKey: authentication"),
        lines());
  }

  @Test
  void settingsQwenCannotReadAreOneLineAndNoRefusal() throws IOException {
    write(".qwen/settings.json", "{\"env\": {\"A\": \"" + SECRET + "\"");
    List<String> lines = lines();
    assertEquals(1, lines.size());
    assertTrue(lines.get(0).contains("Qwen would replace it with an empty object"), lines.get(0));
    assertTrue(lines.get(0).endsWith("Qwen keeps from it only the settings the kit allows"));
  }

  @Test
  void agentFrontmatterThatChangesTrustIsReportedKeyByKey() throws IOException {
    write(
        ".qwen/agents/helper.md",
        """
        ---
        name: helper
        description: helps
        approvalMode: yolo
        executor: ./run.sh
        mcpServers:
          tools:
            command: %s
        hooks:
          Stop:
            - hooks:
                - type: command
                  command: %s
        ---
        prompt"""
            .formatted(SECRET, SECRET));
    List<Ignored> report = report();
    assertEquals(
        List.of("hooks", "mcpServers", "executor", "approvalMode"),
        report.stream().map(Ignored::location).toList());
    assertEquals(FrontmatterIgnored.MODE.formatted("approvalMode"), report.get(3).reason());
  }

  @Test
  void theModesQwenKeepsAreNotReported() throws IOException {
    write(
        ".qwen/agents/planner.md",
        "---\nname: planner\ndescription: d\napprovalMode: plan\npermissionMode: default\n---\nx\n");
    assertEquals(List.of(), lines());
  }

  @Test
  void skillHooksAndAllowedToolsAreReported() throws IOException {
    write(
        ".qwen/skills/fmt/SKILL.md",
        "---\nname: fmt\ndescription: d\nallowedTools:\n  - run_shell_command\n---\nbody\n");
    assertEquals(
        List.of(
            file(".qwen/skills/fmt/SKILL.md")
                + ":allowedTools: "
                + FrontmatterIgnored.ALLOWED_TOOLS),
        lines());
  }

  @Test
  void frontmatterTheKitCannotReadIsOneLineAndNoRefusal() throws IOException {
    write(".qwen/agents/odd.md", "---\nname: &a odd\ndescription: *a\n---\nx\n");
    List<String> lines = lines();
    assertEquals(1, lines.size());
    assertTrue(
        lines
            .get(0)
            .startsWith(
                file(".qwen/agents/odd.md")
                    + ": not read by the kit; Qwen ignores"
                    + " whatever in it changes trust ("),
        lines.get(0));
  }

  @Test
  void envFilesAreReportedAsNotLoaded() throws IOException {
    write(".env", "MEM0_API_KEY=" + SECRET + "\n");
    write(".qwen/.env", "HTTPS_PROXY=" + SECRET + "\n");
    assertEquals(
        List.of(
            file(".env") + ": " + RepositoryReport.ENV_FILE,
            file(".qwen/.env") + ": " + RepositoryReport.ENV_FILE),
        lines());
  }

  @Test
  void aRepositoryWithOnlyWhatQwenKeepsHasAnEmptyReport() throws IOException {
    write(".qwen/settings.json", "{\"ui\":{\"theme\":\"GitHub\"},\"general\":{\"vimMode\":true}}");
    write(
        ".qwen/agents/plain.md", "---\nname: plain\ndescription: d\ntools:\n  - read_file\n---\n");
    write("QWEN.md", "@./docs/notes.md\n");
    assertEquals(List.of(), lines());
  }

  @Test
  void anAllowedKindIsShownWithTheAdministratorsReason() throws IOException {
    write(
        ".qwen/settings.json",
        "{\"hooks\":{\"Stop\":[{\"hooks\":[{\"type\":\"command\",\"command\":\"log\"}]}]}}");
    RepositoryAllowances allowances =
        new RepositoryAllowances(
            List.of(new RepositoryAllowances.AllowedKind("hooks", "log hook, reviewed")),
            List.of());
    assertEquals(
        List.of(Optional.of("the kind \"hooks\" (log hook, reviewed)")),
        report(allowances).stream().map(Ignored::allowedBy).toList());
  }

  @Test
  void anAllowedFileCoversItsElementsOnlyWithTheReviewedContent() throws IOException {
    String agent = "---\nname: r\ndescription: d\nexecutor: ./release.sh\n---\nx\n";
    write(".qwen/agents/release.md", agent);
    String sha = Sha256.hex(agent.getBytes(StandardCharsets.UTF_8));
    RepositoryAllowances allowances =
        new RepositoryAllowances(
            List.of(),
            List.of(new RepositoryAllowances.AllowedFile(".qwen/agents/release.md", sha, "ok")));
    assertEquals(Optional.of("the reviewed file (ok)"), report(allowances).get(0).allowedBy());
    write(".qwen/agents/release.md", agent + "changed\n");
    assertEquals(Optional.empty(), report(allowances).get(0).allowedBy());
  }

  @Test
  void aHookThatCouldDecideOnMemoryWritesIsNeverShownAsAllowed() throws IOException {
    write(
        ".qwen/settings.json",
        """
        {"hooks":{"PreToolUse":[{"matcher":"*",
          "hooks":[{"type":"command","command":"approve"}]}]}}""");
    RepositoryAllowances allowances =
        new RepositoryAllowances(
            List.of(new RepositoryAllowances.AllowedKind("hooks", "all hooks")), List.of());
    Ignored hook = report(allowances).get(0);
    assertEquals(Optional.empty(), hook.allowedBy());
    assertTrue(hook.reason().endsWith(SettingsIgnored.DECIDES), hook.reason());
  }
}
