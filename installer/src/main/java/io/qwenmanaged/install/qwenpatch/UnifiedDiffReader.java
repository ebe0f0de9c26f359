package io.qwenmanaged.install.qwenpatch;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one patch file: a header of {@code Field: value} lines (continuations indented by a space)
 * up to a line {@code ---}, then a unified diff with {@code a/} and {@code b/} paths below the
 * package folder. Only what the kit's own patches use is accepted: no renames, no new or deleted
 * files, no file without a final newline; anything else is a defect of the patch set.
 */
final class UnifiedDiffReader {

  private static final Pattern HUNK = Pattern.compile("@@ -(\\d+),(\\d+) \\+(\\d+),(\\d+) @@.*");
  private static final Pattern SAFE_PATH = Pattern.compile("[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*");

  private final String name;
  private final List<String> lines;
  private int next;

  private UnifiedDiffReader(String name, String text) {
    this.name = name;
    this.lines = List.of(text.split("\n", -1));
  }

  /** The patch named {@code name} whose text is {@code text}. */
  static QwenPatch read(String name, String text) {
    return new UnifiedDiffReader(name, text).patch();
  }

  private QwenPatch patch() {
    List<String> header = new ArrayList<>();
    while (!line().equals("---")) {
      header.add(take());
    }
    take();
    if (header.isEmpty() || !header.get(0).startsWith("Description: ")) {
      throw defect("its header does not start with a Description line");
    }
    List<QwenPatch.FileDiff> files = new ArrayList<>();
    while (next < lines.size() && !(next == lines.size() - 1 && line().isEmpty())) {
      files.add(file());
    }
    if (files.isEmpty()) {
      throw defect("it changes no file");
    }
    return new QwenPatch(name, header, files);
  }

  private QwenPatch.FileDiff file() {
    String path = path("--- a/");
    if (!path("+++ b/").equals(path)) {
      throw defect("its --- and +++ lines name different files");
    }
    List<QwenPatch.Hunk> hunks = new ArrayList<>();
    while (next < lines.size() && line().startsWith("@@ ")) {
      hunks.add(hunk());
    }
    if (hunks.isEmpty()) {
      throw defect(path + " has no hunk");
    }
    return new QwenPatch.FileDiff(path, hunks);
  }

  private String path(String prefix) {
    String line = take();
    String path = line.startsWith(prefix) ? line.substring(prefix.length()) : "";
    if (!SAFE_PATH.matcher(path).matches()
        || List.of(path.split("/")).stream()
            .anyMatch(part -> part.equals(".") || part.equals(".."))) {
      throw defect("expected " + prefix + "<path inside the package>");
    }
    return path;
  }

  private QwenPatch.Hunk hunk() {
    Matcher range = HUNK.matcher(take());
    if (!range.matches()) {
      throw defect("a hunk header is not @@ -start,count +start,count @@");
    }
    int oldCount = Integer.parseInt(range.group(2));
    int newCount = Integer.parseInt(range.group(4));
    if (oldCount == 0) {
      throw defect("a hunk has no line to match; every hunk carries context");
    }
    List<String> before = new ArrayList<>();
    List<String> after = new ArrayList<>();
    while (before.size() < oldCount || after.size() < newCount) {
      String line = take();
      String text = line.isEmpty() ? "" : line.substring(1);
      char kind = line.isEmpty() ? ' ' : line.charAt(0);
      switch (kind) {
        case ' ' -> {
          before.add(text);
          after.add(text);
        }
        case '-' -> before.add(text);
        case '+' -> after.add(text);
        default -> throw defect("a hunk line starts with neither space, - nor +");
      }
    }
    if (before.size() != oldCount || after.size() != newCount) {
      throw defect("a hunk's lines do not match the counts in its header");
    }
    return new QwenPatch.Hunk(Integer.parseInt(range.group(1)), before, after);
  }

  private String line() {
    if (next >= lines.size()) {
      throw defect("it ends early");
    }
    return lines.get(next);
  }

  private String take() {
    String line = line();
    next++;
    return line;
  }

  private PatchSetException defect(String reason) {
    return new PatchSetException(name + ", line " + Math.min(next, lines.size()) + ": " + reason);
  }
}
