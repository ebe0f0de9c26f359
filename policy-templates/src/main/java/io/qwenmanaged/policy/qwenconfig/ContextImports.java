package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The context files Qwen Code reads at the repository's root into the model's context, and the
 * files they import with {@code @path}. Qwen keeps an import inside the project by the path's text
 * only and then follows links, so a committed link (to {@code /proc/self/environ}, say) would put
 * what it points at — the Mem0 key — in front of the model. Any context file or import, up to
 * Qwen's depth of five, whose real location is outside the repository is refused.
 *
 * <p>Imports are found as Qwen finds them ({@code @} at the start or after whitespace, then a path
 * starting with {@code .}, {@code /} or a letter); unlike Qwen the kit also looks inside code
 * blocks, which errs towards refusing.
 */
final class ContextImports {

  static final String OUTSIDE = "reads %s, whose real location is outside the repository";
  static final String NOT_REGULAR = "imports %s, which is not a regular file";

  private static final List<String> DEFAULT_NAMES = List.of("QWEN.md", "AGENTS.md");
  private static final String LOCAL = ".qwen/QWEN.local.md";
  private static final int MAX_DEPTH = 5;

  private final Path root;
  private final Path realRoot;
  private final Path projectRoot;
  private final List<RepositoryScan.FileFindings> results = new ArrayList<>();
  private final Set<Path> seen = new HashSet<>();

  private ContextImports(Path root, Path realRoot) {
    this.root = root;
    this.realRoot = realRoot;
    this.projectRoot = gitRoot(root);
  }

  /** The context file names: Qwen's defaults and plain names from {@code context.fileName}. */
  static List<String> names(Optional<JsonNode> settings) {
    Set<String> names = new LinkedHashSet<>(DEFAULT_NAMES);
    JsonNode named = settings.map(s -> s.at("/context/fileName")).orElse(null);
    if (named != null && (named.isTextual() || named.isArray())) {
      for (JsonNode name : named.isArray() ? named : List.of(named)) {
        String text = name.asText("").strip();
        if (!text.isEmpty() && !text.contains("/") && !text.contains("\\") && !text.equals("..")) {
          names.add(text);
        }
      }
    }
    names.add(LOCAL);
    return List.copyOf(names);
  }

  static List<RepositoryScan.FileFindings> scan(Path root, List<String> names) {
    Path realRoot;
    try {
      realRoot = root.toRealPath();
    } catch (IOException e) {
      return List.of();
    }
    ContextImports imports = new ContextImports(root, realRoot);
    for (String name : names) {
      Path file = root.resolve(name);
      if (Files.exists(file)) {
        imports.file(file, file, 0);
      }
    }
    return imports.results;
  }

  /**
   * Checks {@code file}, read by {@code from} (the context file itself, or the file importing it,
   * which a finding names), and what it imports.
   */
  private void file(Path from, Path file, int depth) {
    Path real;
    try {
      real = file.toRealPath();
    } catch (IOException e) {
      return;
    }
    String shown = root.relativize(file.normalize()).toString();
    if (!real.startsWith(realRoot)) {
      add(
          from,
          String.format(OUTSIDE, Printable.shorten(shown)),
          Allowance.kind(AllowKind.CONTEXT_OUTSIDE));
      return;
    }
    if (!Files.isRegularFile(real, LinkOption.NOFOLLOW_LINKS)) {
      add(from, String.format(NOT_REGULAR, Printable.shorten(shown)), Allowance.fileOnly());
      return;
    }
    if (depth >= MAX_DEPTH || !seen.add(real)) {
      return;
    }
    BoundedFile.Outcome outcome = BoundedFile.read(real, shown);
    if (!(outcome instanceof BoundedFile.Read read)) {
      return;
    }
    String content = new String(read.bytes(), StandardCharsets.UTF_8);
    for (String target : targets(content)) {
      if (target.matches("^(file|https?)://.*")) {
        continue;
      }
      Path imported;
      try {
        imported = file.getParent().resolve(target).normalize();
      } catch (InvalidPathException e) {
        continue;
      }
      if (!imported.startsWith(projectRoot) || !Files.exists(imported)) {
        continue;
      }
      file(file, imported, depth + 1);
    }
  }

  /** The {@code @path} tokens of {@code content}, as Qwen's import scanner finds them. */
  static List<String> targets(String content) {
    List<String> targets = new ArrayList<>();
    int i = 0;
    while ((i = content.indexOf('@', i)) >= 0) {
      if (i > 0 && !space(content.charAt(i - 1))) {
        i++;
        continue;
      }
      int end = i + 1;
      while (end < content.length() && !space(content.charAt(end))) {
        end++;
      }
      String path = content.substring(i + 1, end);
      if (!path.isEmpty()
          && (path.charAt(0) == '.' || path.charAt(0) == '/' || letter(path.charAt(0)))) {
        targets.add(path);
      }
      i = end + 1;
    }
    return targets;
  }

  private static boolean space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
  }

  private static boolean letter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  private void add(Path contextFile, String problem, Allowance allowance) {
    Optional<String> sha256 = Optional.empty();
    if (BoundedFile.read(contextFile, contextFile.toString()) instanceof BoundedFile.Read read) {
      sha256 = Optional.of(Sha256.hex(read.bytes()));
    }
    String relative = root.relativize(contextFile).toString().replace('\\', '/');
    Finding finding = new Finding(contextFile.toString(), "", problem, allowance);
    results.add(new RepositoryScan.FileFindings(relative, sha256, List.of(finding)));
  }

  /** The nearest folder at or above {@code root} holding {@code .git}, as Qwen's project root. */
  private static Path gitRoot(Path root) {
    for (Path at = root.toAbsolutePath().normalize(); at != null; at = at.getParent()) {
      if (Files.exists(at.resolve(".git"), LinkOption.NOFOLLOW_LINKS)) {
        return at;
      }
    }
    return root.toAbsolutePath().normalize();
  }
}
