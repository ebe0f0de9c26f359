package io.qwenmanaged.launcher;

import java.util.List;

/**
 * The JVM flags the installed {@code qwen-managed} command runs {@code launcher.jar} with, before
 * its class-data archive ({@code -XX:SharedArchiveFile}) and {@code -Dqwen.managed.config}. The
 * launcher's JVM stays Qwen Code's parent for the whole session, so it is kept small: JVM warnings
 * on stderr only, tier-1 compilation with one compiler thread, the serial collector, a heap that
 * holds the start checks (a 1 MiB policy file, schema validation) with room to spare, no
 * performance-data file, and the JDK's own console (Java 22 and later would otherwise look for
 * other console implementations). Measured in {@code tests/bench/RESULTS-launcher.md}.
 */
public final class LauncherJvm {

  public static final List<String> FLAGS =
      List.of(
          "-Xlog:disable",
          "-Xlog:all=warning:stderr",
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC",
          "-XX:CICompilerCount=1",
          "-XX:-UsePerfData",
          "-Xmx32m",
          "-Xmn2m",
          "-Djdk.console=java.base");

  private LauncherJvm() {}
}
