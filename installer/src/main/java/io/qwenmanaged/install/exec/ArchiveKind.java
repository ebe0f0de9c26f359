package io.qwenmanaged.install.exec;

import io.qwenmanaged.policy.process.ProgramRun;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The kind of class-data archive a kit JVM gets, chosen by what the pinned java can make. A java
 * that can write an ahead-of-time cache in one training run (Java 25 and later) gets one: its
 * classes are loaded and linked ahead of time, which starts the kit's JVMs fastest. Any other java
 * gets a dynamic application class-data archive. Either is loaded with {@code
 * -XX:SharedArchiveFile}, so the generated command lines are the same for both.
 */
public enum ArchiveKind {

  /** {@code -XX:AOTCacheOutput}: training run and cache assembly in one command. */
  AOT_CACHE("-XX:AOTCacheOutput="),

  /** {@code -XX:ArchiveClassesAtExit}: the classes the run loaded, written at its exit. */
  DYNAMIC_ARCHIVE("-XX:ArchiveClassesAtExit=");

  /** The flag only a java that can make an ahead-of-time cache in one run knows. */
  static final String AOT_FLAG = "AOTCacheOutput";

  private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(30);

  private final String trainingFlag;

  ArchiveKind(String trainingFlag) {
    this.trainingFlag = trainingFlag;
  }

  /** The flag that makes the training run write {@code archive}. */
  public String trainingFlag(Path archive) {
    return trainingFlag + archive;
  }

  /**
   * What {@code java} can make, asked of the JVM itself (its list of flags); a java that cannot be
   * asked gets the dynamic archive, which every supported java makes.
   */
  public static ArchiveKind of(String java, Path directory) {
    ProgramRun.Outcome listed =
        ProgramRun.run(
            List.of(java, "-XX:+PrintFlagsFinal", "-version"),
            Map.of(),
            directory,
            new byte[0],
            PROBE_TIMEOUT);
    return listed instanceof ProgramRun.Exited exited
            && exited.code() == 0
            && exited.stdout().lines().anyMatch(ArchiveKind::namesAotFlag)
        ? AOT_CACHE
        : DYNAMIC_ARCHIVE;
  }

  private static boolean namesAotFlag(String line) {
    String[] words = line.strip().split("\\s+");
    return words.length > 1 && words[1].equals(AOT_FLAG);
  }
}
