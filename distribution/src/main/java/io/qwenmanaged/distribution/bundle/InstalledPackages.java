package io.qwenmanaged.distribution.bundle;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
    List<String> missing = new ArrayList<>();
    for (String name : names) {
      String path = "node_modules/" + name;
      NpmLock.Entry pinned =
          committed
              .entry(path)
              .orElseThrow(() -> new BundleException(name + " is not in " + committed.file()));
      if (pinned.integrity().isEmpty()) {
        throw new BundleException(name + " has no integrity in " + committed.file());
      }
      Optional<NpmLock.Entry> actual = installed.entry(path);
      if (actual.isEmpty()) {
        missing.add(name + "@" + pinned.version());
        continue;
      }
      checkInstalled(npmDir.resolve(path), pinned, actual.get());
      entries.add(pinned);
    }
    if (!missing.isEmpty()) {
      throw new BundleException(
          "npm did not install "
              + String.join(", ", missing)
              + ": it skips an optional package whose tarball does not match the SHA-512 in "
              + committed.file()
              + ", and every package that needs it");
    }
    return entries;
  }

  private static void checkInstalled(Path folder, NpmLock.Entry pinned, NpmLock.Entry actual)
      throws IOException, BundleException {
    if (!actual.equals(pinned)) {
      throw new BundleException(
          pinned.name() + ": npm installed " + actual + ", the lock pins " + pinned);
    }
    String version =
        new ObjectMapper()
            .readTree(folder.resolve("package.json").toFile())
            .path("version")
            .asText("");
    if (!version.equals(pinned.version())) {
      throw new BundleException(
          pinned.name() + ": installed version " + version + ", the lock pins " + pinned.version());
    }
  }
}
