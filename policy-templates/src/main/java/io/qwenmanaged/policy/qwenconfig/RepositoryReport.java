package io.qwenmanaged.policy.qwenconfig;

import io.qwenmanaged.policy.model.RepositoryAllowances;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * What a repository's own Qwen configuration adds that the managed Qwen ignores, for the launcher's
 * start line and {@code qwen-managed doctor}: the settings keys the kit's classification does not
 * allow, the agent and skill frontmatter keys Qwen drops, and the {@code .env} files Qwen does not
 * load. Nothing here stops a start — Qwen itself drops all of it — but the developer should know
 * why a team's hook or rule has no effect. An element the plan allows (by kind, or its exact file
 * by SHA-256) carries the administrator's reason; Qwen still ignores it. What could take part in
 * the decision on a memory write is never shown as allowed.
 */
public final class RepositoryReport {

  static final String ENV_FILE = "Qwen does not load it";
  static final String UNREAD_FRONTMATTER =
      "not read by the kit; Qwen ignores whatever in it changes trust (%s)";
  static final String UNREAD_SETTINGS = "%s; Qwen keeps from it only the settings the kit allows";
  static final String UNLISTED = "%s; Qwen ignores whatever in it changes trust";

  private static final Pattern INSTALL_ARTIFACT =
      Pattern.compile(".*\\.(backup|installing)-\\d+-\\d+");

  private final Path root;
  private final RepositoryAllowances allowances;
  private final List<Ignored> ignored = new ArrayList<>();

  private RepositoryReport(Path root, RepositoryAllowances allowances) {
    this.root = root;
    this.allowances = allowances;
  }

  /** What the managed Qwen ignores of the repository at {@code root}, file by file. */
  public static List<Ignored> of(Path root, RepositoryAllowances allowances) {
    RepositoryReport report = new RepositoryReport(root, allowances);
    Path qwen = root.resolve(".qwen");
    report.settings(qwen.resolve("settings.json"));
    report.agents(qwen.resolve("agents"));
    report.skills(qwen.resolve("skills"));
    report.skills(root.resolve(".agents").resolve("skills"));
    report.envFile(root.resolve(".env"));
    report.envFile(qwen.resolve(".env"));
    return List.copyOf(report.ignored);
  }

  private void settings(Path file) {
    if (!Files.exists(file)) {
      return;
    }
    QwenFile.Read read = QwenFile.settings(file);
    if (read instanceof QwenFile.Unreadable unreadable) {
      String reason = UNREAD_SETTINGS.formatted(unreadable.reason());
      add(file, unreadable.sha256(), List.of(whole("settings", reason)));
    } else if (read instanceof QwenFile.Parsed parsed) {
      add(file, Optional.of(parsed.sha256()), SettingsIgnored.of(parsed.document()));
    }
  }

  private void agents(Path folder) {
    for (Path file : entries(folder, "agents")) {
      if (file.getFileName().toString().endsWith(".md") && !Files.isDirectory(file)) {
        frontmatter(file, Frontmatter.Style.AGENT, "agent", FrontmatterIgnored::agent);
      }
    }
  }

  private void skills(Path folder) {
    for (Path entry : entries(folder, "skills")) {
      Path file = entry.resolve("SKILL.md");
      boolean artifact = INSTALL_ARTIFACT.matcher(entry.getFileName().toString()).matches();
      if (!artifact && Files.isDirectory(entry) && Files.isRegularFile(file)) {
        frontmatter(file, Frontmatter.Style.SKILL, "skill", FrontmatterIgnored::skill);
      }
    }
  }

  private void frontmatter(
      Path file,
      Frontmatter.Style style,
      String label,
      Function<com.fasterxml.jackson.databind.JsonNode, List<Dropped>> rules) {
    QwenFile.Read read = QwenFile.frontmatter(file, style);
    if (read instanceof QwenFile.Unreadable unreadable) {
      String reason = UNREAD_FRONTMATTER.formatted(unreadable.reason());
      add(file, unreadable.sha256(), List.of(whole(label, reason)));
    } else if (read instanceof QwenFile.Parsed parsed) {
      add(file, Optional.of(parsed.sha256()), rules.apply(parsed.document()));
    }
  }

  private void envFile(Path file) {
    if (Files.isRegularFile(file)) {
      add(file, Optional.empty(), List.of(whole(".env", ENV_FILE)));
    }
  }

  private List<Path> entries(Path folder, String label) {
    FolderEntries.Listing listing = FolderEntries.of(folder);
    listing
        .problem()
        .ifPresent(
            problem ->
                add(folder, Optional.empty(), List.of(whole(label, UNLISTED.formatted(problem)))));
    return listing.entries();
  }

  private void add(Path file, Optional<String> sha256, List<Dropped> dropped) {
    Optional<String> reviewed = ReportAllowances.reviewedFile(allowances, relative(file), sha256);
    for (Dropped element : dropped) {
      Optional<String> allowedBy = ReportAllowances.of(allowances, element.allowance(), reviewed);
      ignored.add(
          new Ignored(
              file.toString(), element.location(), element.label(), element.reason(), allowedBy));
    }
  }

  private String relative(Path file) {
    return root.relativize(file).toString().replace('\\', '/');
  }

  private static Dropped whole(String label, String reason) {
    return new Dropped("", label, reason, Allowance.fileOnly());
  }
}
