package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.policy.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The admin CLI maps a list of problems by the launcher's precedence: a policy problem decides even
 * next to an I/O problem (before, an I/O problem won and such a list gave 4).
 */
@Tag("unit")
class AdminExitTest {

  private static final Diagnostic POLICY = Diagnostic.policy("launcher.json", "/profile", "bad");
  private static final Diagnostic IO = Diagnostic.io("plan.json", "cannot be read");

  @Test
  void aPolicyProblemNextToAnIoProblemIsAPolicyProblem() {
    assertEquals(AdminExit.POLICY, AdminExit.of(List.of(IO, POLICY)));
    assertEquals(AdminExit.POLICY, AdminExit.of(List.of(POLICY, IO)));
  }

  @Test
  void onlyIoProblemsAreAnIoProblemAndNoneIsSuccess() {
    assertEquals(AdminExit.IO, AdminExit.of(List.of(IO, IO)));
    assertEquals(AdminExit.OK, AdminExit.of(List.of()));
  }

  @Test
  void everyKindHasAnAdminCode() {
    for (Diagnostic.Kind kind : Diagnostic.Kind.values()) {
      assertEquals(
          kind == Diagnostic.Kind.IO ? AdminExit.IO : AdminExit.POLICY, AdminExit.of(kind));
    }
  }
}
