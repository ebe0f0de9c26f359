package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.regex.Pattern;

/**
 * Finds and reads what Qwen Code loads from a repository it starts in, and the findings of each
 * file: {@code .qwen/settings.json}; every {@code .qwen/agents/*.md}; every {@code SKILL.md} of a
 * folder (or link to one) in {@code .qwen/skills} and {@code .agents/skills}; the context files at
 * the root ({@code QWEN.md}, {@code AGENTS.md}, {@code QWEN.local.md}) with what they import.
 */
final class RepositoryScan {

  /** One file that has findings; {@code sha256} is empty when it could not be read at all. */
  record FileFindings(String relative, Optional<String> sha256, List<Finding> findings) {}

  private static final Pattern INSTALL_ARTIFACT =
      Pattern.compile(".*\\.(backup|installing)-\\d+-\\d+");

  private final Path root;
  private final String credentialEnv;
  private final List<FileFindings> results = new ArrayList<>();

  private RepositoryScan(Path root, String credentialEnv) {
    this.root = root;
    this.credentialEnv = credentialEnv;
  }

  /** The findings of the repository at {@code root} whose credential is {@code credentialEnv}. */
  static List<FileFindings> scan(Path root, String credentialEnv) {
    RepositoryScan scan = new RepositoryScan(root, credentialEnv);
    Optional<JsonNode> settings = scan.settings();
    scan.agents();
    scan.skills(root.resolve(".qwen").resolve("skills"));
    scan.skills(root.resolve(".agents").resolve("skills"));
    settings.ifPresent(scan::namedSkillFolders);
    scan.results.addAll(ContextImports.scan(root, ContextImports.names(settings)));
    return scan.results;
  }

  private Optional<JsonNode> settings() {
    Path file = root.resolve(".qwen").resolve("settings.json");
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    QwenFile.Read read = QwenFile.settings(file);
    record(file, read, (shown, document) -> SettingsFindings.of(shown, document, credentialEnv));
    return read instanceof QwenFile.Parsed parsed
        ? Optional.of(parsed.document())
        : Optional.empty();
  }

  /**
   * The skill folders the settings name ({@code skills.directories}): refused as a kind, but read
   * all the same, so that what is never allowed stays refused when the kind is allowed.
   */
  private void namedSkillFolders(JsonNode settings) {
    for (JsonNode named : settings.at("/skills/directories")) {
      String folder = named.asText("").strip();
      try {
        if (folder.equals("~") || folder.startsWith("~/")) {
          Path home = Path.of(System.getProperty("user.home"));
          skills(home.resolve(folder.substring(Math.min(2, folder.length()))));
        } else if (!folder.isEmpty()) {
          skills(root.resolve(folder));
        }
      } catch (java.nio.file.InvalidPathException e) {
        // Qwen cannot read a folder by that name either.
      }
    }
  }

  private void agents() {
    Path folder = root.resolve(".qwen").resolve("agents");
    for (Path file : entries(folder)) {
      if (file.getFileName().toString().endsWith(".md") && !Files.isDirectory(file)) {
        record(
            file, QwenFile.frontmatter(file, Frontmatter.Style.AGENT), FrontmatterFindings::agent);
      }
    }
  }

  private void skills(Path folder) {
    for (Path entry : entries(folder)) {
      if (INSTALL_ARTIFACT.matcher(entry.getFileName().toString()).matches()
          || !Files.isDirectory(entry)) {
        continue;
      }
      Path file = entry.resolve("SKILL.md");
      if (Files.exists(file) && !Files.isDirectory(file)) {
        record(
            file, QwenFile.frontmatter(file, Frontmatter.Style.SKILL), FrontmatterFindings::skill);
      }
    }
  }

  private List<Path> entries(Path folder) {
    FolderEntries.Listing listing = FolderEntries.of(folder);
    listing
        .problem()
        .ifPresent(
            problem ->
                add(folder, Optional.empty(), new Finding(shown(folder), "", problem, fileOnly())));
    return listing.entries();
  }

  private void record(
      Path file, QwenFile.Read read, BiFunction<String, JsonNode, List<Finding>> rules) {
    String shown = shown(file);
    if (read instanceof QwenFile.Parsed parsed) {
      List<Finding> findings = rules.apply(shown, parsed.document());
      if (!findings.isEmpty()) {
        results.add(new FileFindings(relative(file), Optional.of(parsed.sha256()), findings));
      }
    } else if (read instanceof QwenFile.Unreadable unreadable) {
      add(file, unreadable.sha256(), new Finding(shown, "", unreadable.reason(), fileOnly()));
    }
  }

  private void add(Path file, Optional<String> sha256, Finding finding) {
    results.add(new FileFindings(relative(file), sha256, List.of(finding)));
  }

  private String shown(Path file) {
    return file.toString();
  }

  private String relative(Path file) {
    return root.relativize(file).toString().replace('\\', '/');
  }

  private static Allowance fileOnly() {
    return Allowance.fileOnly();
  }
}
