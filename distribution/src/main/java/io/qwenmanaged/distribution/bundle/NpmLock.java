package io.qwenmanaged.distribution.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The packages a {@code package-lock.json} (lockfile version 3) pins, by install path. */
record NpmLock(Path file, Map<String, NpmLock.Entry> entries) {

  /** One pinned package: {@code node_modules/<name>}, its version, tarball URL and SHA-512. */
  record Entry(String path, String name, String version, String resolved, String integrity) {}

  static NpmLock read(Path file) throws IOException, BundleException {
    JsonNode packages = new ObjectMapper().readTree(file.toFile()).path("packages");
    if (!packages.isObject()) {
      throw new BundleException(file + ": no \"packages\" object (not an npm lockfile v3)");
    }
    Map<String, Entry> entries = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> field : packages.properties()) {
      String path = field.getKey();
      if (path.isEmpty()) {
        continue;
      }
      JsonNode node = field.getValue();
      String name = path.substring(path.lastIndexOf("node_modules/") + "node_modules/".length());
      entries.put(
          path,
          new Entry(
              path,
              name,
              node.path("version").asText(""),
              node.path("resolved").asText(""),
              node.path("integrity").asText("")));
    }
    return new NpmLock(file, entries);
  }

  Optional<Entry> entry(String path) {
    return Optional.ofNullable(entries.get(path));
  }
}
