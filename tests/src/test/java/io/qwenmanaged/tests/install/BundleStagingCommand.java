package io.qwenmanaged.tests.install;

import io.qwenmanaged.tests.JarRunner;
import java.io.File;
import java.util.ArrayList;
import java.util.List;

/**
 * The build's bundle staging step as a command: the distribution module's staging code, on the
 * admin jar whose layout and patch set it uses, run by this JVM's Java.
 */
final class BundleStagingCommand {

  private static final String MAIN = "io.qwenmanaged.distribution.bundle.BundleStaging";

  private BundleStagingCommand() {}

  /** The command that stages a bundle with {@code arguments}. */
  static List<String> with(String... arguments) {
    String classPath =
        JarRunner.kitJar("distribution/target/distribution.jar")
            + File.pathSeparator
            + JarRunner.kitJar("installer/target/installer.jar");
    List<String> command =
        new ArrayList<>(List.of(UnpackedKit.java().toString(), "-cp", classPath, MAIN));
    command.addAll(List.of(arguments));
    return command;
  }
}
