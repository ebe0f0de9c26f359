package io.qwenmanaged.tests.structure;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Java sources of the kit's modules as they are in this checkout (the {@code kit.root} system
 * property names it), read as text: each file's module, package and the kit packages it imports.
 */
final class SourceTree {

  private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

  /** The kit's modules, in build order: the parent POM's {@code <module>} entries. */
  static final List<String> MODULES = modules();

  private static final String KIT = "io.qwenmanaged";
  private static final Pattern PACKAGE =
      Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+)(?:\\.\\*)?\\s*;", Pattern.MULTILINE);

  /**
   * One source file.
   *
   * @param module the module it belongs to
   * @param path its path below the checkout
   * @param packageName its package
   * @param imports the packages of the kit it imports (types and static members alike)
   * @param text its whole text
   */
  record SourceFile(
      String module, Path path, String packageName, List<String> imports, String text) {}

  private SourceTree() {}

  private static List<String> modules() {
    List<String> modules = new ArrayList<>();
    try {
      Matcher module = MODULE.matcher(Files.readString(root().resolve("pom.xml")));
      while (module.find()) {
        modules.add(module.group(1).strip());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.copyOf(modules);
  }

  /** The root of this checkout. */
  static Path root() {
    String root = System.getProperty("kit.root");
    if (root == null) {
      throw new IllegalStateException(
          "System property kit.root is not set; run the tests through Maven (-pl tests).");
    }
    return Path.of(root).toAbsolutePath().normalize();
  }

  /** Every file below {@code <module>/src/main/java}. */
  static List<SourceFile> main(String module) {
    return files(module, "src/main/java");
  }

  /** Every file below {@code <module>/src/test/java}. */
  static List<SourceFile> test(String module) {
    return files(module, "src/test/java");
  }

  private static List<SourceFile> files(String module, String folder) {
    Path base = root().resolve(module).resolve(folder);
    if (!Files.isDirectory(base)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(base)) {
      List<SourceFile> files = new ArrayList<>();
      for (Path path : walk.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        files.add(read(module, path));
      }
      return files;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static SourceFile read(String module, Path path) throws IOException {
    String text = Files.readString(path, StandardCharsets.UTF_8);
    Matcher declared = PACKAGE.matcher(text);
    if (!declared.find()) {
      throw new IllegalStateException(path + " declares no package");
    }
    List<String> imports = new ArrayList<>();
    Matcher imported = IMPORT.matcher(text);
    while (imported.find()) {
      packageOf(imported.group(1)).ifPresent(imports::add);
    }
    return new SourceFile(
        module, root().relativize(path), declared.group(1), List.copyOf(imports), text);
  }

  /**
   * The kit package of an imported name: the segments before the first one that starts with an
   * upper-case letter (a type); empty for a name outside the kit.
   */
  static Optional<String> packageOf(String imported) {
    if (!imported.equals(KIT) && !imported.startsWith(KIT + ".")) {
      return Optional.empty();
    }
    List<String> segments = new ArrayList<>();
    for (String segment : imported.split("\\.")) {
      if (Character.isUpperCase(segment.charAt(0))) {
        break;
      }
      segments.add(segment);
    }
    return Optional.of(String.join(".", segments));
  }
}
