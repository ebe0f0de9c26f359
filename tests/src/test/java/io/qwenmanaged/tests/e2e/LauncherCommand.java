package io.qwenmanaged.tests.e2e;

import io.qwenmanaged.launcher.LauncherJvm;
import java.util.ArrayList;
import java.util.List;

/**
 * What the installed {@code qwen-managed} command runs: the test JVM's {@code java} with the
 * launcher's JVM flags ({@link LauncherJvm#FLAGS}), {@code -Dqwen.managed.config=<configDir>/
 * launcher.json} and {@code -jar <prefix>/lib/launcher.jar}, then the developer's arguments.
 */
final class LauncherCommand {

  private LauncherCommand() {}

  /**
   * The command line.
   *
   * @param extraJvmFlags flags after the launcher's own (e.g. its class-data archive)
   * @param arguments what the developer typed after {@code qwen-managed}
   */
  static List<String> of(
      KitPrefix prefix,
      GeneratedPolicy policy,
      List<String> extraJvmFlags,
      List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(KitFiles.java().toString());
    command.addAll(LauncherJvm.FLAGS);
    command.addAll(extraJvmFlags);
    command.add("-Dqwen.managed.config=" + policy.configDir().resolve("launcher.json"));
    command.add("-jar");
    command.add(prefix.launcherJar().toString());
    command.addAll(arguments);
    return command;
  }
}
