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
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.IntStream;

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

  /** The most points a test stops at in one run, unless every point is asked for. */
  static final int SAMPLE = 6;

  /**
   * The points (1 is the first) a test stops a run at: every one when the run has at most {@link
   * #SAMPLE} or {@code -Dkill.points=all} is set; otherwise the first, the last (past the commit)
   * and one chosen at random in each of {@code SAMPLE - 2} equal stretches of the points between,
   * from a seed it prints ({@code -Dkill.points.seed=N} replays the choice). So each run stops
   * early, late and in the middle of the command, every point is stopped at over many runs, and
   * each run stays short.
   */
  static List<Integer> chosen(String test, int count) {
    if (count <= SAMPLE || "all".equals(System.getProperty("kill.points"))) {
      return IntStream.rangeClosed(1, count).boxed().toList();
    }
    long seed = Long.getLong("kill.points.seed", ThreadLocalRandom.current().nextLong());
    Random random = new Random(seed);
    TreeSet<Integer> points = new TreeSet<>(List.of(1, count));
    int between = count - 2;
    int stretches = SAMPLE - 2;
    for (int stretch = 0; stretch < stretches; stretch++) {
      int from = 2 + stretch * between / stretches;
      int to = 2 + (stretch + 1) * between / stretches;
      points.add(from + random.nextInt(to - from));
    }
    System.out.printf(
        "%s: stops at %d of %d crash points %s (seed %d; replay with -Dkill.points.seed=%d,"
            + " every point with -Dkill.points=all)%n",
        test, points.size(), count, points, seed, seed);
    return List.copyOf(points);
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
