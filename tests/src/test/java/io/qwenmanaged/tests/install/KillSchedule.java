package io.qwenmanaged.tests.install;

import java.time.Duration;
import java.util.Random;

/**
 * Random moments to kill a run at, for what the installer's crash points cannot reach: the middle
 * of a child's work (a JVM training a class-data archive) and the moments between two points. Each
 * kill falls anywhere in the run's measured duration. Seeded: the seed is in every failure message
 * ({@code -Dinstall.kill.seed=S} replays the schedule, {@code -Dinstall.kills=N} changes how many
 * kills each test makes). A schedule replays its moments, not the state a moment interrupts, which
 * depends on how fast the machine is: that is what the crash points are for.
 */
final class KillSchedule {

  private final long seed;
  private final Random random;
  private final int kills;

  KillSchedule(int defaultKills) {
    this.seed = Long.getLong("install.kill.seed", new Random().nextLong());
    this.random = new Random(seed);
    this.kills = Integer.getInteger("install.kills", defaultKills);
  }

  int kills() {
    return kills;
  }

  /** The next moment after a run's start, for a run measured to take {@code measured}. */
  Duration next(Duration measured) {
    return Duration.ofNanos((long) (random.nextDouble() * measured.toNanos()));
  }

  /** One of {@code 0 .. n - 1}, from the same seeded sequence (which of two runs to kill). */
  int pick(int n) {
    return random.nextInt(n);
  }

  /** Names the kill for a failure message, with the seed that replays it. */
  String describe(int kill, Duration at, Duration measured, boolean killed) {
    return "kill "
        + kill
        + " of "
        + kills
        + ", "
        + at.toMillis()
        + " ms after its start (measured run: "
        + measured.toMillis()
        + " ms)"
        + (killed ? "" : ", but the run had finished")
        + "; replay with -Dinstall.kill.seed="
        + seed;
  }
}
