package io.qwenmanaged.launcher.process;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.launcher.exit.LauncherExit;
import java.io.IOException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A failed start is reported as a shell would: 127 missing, 126 not executable, else 125. */
@Tag("unit")
class StartFailureTest {

  private static StartFailure of(String message) {
    return StartFailure.of(new IOException(message));
  }

  @Test
  void aMissingProgramOrDirectoryIs127() {
    StartFailure failure =
        of(
            "Cannot run program \"/opt/node\" (in directory \"/srv\"): error=2, No such file or"
                + " directory");
    assertEquals(new StartFailure(LauncherExit.NOT_FOUND, "No such file or directory"), failure);
  }

  @Test
  void aProgramThatCannotBeExecutedIs126() {
    assertEquals(
        new StartFailure(LauncherExit.NOT_EXECUTABLE, "Permission denied"),
        of("Cannot run program \"/opt/node\": error=13, Permission denied"));
  }

  @Test
  void anyOtherOperatingSystemErrorIs125() {
    assertEquals(
        new StartFailure(LauncherExit.CANNOT_START, "Exec format error"),
        of("Cannot run program \"/opt/node\": error=8, Exec format error"));
    assertEquals(LauncherExit.CANNOT_START, of("something unexpected").exit());
    assertEquals(LauncherExit.CANNOT_START, StartFailure.of(new IOException()).exit());
  }
}
