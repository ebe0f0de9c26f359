package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A program started in a process group of its own ({@code setsid}), so that it can be killed with
 * everything it started — the installer's JVM and the JVMs training class-data archives — by one
 * SIGKILL to the group, the way a crash or a power cut stops them all: none may finish the job
 * afterwards.
 */
final class ProcessGroupRun {

  /**
   * How long the test waits for a killed group to be gone, or a run to end (not a timing claim).
   */
  private static final Duration LIMIT = Duration.ofMinutes(3);

  private final Commands.Started started;
  private final long start;

  private ProcessGroupRun(Commands.Started started, long start) {
    this.started = started;
    this.start = start;
  }

  static ProcessGroupRun start(Commands commands, List<String> command, Map<String, String> env) {
    List<String> inGroup = new ArrayList<>();
    inGroup.add("/usr/bin/setsid");
    inGroup.addAll(command);
    long start = System.nanoTime();
    return new ProcessGroupRun(commands.start(inGroup, env), start);
  }

  /** Lets the run finish; returns how long it took. */
  Duration measure() {
    if (!waitFor(LIMIT)) {
      fail("the measured run did not end within " + LIMIT);
    }
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /**
   * Kills the whole group with SIGKILL {@code at} after the start, unless the program has finished
   * by then; returns when no process of the group is left. Returns whether it was killed.
   */
  boolean kill(Duration at) {
    Duration wait = at.minus(Duration.ofNanos(System.nanoTime() - start));
    if (waitFor(wait.isNegative() ? Duration.ZERO : wait)) {
      return false;
    }
    long group = started.process().pid();
    try {
      // The group and the leader itself: setsid may not have made the group yet.
      new ProcessBuilder("/usr/bin/kill", "-KILL", "--", "-" + group, Long.toString(group))
          .redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .start()
          .waitFor();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
    if (!waitFor(LIMIT)) {
      fail("the killed program " + group + " is still running");
    }
    awaitGroupGone(group);
    return true;
  }

  /** What the program printed before it ended or was killed. */
  Outcome outcome() {
    return started.outcome(started.process().exitValue());
  }

  private boolean waitFor(Duration wait) {
    try {
      return started.process().waitFor(wait.toNanos(), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  /** Waits until no live process (zombies aside) is in process group {@code group}. */
  private static void awaitGroupGone(long group) {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    List<Long> members = members(group);
    while (!members.isEmpty()) {
      if (System.nanoTime() > deadline) {
        fail("processes " + members + " of the killed group " + group + " are still running");
      }
      sleep(10);
      members = members(group);
    }
  }

  private static List<Long> members(long group) {
    List<Long> members = new ArrayList<>();
    try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
      for (Path process : processes.toList()) {
        String name = process.getFileName().toString();
        if (!name.chars().allMatch(Character::isDigit)) {
          continue;
        }
        String stat;
        try {
          stat = Files.readString(process.resolve("stat"), StandardCharsets.UTF_8);
        } catch (IOException gone) {
          continue;
        }
        // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses.
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        if (!fields[0].equals("Z") && Long.parseLong(fields[2]) == group) {
          members.add(Long.parseLong(name));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return members;
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }
}
