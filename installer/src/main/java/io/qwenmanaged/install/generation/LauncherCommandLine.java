package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.model.KitCommands;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A generation's {@code launcher.args}: the command that starts its launcher, one word per line —
 * the pinned java, the launcher's JVM flags, its class-data archive, the configuration's location
 * (never taken from the developer) and the jar. The wrapper adds the developer's arguments.
 */
public final class LauncherCommandLine {

  /** The file's name in a generation's prefix folder. */
  public static final String FILE = "launcher.args";

  private LauncherCommandLine() {}

  /** The words, in order. */
  public static List<String> words(String java, String launcherJar, String launcherJson) {
    List<String> words = new ArrayList<>();
    words.add(java);
    words.addAll(KitCommands.LAUNCHER_JVM_FLAGS);
    words.add("-XX:SharedArchiveFile=" + KitCommands.archiveOf(launcherJar));
    words.add("-D" + KitCommands.LAUNCHER_CONFIG_PROPERTY + "=" + launcherJson);
    words.add("-jar");
    words.add(launcherJar);
    return List.copyOf(words);
  }

  /** The file's bytes: each word and a newline (paths never hold a newline: the plan refuses). */
  public static byte[] bytes(List<String> words) {
    return (String.join("\n", words) + "\n").getBytes(StandardCharsets.UTF_8);
  }
}
