package io.qwenmanaged.distribution.bundle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The JDK whose jlink makes the bundle's runtime: the one the build names, or else the first JDK of
 * the required feature version in the system's JVM folder.
 */
final class RuntimeJdk {

  /** The Java feature version the bundle ships (chosen by tests/bench/runtime-bench.sh). */
  static final int FEATURE = 25;

  private static final Path SYSTEM_JVMS = Path.of("/usr/lib/jvm");

  private RuntimeJdk() {}

  static Path find(String named) throws IOException, BundleException {
    if (!named.isBlank()) {
      Path home = Path.of(named);
      if (!isJdk(home)) {
        throw new BundleException(
            home
                + " is not a JDK "
                + FEATURE
                + " (no bin/jlink, or its release file says another"
                + " version)");
      }
      return home;
    }
    List<Path> candidates = List.of();
    if (Files.isDirectory(SYSTEM_JVMS)) {
      try (Stream<Path> homes = Files.list(SYSTEM_JVMS)) {
        candidates = homes.sorted().toList();
      }
    }
    Optional<Path> found = candidates.stream().filter(RuntimeJdk::isJdk).findFirst();
    return found.orElseThrow(
        () ->
            new BundleException(
                "no JDK "
                    + FEATURE
                    + " found in "
                    + SYSTEM_JVMS
                    + ": name one with -Dkit.bundle.jdk=/path/to/jdk-"
                    + FEATURE));
  }

  private static boolean isJdk(Path home) {
    Path release = home.resolve("release");
    if (!Files.isExecutable(home.resolve("bin/jlink")) || !Files.isRegularFile(release)) {
      return false;
    }
    try {
      return Files.readAllLines(release).stream()
          .anyMatch(
              line ->
                  line.equals("JAVA_VERSION=\"" + FEATURE + "\"")
                      || line.startsWith("JAVA_VERSION=\"" + FEATURE + "."));
    } catch (IOException e) {
      return false;
    }
  }
}
