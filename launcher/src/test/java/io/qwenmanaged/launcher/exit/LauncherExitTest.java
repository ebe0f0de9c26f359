package io.qwenmanaged.launcher.exit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Diagnostic;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Problems map to exit codes by kind: any policy problem is 3, else a refusal is 2, I/O problems
 * alone are 4.
 */
@Tag("unit")
class LauncherExitTest {

  private static final Diagnostic POLICY = Diagnostic.policy("launcher.json", "/profile", "bad");
  private static final Diagnostic IO = Diagnostic.io("$MEM0_API_KEY", "is not set or empty");
  private static final Diagnostic OUTSIDE =
      new Diagnostic("launcher.json", "/repositories", "outside", Diagnostic.Kind.REFUSED);

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
  void aDirectoryOutsideEveryRepositoryIsARefusalUnlessThePolicyIsAlsoBroken() {
    assertEquals(LauncherExit.REFUSED, LauncherExit.of(List.of(OUTSIDE)));
    assertEquals(LauncherExit.REFUSED, LauncherExit.of(List.of(IO, OUTSIDE)));
    assertEquals(LauncherExit.POLICY, LauncherExit.of(List.of(OUTSIDE, POLICY)));
  }

  @Test
  void theTableHasTheShellsCodes() {
    assertEquals(
        List.of(0, 1, 2, 3, 4, 125, 126, 127),
        Arrays.stream(LauncherExit.values()).map(LauncherExit::code).toList());
  }
}
