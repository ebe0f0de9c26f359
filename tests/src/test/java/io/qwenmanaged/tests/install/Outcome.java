package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.regex.Pattern;

/** What one finished command printed, and its exit code. */
record Outcome(int exitCode, String stdout, String stderr) {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern STACK_TRACE =
      Pattern.compile("(?m)(^\\s+at [\\w$.]+\\(|Exception\\b|^Caused by:)");

  /** stdout parsed as the one JSON document a {@code --json} command prints. */
  JsonNode json() {
    try {
      return JSON.readTree(stdout);
    } catch (IOException e) {
      throw new UncheckedIOException("stdout is not one JSON document:\n" + this, e);
    }
  }

  /** Fails when either stream holds a Java stack trace or exception name. */
  void assertNoStackTrace() {
    assertFalse(STACK_TRACE.matcher(stdout + stderr).find(), "a stack trace was printed:\n" + this);
  }

  @Override
  public String toString() {
    return "exit " + exitCode + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr;
  }
}
