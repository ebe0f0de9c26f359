package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.install.generation.CrashPoints;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a shipped script of the unpacked kit with the installer's test-only crash points turned on:
 * through the script's own {@code --java}, given a two-line wrapper that starts the test JVM's java
 * with the one system property (the scripts clear the JVM's option variables, so nothing else can
 * reach the installer). {@link #record} runs a command to its end and returns the names of the
 * points it passed, in order; {@link #stopAt} runs it again stopped dead at one of them.
 */
final class CrashPointRuns {

  private final UnpackedKit kit;
  private final Path folder;
  private int wrappers;

  CrashPointRuns(UnpackedKit kit, String name) {
    this.kit = kit;
    this.folder = kit.folder(name);
  }

  /** Runs {@code script arguments...} to its end (exit 0); returns the points it passed. */
  List<String> record(String script, List<String> arguments) {
    Path names = folder.resolve("points-" + (wrappers + 1) + ".txt");
    Outcome run = run(CrashPoints.RECORD, names.toString(), script, arguments);
    assertEquals(0, run.exitCode(), "the recorded run failed: " + run);
    try {
      List<String> points = Files.readAllLines(names, StandardCharsets.UTF_8);
      assertFalse(points.isEmpty(), "the run passed no crash point: " + run);
      return points;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Runs {@code script arguments...} stopped at crash point {@code point} (1 is the first) of the
   * recorded {@code points}, and checks it stopped there; returns where, for failure messages.
   */
  String stopAt(int point, List<String> points, String script, List<String> arguments) {
    String name = points.get(point - 1);
    String where =
        script + " stopped at crash point " + point + " of " + points.size() + ": " + name;
    Outcome run = run(CrashPoints.STOP_AT, Integer.toString(point), script, arguments);
    assertEquals(CrashPoints.HALTED, run.exitCode(), where + " — it did not stop there:\n" + run);
    assertEquals(
        "qwen-managed-admin: stopped at test crash point " + point + ": " + name,
        run.stderr().strip(),
        where + " — another point, or output before the stop:\n" + run);
    assertEquals("", run.stdout(), where);
    return where;
  }

  /** Prints how many points a run has, and which. */
  static void report(String test, String run, List<String> points) {
    System.out.printf("%s: %s has %d crash points:%n", test, run, points.size());
    for (int i = 0; i < points.size(); i++) {
      System.out.printf("  %2d %s%n", i + 1, points.get(i));
    }
  }

  private Outcome run(String property, String value, String script, List<String> arguments) {
    List<String> all = new ArrayList<>(List.of("--java", java(property, value).toString()));
    all.addAll(arguments);
    return kit.run(script, all);
  }

  /** A {@code java} that is the test JVM's with {@code -Dproperty=value} added. */
  private Path java(String property, String value) {
    wrappers++;
    Path wrapper = folder.resolve("java-" + wrappers);
    String text =
        "#!/bin/sh\nexec '" + UnpackedKit.java() + "' '-D" + property + "=" + value + "' \"$@\"\n";
    try {
      Files.writeString(wrapper, text, StandardCharsets.UTF_8);
      Files.setPosixFilePermissions(wrapper, PosixFilePermissions.fromString("rwx------"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return wrapper;
  }
}
