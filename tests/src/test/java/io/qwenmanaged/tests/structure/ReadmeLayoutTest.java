package io.qwenmanaged.tests.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The README's layout table is the map of the tree: it has a row for every module the parent POM
 * builds, and each module's row names the module's top-level packages ({@code io.qwenmanaged.x})
 * and every package directly below them, so a package added, moved or removed shows up here first.
 */
@Tag("unit")
class ReadmeLayoutTest {

  private static final Pattern ROW = Pattern.compile("^\\| `([^`|]+)/`[^|]*\\|(.*)\\|\\s*$");

  @Test
  void everyModuleOfTheBuildHasARow() {
    List<String> missing = new ArrayList<>();
    Map<String, String> rows = rows();
    for (String module : SourceTree.MODULES) {
      if (!rows.containsKey(module)) {
        missing.add("README.md's layout table has no row for the module " + module + "/");
      }
    }
    assertEquals(List.of(), missing);
  }

  @Test
  void everyModulesRowNamesItsPackagesAndThePackagesBelowThem() {
    Map<String, String> rows = rows();
    List<String> unnamed = new ArrayList<>();
    for (String module : SourceTree.MODULES) {
      String row = rows.getOrDefault(module, "");
      for (String name : packageNames(module)) {
        if (!row.contains("`" + name + "`") && !row.contains("`" + name + ".")) {
          unnamed.add(module + "/: the row does not name `" + name + "`");
        }
      }
    }
    assertEquals(List.of(), unnamed);
  }

  @Test
  void everyRowNamesAFolderThatExists() {
    List<String> absent = new ArrayList<>();
    for (String folder : rows().keySet()) {
      if (!Files.isDirectory(SourceTree.root().resolve(folder))) {
        absent.add(folder + "/");
      }
    }
    assertEquals(List.of(), absent);
  }

  /** The layout table's rows: each folder its row names first, with the rest of the row. */
  private static Map<String, String> rows() {
    String readme = read(SourceTree.root().resolve("README.md"));
    String table = readme.substring(readme.indexOf("\n## Layout"));
    Map<String, String> rows = new LinkedHashMap<>();
    for (String line : table.lines().toList()) {
      Matcher row = ROW.matcher(line);
      if (row.matches()) {
        rows.put(row.group(1), row.group(2));
      }
    }
    return rows;
  }

  /**
   * The module's top-level packages in full ({@code io.qwenmanaged.mcp}) and the simple names of
   * the packages directly below them ({@code config}).
   */
  private static TreeSet<String> packageNames(String module) {
    TreeSet<String> names = new TreeSet<>();
    Path kit = SourceTree.root().resolve(module).resolve("src/main/java/io/qwenmanaged");
    for (Path top : directories(kit)) {
      names.add("io.qwenmanaged." + top.getFileName());
      for (Path below : directories(top)) {
        names.add(below.getFileName().toString());
      }
    }
    return names;
  }

  private static List<Path> directories(Path folder) {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(folder)) {
      return list.filter(Files::isDirectory).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
