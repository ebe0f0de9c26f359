package io.qwenmanaged.tests.e2e.harness;

import io.qwenmanaged.launcher.LauncherJvm;
import java.util.ArrayList;
import java.util.List;

/**
 * What the installed {@code qwen-managed} command runs: the pinned {@code java} ({@link
 * KitFiles#java()}, not the recording one of {@link KitPrefix}) with the launcher's JVM flags
 * ({@link LauncherJvm#FLAGS}), {@code -Dqwen.managed.config=<configDir>/ launcher.json} and {@code
 * -jar} the current generation's {@code launcher.jar}, then the developer's arguments.
 */
public final class LauncherCommand {

  private LauncherCommand() {}

  /**
   * The command line.
   *
   * @param extraJvmFlags flags after the launcher's own (e.g. its class-data archive)
   * @param arguments what the developer typed after {@code qwen-managed}
   */
  public static List<String> of(
      InstalledPolicy policy, List<String> extraJvmFlags, List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(KitFiles.java().toString());
    command.addAll(LauncherJvm.FLAGS);
    command.addAll(extraJvmFlags);
    command.add("-Dqwen.managed.config=" + policy.launcherJson());
    command.add("-jar");
    command.add(policy.kit().jar("launcher").toString());
    command.addAll(arguments);
    return command;
  }
}
