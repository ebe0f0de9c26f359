package io.qwenmanaged.tests.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The packages of a flat {@code node_modules} folder: {@code name} and {@code @scope/name}. */
final class BundledPackages {

  private BundledPackages() {}

  static List<String> names(Path nodeModules) throws IOException {
    List<String> names = new ArrayList<>();
    for (Path entry : list(nodeModules)) {
      String name = entry.getFileName().toString();
      if (name.startsWith("@")) {
        for (Path scoped : list(entry)) {
          names.add(name + "/" + scoped.getFileName());
        }
      } else if (!name.startsWith(".")) {
        names.add(name);
      }
    }
    return names;
  }

  private static List<Path> list(Path folder) throws IOException {
    try (Stream<Path> entries = Files.list(folder)) {
      return entries.sorted().toList();
    }
  }
}
