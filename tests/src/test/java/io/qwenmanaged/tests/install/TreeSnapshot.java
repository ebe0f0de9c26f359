package io.qwenmanaged.tests.install;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Every entry below a folder with its type, mode, owner, size, modification and change time (to the
 * nanosecond): equal snapshots mean nothing was written, not even identical bytes, and no temporary
 * file came and went (that changes its folder's times).
 */
record TreeSnapshot(Path root, Map<String, String> entries) {

  static TreeSnapshot of(Path root) {
    Map<String, String> entries = new TreeMap<>();
    if (Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
      try (Stream<Path> walk = Files.walk(root)) {
        for (Path entry : walk.toList()) {
          entries.put(root.relativize(entry).toString(), describe(entry));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return new TreeSnapshot(root, entries);
  }

  private static String describe(Path entry) throws IOException {
    PosixFileAttributes attributes =
        Files.readAttributes(entry, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    String type = attributes.isDirectory() ? "dir" : attributes.isSymbolicLink() ? "link" : "file";
    return type
        + " "
        + PosixFilePermissions.toString(attributes.permissions())
        + " uid="
        + Files.getAttribute(entry, "unix:uid", LinkOption.NOFOLLOW_LINKS)
        + " size="
        + (attributes.isDirectory() ? "-" : attributes.size())
        + " mtime="
        + attributes.lastModifiedTime().toInstant()
        + " ctime="
        + ((FileTime) Files.getAttribute(entry, "unix:ctime", LinkOption.NOFOLLOW_LINKS))
            .toInstant();
  }

  /**
   * This snapshot without the root folder itself (whose times change when a child comes or goes).
   */
  TreeSnapshot withoutRoot() {
    Map<String, String> children = new TreeMap<>(entries);
    children.remove("");
    return new TreeSnapshot(root, children);
  }

  /** The entries that are files (not folders, whose times change when a child comes or goes). */
  Map<String, String> files() {
    Map<String, String> files = new TreeMap<>();
    entries.forEach(
        (path, entry) -> {
          if (entry.startsWith("file ")) {
            files.put(path, entry);
          }
        });
    return files;
  }

  /** The relative paths of every entry. */
  TreeSet<String> paths() {
    return new TreeSet<>(entries.keySet());
  }

  /** One line per entry that differs from {@code after}: added, removed or changed. */
  String differences(TreeSnapshot after) {
    List<String> lines = new ArrayList<>();
    TreeSet<String> all = new TreeSet<>(entries.keySet());
    all.addAll(after.entries.keySet());
    for (String path : all) {
      String before = entries.get(path);
      String now = after.entries.get(path);
      if (before == null) {
        lines.add("added   " + path + ": " + now);
      } else if (now == null) {
        lines.add("removed " + path);
      } else if (!before.equals(now)) {
        lines.add("changed " + path + ": " + before + " -> " + now);
      }
    }
    return lines.isEmpty() ? "" : root + "\n" + String.join("\n", lines);
  }
}
