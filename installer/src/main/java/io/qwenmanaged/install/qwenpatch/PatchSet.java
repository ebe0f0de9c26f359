package io.qwenmanaged.install.qwenpatch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kit's patch set for its pinned Qwen Code: the package version it is for, its patches in the
 * order of {@value #SERIES}, and every file they change with its SHA-256 before and after ({@value
 * #FILES}). The set ships inside the admin jar (and, for reading, as the distribution's {@code
 * qwen-patches/} folder); {@link #shipped()} reads the jar's copy.
 */
public record PatchSet(String version, List<QwenPatch> patches, List<PatchedFile> files) {

  /** The file naming the patches, one per line, in the order they apply. */
  public static final String SERIES = "series";

  /** The file listing the package version and every changed file's hashes. */
  public static final String FILES = "files.sha256";

  /** Where the set lies on the admin jar's class path. */
  static final String RESOURCES = "/io/qwenmanaged/install/qwenpatch/patches/";

  private static final String PACKAGE_LINE = "# @qwen-code/qwen-code ";
  private static final Pattern FILE_LINE =
      Pattern.compile("([0-9a-f]{64}) ([0-9a-f]{64})  ([A-Za-z0-9_./-]+)");

  public PatchSet {
    patches = List.copyOf(patches);
    files = List.copyOf(files);
  }

  /** The set shipped in this jar, read once (it cannot change while the jar runs). */
  public static PatchSet shipped() {
    return Shipped.SET;
  }

  /** Reads the jar's set on first use only. */
  private static final class Shipped {
    static final PatchSet SET = read(PatchSet::resource);
  }

  /** The set whose files {@code source} gives by name (empty when there is no such file). */
  static PatchSet read(Function<String, Optional<String>> source) {
    String files = required(source, FILES);
    List<String> lines = files.lines().toList();
    if (lines.isEmpty() || !lines.get(0).startsWith(PACKAGE_LINE)) {
      throw new PatchSetException(FILES + " does not start with '" + PACKAGE_LINE + "<version>'");
    }
    List<QwenPatch> patches = new ArrayList<>();
    for (String name : required(source, SERIES).lines().map(String::strip).toList()) {
      if (!name.isEmpty()) {
        patches.add(UnifiedDiffReader.read(name, required(source, name)));
      }
    }
    return new PatchSet(
        lines.get(0).substring(PACKAGE_LINE.length()).strip(), patches, patchedFiles(lines));
  }

  private static List<PatchedFile> patchedFiles(List<String> lines) {
    List<PatchedFile> files = new ArrayList<>();
    for (String line : lines) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      Matcher entry = FILE_LINE.matcher(line);
      if (!entry.matches()) {
        throw new PatchSetException(FILES + ": not '<released> <patched>  <path>': " + line);
      }
      files.add(new PatchedFile(entry.group(3), entry.group(1), entry.group(2)));
    }
    return files;
  }

  private static String required(Function<String, Optional<String>> source, String name) {
    return source
        .apply(name)
        .orElseThrow(() -> new PatchSetException("the patch set has no " + name));
  }

  private static Optional<String> resource(String name) {
    try (InputStream in = PatchSet.class.getResourceAsStream(RESOURCES + name)) {
      return in == null
          ? Optional.empty()
          : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
