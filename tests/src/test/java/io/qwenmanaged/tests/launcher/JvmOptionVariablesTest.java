package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The installed command removes the variables that change how the launcher's own JVM starts; a
 * launcher that still sees one (here {@code _JAVA_OPTIONS} even redirects it to another policy)
 * refuses before it reads any policy, and starts nothing.
 */
@Tag("jar")
class JvmOptionVariablesTest {

  @ParameterizedTest
  @CsvSource({
    "_JAVA_OPTIONS, -Dqwen.managed.config=/elsewhere/launcher.json",
    "JAVA_TOOL_OPTIONS, -Dqmk.canary=1",
    "JDK_JAVA_OPTIONS, -Dqmk.canary=1",
    "CLASSPATH, /elsewhere/classes"
  })
  void refusesToStartWhenAJvmOptionVariableIsSet(String name, String value) {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    caller.put(name, value);
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session =
            TerminalSession.start(layout, caller, TerminalSession.Streams.TERMINAL)) {
      TerminalSession.Result result = session.await();

      assertEquals(4, result.exitCode(), result.stderr());
      assertTrue(
          result.stderr().contains("qwen-managed: error: " + name + " is set"), result.stderr());
      assertFalse(layout.standIn().started(), "Qwen was started");
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }
}
