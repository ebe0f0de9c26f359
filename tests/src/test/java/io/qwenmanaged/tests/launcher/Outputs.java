package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** What no output of the launcher may ever contain. */
final class Outputs {

  private Outputs() {}

  /** No credential value and no stack trace in {@code output}. */
  static void assertClean(String output) {
    assertFalse(
        output.contains(LaunchCommand.CREDENTIAL), () -> "the credential was printed:\n" + output);
    assertFalse(
        output.contains("Exception") || output.contains("\tat ") || output.contains("Error:"),
        () -> "a stack trace or JVM error was printed:\n" + output);
  }
}
