package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.files.BoundedFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every file from which Qwen Code can take hooks into a session, outside the system settings: the
 * repository's settings, agents and skills; the developer's QWEN_HOME settings, agents, skills and
 * extensions (their manifests, {@code hooks/hooks.json}, agents and skills); the skills in {@code
 * ~/.agents/skills}; and the skill folders any of those settings name. Each is read only when its
 * text could declare hooks at all (it holds {@code hooks} or an escape), so a session without any
 * costs a few directory listings.
 */
final class HookSources {

  /** A file and the {@code hooks} block it declares: empty when it could not be read. */
  record Source(Path file, Optional<JsonNode> hooks) {}

  private final List<Source> sources = new ArrayList<>();
  private final Path workingDirectory;
  private final Optional<Path> userHome;

  private HookSources(Path workingDirectory, Optional<Path> userHome) {
    this.workingDirectory = workingDirectory;
    this.userHome = userHome;
  }

  /** Every hook source of a session in {@code repository} with these QWEN_HOME and home. */
  static List<Source> of(Path repository, Path qwenHome, Optional<Path> userHome) {
    HookSources found = new HookSources(repository, userHome);
    found.settings(repository.resolve(".qwen").resolve("settings.json"));
    found.agents(repository.resolve(".qwen").resolve("agents"));
    found.skills(repository.resolve(".qwen").resolve("skills"));
    found.skills(repository.resolve(".agents").resolve("skills"));
    found.qwenHome(qwenHome);
    userHome.ifPresent(home -> found.skills(home.resolve(".agents").resolve("skills")));
    return found.sources;
  }

  /** The hook sources of QWEN_HOME alone. */
  static List<Source> ofQwenHome(Path qwenHome) {
    HookSources found = new HookSources(qwenHome, Optional.empty());
    found.qwenHome(qwenHome);
    return found.sources;
  }

  private void qwenHome(Path qwenHome) {
    settings(qwenHome.resolve("settings.json"));
    agents(qwenHome.resolve("agents"));
    skills(qwenHome.resolve("skills"));
    for (Path extension : entries(qwenHome.resolve("extensions"))) {
      if (Files.isDirectory(extension)) {
        extension(extension);
      }
    }
  }

  private void extension(Path extension) {
    for (String manifest : List.of("qwen-extension.json", "gemini-extension.json")) {
      Path file = extension.resolve(manifest);
      if (Files.exists(file) && mayDeclareHooks(file)) {
        QwenFile.Read read = QwenFile.settings(file);
        JsonNode hooks = read instanceof QwenFile.Parsed p ? p.document().get("hooks") : null;
        if (hooks != null && hooks.isTextual()) {
          hooksFile(extension.resolve(hooks.textValue()));
        } else {
          add(file, read, document -> document.get("hooks"));
        }
      }
    }
    hooksFile(extension.resolve("hooks").resolve("hooks.json"));
    agents(extension.resolve("agents"));
    skills(extension.resolve("skills"));
  }

  private void hooksFile(Path file) {
    if (Files.exists(file) && mayDeclareHooks(file)) {
      add(
          file,
          QwenFile.settings(file),
          document -> document.has("hooks") ? document.get("hooks") : document);
    }
  }

  private void settings(Path file) {
    if (!Files.exists(file)) {
      return;
    }
    QwenFile.Read read = QwenFile.settings(file);
    if (mayDeclareHooks(file)) {
      add(file, read, document -> document.get("hooks"));
    }
    if (read instanceof QwenFile.Parsed parsed) {
      for (JsonNode directory : parsed.document().at("/skills/directories")) {
        skillDirectory(directory.asText(""));
      }
    }
  }

  /** A skill folder a settings file names, found as Qwen finds it ({@code ~}: the home). */
  private void skillDirectory(String named) {
    if (named.isBlank()) {
      return;
    }
    try {
      if (named.equals("~") || named.startsWith("~/")) {
        userHome.ifPresent(
            home -> skills(home.resolve(named.substring(Math.min(2, named.length())))));
      } else {
        skills(workingDirectory.resolve(named));
      }
    } catch (InvalidPathException e) {
      // Qwen cannot read a folder by that name either.
    }
  }

  private void agents(Path folder) {
    for (Path file : entries(folder)) {
      if (file.getFileName().toString().endsWith(".md") && !Files.isDirectory(file)) {
        frontmatter(file, Frontmatter.Style.AGENT);
      }
    }
  }

  private void skills(Path folder) {
    for (Path entry : entries(folder)) {
      Path file = entry.resolve("SKILL.md");
      if (Files.isDirectory(entry) && Files.exists(file) && !Files.isDirectory(file)) {
        frontmatter(file, Frontmatter.Style.SKILL);
      }
    }
  }

  private void frontmatter(Path file, Frontmatter.Style style) {
    if (mayDeclareHooks(file)) {
      add(file, QwenFile.frontmatter(file, style), document -> document.get("hooks"));
    }
  }

  private void add(Path file, QwenFile.Read read, Function<JsonNode, JsonNode> hooks) {
    if (read instanceof QwenFile.Parsed parsed) {
      JsonNode block = hooks.apply(parsed.document());
      if (block != null) {
        sources.add(new Source(file, Optional.of(block)));
      }
    } else if (read instanceof QwenFile.Unreadable) {
      sources.add(new Source(file, Optional.empty()));
    }
  }

  /**
   * Whether the text of {@code file} could declare hooks: a key spelled {@code hooks}, or one
   * written with escapes. Unreadable counts as could.
   */
  private static boolean mayDeclareHooks(Path file) {
    if (!(BoundedFile.read(file, file.toString()) instanceof BoundedFile.Read read)) {
      return true;
    }
    String text = new String(read.bytes(), StandardCharsets.ISO_8859_1);
    return text.contains("hooks") || text.indexOf('\\') >= 0;
  }

  private List<Path> entries(Path folder) {
    FolderEntries.Listing listing = FolderEntries.of(folder);
    listing.problem().ifPresent(problem -> sources.add(new Source(folder, Optional.empty())));
    return listing.entries();
  }
}
