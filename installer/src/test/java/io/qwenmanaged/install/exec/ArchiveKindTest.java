package io.qwenmanaged.install.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive a kit JVM gets is asked of its java: a dynamic archive from a java that cannot make
 * an ahead-of-time cache in one training run (Java 17), and from a java that cannot be run. (The
 * bundle's Java 25 getting ahead-of-time caches is tested by installing from the bundle.)
 */
@Tag("unit")
class ArchiveKindTest {

  @TempDir Path directory;

  @Test
  void java17GetsADynamicArchive() {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    assumeTrue(Runtime.version().feature() < 25, "the tests run on Java 25 or later");

    assertEquals(ArchiveKind.DYNAMIC_ARCHIVE, ArchiveKind.of(java.toString(), directory));
  }

  @Test
  void aJavaThatCannotBeRunGetsADynamicArchive() {
    assertEquals(
        ArchiveKind.DYNAMIC_ARCHIVE,
        ArchiveKind.of(directory.resolve("no-java").toString(), directory));
  }

  @Test
  void theTrainingFlagNamesTheArchive() {
    Path archive = directory.resolve("launcher.jsa");

    assertEquals("-XX:AOTCacheOutput=" + archive, ArchiveKind.AOT_CACHE.trainingFlag(archive));
    assertEquals(
        "-XX:ArchiveClassesAtExit=" + archive, ArchiveKind.DYNAMIC_ARCHIVE.trainingFlag(archive));
  }
}
