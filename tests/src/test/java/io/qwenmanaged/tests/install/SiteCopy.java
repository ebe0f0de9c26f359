package io.qwenmanaged.tests.install;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A copy of what the kit has at a {@link Site} — every entry of the site's folder but the test's
 * own fixtures (the prefix, the config directory and anything beside them an installer run made) —
 * with each file's bytes, mode and modification time, so that every crash point of a run can start
 * from the same installation without installing it again. Restoring puts back exactly the copied
 * entries and removes whatever else a run left beside the fixtures.
 */
final class SiteCopy {

  /** The site's own folders, which no installer run changes. */
  private static final Set<String> FIXTURES = Set.of("qwen", "workspace", "repos", "plans");

  private final Site site;
  private final Path copy;

  private SiteCopy(Site site, Path copy) {
    this.site = site;
    this.copy = copy;
  }

  /** Copies what the kit has at {@code site} into the empty folder {@code into}. */
  static SiteCopy of(Site site, Path into) {
    SiteCopy taken = new SiteCopy(site, into);
    taken.take();
    return taken;
  }

  /** Replaces the copy with what the kit has at the site now. */
  void take() {
    for (Path entry : entries(copy)) {
      PrivateRoot.delete(entry);
    }
    for (Path entry : kitEntries()) {
      copyTree(entry, copy.resolve(entry.getFileName().toString()));
    }
  }

  /** Puts the site back as it was copied. */
  void restore() {
    for (Path entry : kitEntries()) {
      PrivateRoot.delete(entry);
    }
    for (Path entry : entries(copy)) {
      copyTree(entry, site.root().resolve(entry.getFileName().toString()));
    }
  }

  private List<Path> kitEntries() {
    return entries(site.root()).stream()
        .filter(entry -> !FIXTURES.contains(entry.getFileName().toString()))
        .toList();
  }

  private static List<Path> entries(Path folder) {
    try (Stream<Path> list = Files.list(folder)) {
      return list.sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Copies {@code from} to {@code to}: files with their attributes, folders' modes and times. */
  private static void copyTree(Path from, Path to) {
    try (Stream<Path> walk = Files.walk(from)) {
      List<Path> all = walk.toList();
      for (Path source : all) {
        Path target = to.resolve(from.relativize(source).toString());
        if (Files.isDirectory(source, LinkOption.NOFOLLOW_LINKS)) {
          Files.createDirectory(target);
        } else {
          Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES, LinkOption.NOFOLLOW_LINKS);
        }
      }
      for (Path source : all.stream().sorted(Comparator.reverseOrder()).toList()) {
        if (Files.isDirectory(source, LinkOption.NOFOLLOW_LINKS)) {
          Path target = to.resolve(from.relativize(source).toString());
          Files.setPosixFilePermissions(target, Files.getPosixFilePermissions(source));
          Files.setLastModifiedTime(target, Files.getLastModifiedTime(source));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
