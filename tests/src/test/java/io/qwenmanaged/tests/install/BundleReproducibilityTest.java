package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The bundle's staging step, run twice more on the build's inputs ({@code distribution/target/dist}
 * and the committed pins, each run with its own npm folder): both runs give the same tree, byte for
 * byte and mode for mode, and the same {@code SHA256SUMS} as the shipped bundle (the archive itself
 * has the build's fixed timestamps and these modes).
 */
@Tag("jar")
class BundleReproducibilityTest {

  private static UnpackedKit kit;

  @BeforeAll
  static void unpack() {
    kit = UnpackedKit.unpack(BundleTest.ARCHIVE);
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void stagingTheBundleTwiceGivesTheSameTreeAsTheShippedBundle() throws IOException {
    Map<String, String> first = tree(stage("first"));
    Map<String, String> second = tree(stage("second"));

    assertEquals(first.keySet(), second.keySet());
    assertEquals(first, second);
    assertEquals(
        Files.readString(kit.root().resolve("SHA256SUMS")),
        Files.readString(kit.folder("first").resolve("bundle/SHA256SUMS")));
  }

  private static Path stage(String name) {
    Path distribution = Path.of(System.getProperty("kit.root"), "distribution");
    Path bundle = kit.folder(name).resolve("bundle");
    Outcome staged =
        kit.commands()
            .run(
                BundleStagingCommand.with(
                    distribution.resolve("target/dist").toString(),
                    distribution.resolve("src/bundle").toString(),
                    kit.folder(name + "-npm").toString(),
                    bundle.toString(),
                    "npm"),
                UnpackedKit.adminEnvironment());
    assertEquals(0, staged.exitCode(), staged.toString());
    return bundle;
  }

  /**
   * Every entry below {@code root}: its mode, and for a file its SHA-256 as listed by sha256sum.
   */
  private static Map<String, String> tree(Path root) throws IOException {
    Map<String, String> entries = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path entry : walk.toList()) {
        String mode =
            PosixFilePermissions.toString(
                Files.getPosixFilePermissions(entry, LinkOption.NOFOLLOW_LINKS));
        String kind = Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS) ? "d" : "f";
        entries.put(root.relativize(entry).toString(), kind + mode);
      }
    }
    Outcome sums =
        kit.commands()
            .run(
                List.of(
                    "sh",
                    "-c",
                    "cd \"$1\" && find . -type f -print0 | sort -z | xargs -0 sha256sum",
                    "sh",
                    root.toString()),
                UnpackedKit.adminEnvironment());
    assertEquals(0, sums.exitCode(), sums.toString());
    for (String line : sums.stdout().lines().toList()) {
      String path = line.substring(line.indexOf("  ./") + 4);
      entries.merge(path, line.substring(0, 64), (mode, hash) -> mode + " " + hash);
    }
    return entries;
  }
}
