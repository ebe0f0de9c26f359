package io.qwenmanaged.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Diagnostic;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Problems map to exit codes by kind: any policy problem is 3, I/O problems alone are 4. */
class LauncherExitTest {

  private static final Diagnostic POLICY = new Diagnostic("launcher.json", "/profile", "bad");
  private static final Diagnostic IO = Diagnostic.io("$MEM0_API_KEY", "is not set or empty");

  @Test
  void noProblemIsSuccess() {
    assertEquals(LauncherExit.OK, LauncherExit.of(List.of()));
  }

  @Test
  void onlyIoProblemsAreAnEnvironmentProblem() {
    assertEquals(LauncherExit.ENVIRONMENT, LauncherExit.of(List.of(IO, IO)));
  }

  @Test
  void anyPolicyProblemIsAPolicyProblem() {
    assertEquals(LauncherExit.POLICY, LauncherExit.of(List.of(IO, POLICY)));
    assertEquals(LauncherExit.POLICY, LauncherExit.of(List.of(POLICY)));
  }

  @Test
  void theTableHasTheShellsCodes() {
    assertEquals(
        List.of(0, 1, 2, 3, 4, 125, 126, 127),
        Arrays.stream(LauncherExit.values()).map(LauncherExit::code).toList());
  }
}
