package io.qwenmanaged.tests.launcher;

import io.qwenmanaged.launcher.LauncherJvm;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command the installed {@code qwen-managed} runs: the pinned java with the launcher's JVM
 * flags, {@code -Dqwen.managed.config=<launcher.json>}, {@code -jar launcher.jar}, then the
 * developer's arguments; and the environment of a developer's terminal to run it in.
 */
final class LaunchCommand {

  /** The credential the tests put in the caller's environment; never printed by the launcher. */
  static final String CREDENTIAL = "canary-credential-3f9a1c7e";

  private LaunchCommand() {}

  static List<String> of(LauncherSite layout, List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(LauncherJvm.FLAGS);
    command.add("-Dqwen.managed.config=" + layout.launcherJson());
    command.add("-jar");
    command.add(layout.launcherJar().toString());
    command.addAll(arguments);
    return command;
  }

  /**
   * A developer's ordinary environment: the user, a UTF-8 locale, a terminal type, a plain PATH,
   * {@code /bin/sh} as SHELL (which {@code script} runs) and the credential.
   */
  static Map<String, String> developerEnvironment() {
    Map<String, String> environment = new LinkedHashMap<>();
    environment.put("HOME", System.getProperty("user.home"));
    environment.put("USER", System.getProperty("user.name"));
    environment.put("LOGNAME", System.getProperty("user.name"));
    environment.put("LANG", "C.UTF-8");
    environment.put("TERM", "xterm-256color");
    environment.put("PATH", "/usr/bin:/bin");
    environment.put("SHELL", "/bin/sh");
    environment.put(LauncherSite.CREDENTIAL_ENV, CREDENTIAL);
    return environment;
  }

  /** {@code words} as one sh command line, each word single-quoted. */
  static String shell(List<String> words) {
    StringBuilder line = new StringBuilder();
    for (String word : words) {
      if (line.length() > 0) {
        line.append(' ');
      }
      line.append(StandInNode.quoted(word));
    }
    return line.toString();
  }
}
