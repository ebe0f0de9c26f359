package io.qwenmanaged.launcher;

import io.qwenmanaged.policy.model.KitCommands;
import java.util.List;

/** The JVM flags the installed {@code qwen-managed} command runs the launcher with. */
public final class LauncherJvm {

  /** {@link KitCommands#LAUNCHER_JVM_FLAGS}: the installer writes them into the wrapper. */
  public static final List<String> FLAGS = KitCommands.LAUNCHER_JVM_FLAGS;

  private LauncherJvm() {}
}
