package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Resolves an absolute path one name at a time, as the kernel does, following every symbolic link
 * on the way (and the final one when asked), and records every real entry it passes: the root, each
 * directory along the written path up to a link, the directories along each link's target, and the
 * final entry. The ownership checks judge exactly these, so a link cannot hide an insecure
 * directory. Works on path strings of the policy's platform, so Windows paths resolve on Linux in
 * tests.
 */
final class PathWalk {

  /** More links than this on one path is a loop (Linux allows 40). */
  static final int MAX_LINKS = 40;

  private static final Pattern DRIVE = Pattern.compile("^[A-Za-z]:[\\\\/].*", Pattern.DOTALL);

  /** One real entry passed on the way. */
  record Step(String path, FileEntry entry) {}

  /** Where the walk ended. */
  sealed interface Result permits Found, Missing, Loop {}

  /**
   * The path resolved.
   *
   * @param path the real path (the link itself when a final link was not followed)
   * @param entry what is there ({@link FileEntry.Type#SYMLINK} only for an unfollowed final link)
   * @param steps every real entry on the way, the final one included unless it is that link
   */
  record Found(String path, FileEntry entry, List<Step> steps) implements Result {}

  /** Nothing at {@code path}, the first name that is missing (or below a non-directory). */
  record Missing(String path, List<Step> steps) implements Result {}

  /** Too many symbolic links. */
  record Loop(String path) implements Result {}

  private final FileFacts facts;
  private final Platform platform;
  private final Map<String, Step> steps = new LinkedHashMap<>();
  private final Deque<String> pending = new ArrayDeque<>();
  private final List<String> names = new ArrayList<>();
  private final List<FileEntry> entries = new ArrayList<>();
  private String root;

  private PathWalk(FileFacts facts, Platform platform) {
    this.facts = facts;
    this.platform = platform;
  }

  /**
   * Resolves {@code path}, absolute for {@code platform}.
   *
   * @param followFinal whether a final symbolic link is followed (runtimes) or reported as the
   *     entry (the kit's own files, which must not be links)
   */
  static Result walk(FileFacts facts, Platform platform, String path, boolean followFinal)
      throws IOException {
    return new PathWalk(facts, platform).run(path, followFinal);
  }

  private Result run(String path, boolean followFinal) throws IOException {
    if (!isAbsoluteForm(path)) {
      throw new IllegalArgumentException("the checks resolve absolute paths only");
    }
    if (!enterRoot(rootOf(path))) {
      return new Missing(root, steps());
    }
    push(path.substring(root.length()));
    int links = 0;
    while (!pending.isEmpty()) {
      String name = pending.pollFirst();
      if (name.isEmpty() || name.equals(".")) {
        continue;
      }
      if (name.equals("..")) {
        if (!names.isEmpty()) {
          names.remove(names.size() - 1);
          entries.remove(entries.size() - 1);
        }
        continue;
      }
      if (last().type() != FileEntry.Type.DIRECTORY) {
        return new Missing(join(name), steps());
      }
      String candidate = join(name);
      Optional<FileEntry> entry = facts.entry(candidate);
      if (entry.isEmpty()) {
        return new Missing(candidate, steps());
      }
      if (entry.get().type() == FileEntry.Type.SYMLINK) {
        if (!followFinal && remainingNames() == 0) {
          return new Found(candidate, entry.get(), steps());
        }
        if (++links > MAX_LINKS) {
          return new Loop(candidate);
        }
        String target = stripVerbatim(facts.readLink(candidate));
        if (isAbsolute(target)) {
          boolean drive = platform == Platform.WINDOWS && DRIVE.matcher(target).matches();
          if (!enterRoot(rootOf(target))) {
            return new Missing(root, steps());
          }
          target = target.substring(drive ? 3 : 1);
        }
        push(target);
        continue;
      }
      names.add(name);
      entries.add(entry.get());
      steps.putIfAbsent(candidate, new Step(candidate, entry.get()));
    }
    return new Found(join(null), last(), steps());
  }

  private boolean enterRoot(String newRoot) throws IOException {
    root = newRoot;
    names.clear();
    entries.clear();
    Optional<FileEntry> entry = facts.entry(root);
    if (entry.isEmpty()) {
      return false;
    }
    entries.add(entry.get());
    steps.putIfAbsent(root, new Step(root, entry.get()));
    return true;
  }

  private FileEntry last() {
    return entries.get(entries.size() - 1);
  }

  private int remainingNames() {
    return (int) pending.stream().filter(n -> !n.isEmpty() && !n.equals(".")).count();
  }

  /** Puts the names of relative {@code path} in front of what is still to resolve. */
  private void push(String path) {
    String[] parts = path.split(platform == Platform.WINDOWS ? "[\\\\/]" : "/", -1);
    for (int i = parts.length - 1; i >= 0; i--) {
      pending.addFirst(parts[i]);
    }
  }

  private String join(String name) {
    List<String> all = new ArrayList<>(names);
    if (name != null) {
      all.add(name);
    }
    return root + String.join(platform.separator(), all);
  }

  /** An absolute path that may still hold {@code .} or {@code ..} (a resolved home, a link). */
  private boolean isAbsoluteForm(String path) {
    return platform == Platform.WINDOWS ? DRIVE.matcher(path).matches() : path.startsWith("/");
  }

  private boolean isAbsolute(String path) {
    return platform == Platform.WINDOWS
        ? DRIVE.matcher(path).matches() || path.startsWith("\\")
        : path.startsWith("/");
  }

  /**
   * {@code /} on POSIX; {@code C:\} on Windows (a target starting with {@code \} stays on the
   * drive).
   */
  private String rootOf(String path) {
    if (platform == Platform.POSIX) {
      return "/";
    }
    return DRIVE.matcher(path).matches() ? path.substring(0, 2) + "\\" : root;
  }

  /** Windows may store a link target as {@code \\?\C:\...}. */
  private static String stripVerbatim(String target) {
    return target.startsWith("\\\\?\\") ? target.substring(4) : target;
  }

  private List<Step> steps() {
    return List.copyOf(steps.values());
  }
}
