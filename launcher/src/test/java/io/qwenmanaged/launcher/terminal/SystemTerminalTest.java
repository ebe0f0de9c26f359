package io.qwenmanaged.launcher.terminal;

import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Without a console there is no terminal; the test JVM's streams are pipes. */
@Tag("unit")
class SystemTerminalTest {

  @Test
  void noConsoleIsNoTerminal() {
    assertFalse(SystemTerminal.interactive(null));
  }

  @Test
  void aJvmWhoseStreamsArePipesIsNotInteractive() {
    assertFalse(new SystemTerminal().interactive());
  }
}
