package io.qwenmanaged.tests.kit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The files that make a Qwen Code package folder the kit's managed build, as the bundle ships them:
 * the list is the distribution's {@code qwen-patches/files.sha256}, the patched files are the
 * bundle's own. A test's stand-in Qwen gets copies (never links: a test may change its copy), so
 * the installer accepts it as the managed build while its {@code cli.js} stays a stand-in.
 */
public final class ManagedQwenFiles {

  static final String PACKAGE = "runtime/qwen/node_modules/@qwen-code/qwen-code";
  static final String LIST = "qwen-patches/files.sha256";

  private ManagedQwenFiles() {}

  /** Copies every patched file of the bundle's Qwen into the package folder {@code target}. */
  public static void copyInto(Path target) {
    Path bundle = Distribution.LINUX_X64_BUNDLE.unpacked();
    try {
      for (String path : paths(bundle.resolve(LIST))) {
        Path copy = target.resolve(path);
        Files.createDirectories(copy.getParent());
        Files.copy(
            bundle.resolve(PACKAGE).resolve(path), copy, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The package paths of the files the patch set changes, from the bundle's list. */
  public static List<String> paths() {
    try {
      return paths(Distribution.LINUX_X64_BUNDLE.unpacked().resolve(LIST));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The package paths the list names: the last column of each line that is not a note. */
  static List<String> paths(Path list) throws IOException {
    return Files.readAllLines(list).stream()
        .filter(line -> !line.isBlank() && !line.startsWith("#"))
        .map(line -> line.substring(line.lastIndexOf("  ") + 2))
        .toList();
  }
}
