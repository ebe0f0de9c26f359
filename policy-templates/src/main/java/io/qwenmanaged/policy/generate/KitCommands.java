package io.qwenmanaged.policy.generate;

import java.util.ArrayList;
import java.util.List;

/**
 * How Qwen starts the kit's two Java processes: the MCP server (an argument vector) and the
 * confirmation hook (one shell command string). The generator writes these and the verifier
 * compares against them, so both always agree.
 */
public final class KitCommands {

  /** Keeps JVM warnings off stdout (the protocol channel) and starts fast (SPEC §3, §9). */
  public static final List<String> JVM_FLAGS =
      List.of(
          "-Xlog:disable",
          "-Xlog:all=warning:stderr",
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC");

  private KitCommands() {}

  /** The MCP server's {@code args} after the java command: the JVM flags, {@code -jar}, the jar. */
  public static List<String> mcpServerArgs(String mcpServerJar) {
    return List.copyOf(runJar(mcpServerJar));
  }

  /**
   * The hook's {@code command}: {@code java}, the JVM flags, {@code -jar} and the hook jar, quoted
   * for bash ({@code posix}) or PowerShell ({@code windows}); see {@link ShellCommand}.
   */
  public static String hookCommand(Platform platform, String java, String hookJar) {
    List<String> words = new ArrayList<>();
    words.add(java);
    words.addAll(runJar(hookJar));
    return ShellCommand.render(platform, words);
  }

  private static List<String> runJar(String jar) {
    List<String> args = new ArrayList<>(JVM_FLAGS);
    args.add("-jar");
    args.add(jar);
    return args;
  }
}
