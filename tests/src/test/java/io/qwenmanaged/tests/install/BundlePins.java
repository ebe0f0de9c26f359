package io.qwenmanaged.tests.install;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The committed pins of the linux-x64 bundle under {@code distribution/src/bundle}: the Java
 * runtime's modules, the npm lock and the names of the packages the bundle ships.
 */
record BundlePins(Path folder, JsonNode lock, List<String> packages, List<String> javaModules) {

  static BundlePins committed() throws IOException {
    Path folder = Path.of(System.getProperty("kit.root"), "distribution", "src", "bundle");
    JsonNode lock = new ObjectMapper().readTree(folder.resolve("npm/package-lock.json").toFile());
    List<String> packages =
        Files.readAllLines(folder.resolve("npm/bundled-packages")).stream()
            .map(String::strip)
            .filter(line -> !line.isEmpty())
            .toList();
    List<String> modules =
        List.of(Files.readString(folder.resolve("java-modules")).strip().split(","));
    return new BundlePins(folder, lock, packages, modules);
  }

  /** The lock's entry for package {@code name}. */
  JsonNode entry(String name) {
    return lock.path("packages").path("node_modules/" + name);
  }

  String version(String name) {
    return entry(name).path("version").asText();
  }
}
