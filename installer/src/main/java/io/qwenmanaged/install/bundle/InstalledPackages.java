package io.qwenmanaged.install.bundle;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks what {@code npm install} left in a folder against the committed lock: every package the
 * bundle ships is installed, at the locked version, from a tarball npm checked against the lock's
 * SHA-512. npm skips an optional package whose tarball does not match instead of failing, so a
 * missing package is the sign of a tampered or mismatching tarball.
 */
final class InstalledPackages {

  private InstalledPackages() {}

  /**
   * The lock entries of {@code names} (package names, one per line of the bundle's list), each
   * checked as installed in {@code npmDir/node_modules}.
   */
  static List<NpmLock.Entry> check(Path npmDir, NpmLock committed, List<String> names)
      throws IOException, BundleException {
    Path hiddenFile = npmDir.resolve("node_modules/.package-lock.json");
    if (!Files.isRegularFile(hiddenFile)) {
      throw new BundleException(hiddenFile + " is missing: npm install did not run in " + npmDir);
    }
    NpmLock installed = NpmLock.read(hiddenFile);
    List<NpmLock.Entry> entries = new ArrayList<>();
    for (String name : names) {
      String path = "node_modules/" + name;
      NpmLock.Entry pinned =
          committed
              .entry(path)
              .orElseThrow(() -> new BundleException(name + " is not in " + committed.file()));
      if (pinned.integrity().isEmpty()) {
        throw new BundleException(name + " has no integrity in " + committed.file());
      }
      NpmLock.Entry actual =
          installed
              .entry(path)
              .orElseThrow(
                  () ->
                      new BundleException(
                          name
                              + "@"
                              + pinned.version()
                              + " was not installed: its tarball does not match the SHA-512"
                              + " in "
                              + committed.file()
                              + ", or it was not found"));
      if (!actual.equals(pinned)) {
        throw new BundleException(name + ": npm installed " + actual + ", the lock pins " + pinned);
      }
      String version =
          new ObjectMapper()
              .readTree(npmDir.resolve(path).resolve("package.json").toFile())
              .path("version")
              .asText("");
      if (!version.equals(pinned.version())) {
        throw new BundleException(
            name + ": installed version " + version + ", the lock pins " + pinned.version());
      }
      entries.add(pinned);
    }
    return entries;
  }
}
