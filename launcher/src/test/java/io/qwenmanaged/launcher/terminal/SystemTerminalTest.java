package io.qwenmanaged.launcher.terminal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.KitCommands;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Without a console there is no terminal; the test JVM's streams are pipes. */
@Tag("unit")
class SystemTerminalTest {

  @Test
  void noConsoleIsNoTerminalWhicheverProviderWasAskedFor() {
    assertFalse(SystemTerminal.interactive(null, null));
    assertFalse(SystemTerminal.interactive(null, SystemTerminal.BUILT_IN));
    assertFalse(SystemTerminal.interactive(null, "jdk.internal.le"));
  }

  @Test
  void aJvmWhoseStreamsArePipesIsNotInteractive() {
    assertFalse(new SystemTerminal().interactive());
  }

  @Test
  void theInstalledLauncherIsStartedWithTheBuiltInConsole() {
    String flag = "-D" + SystemTerminal.CONSOLE_PROVIDER + "=" + SystemTerminal.BUILT_IN;
    assertTrue(KitCommands.LAUNCHER_JVM_FLAGS.contains(flag), flag);
  }
}
