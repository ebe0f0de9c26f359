package io.qwenmanaged.tests.install;

import java.time.Duration;
import java.util.Random;

/**
 * Random moments to kill a run at. A run prepares for seconds (a JVM start, copies, class-data
 * archive training) and then commits and cleans up within tens of milliseconds, so every other kill
 * falls anywhere in the run's measured duration, and the others fall at a random delay after the
 * run's last phase began (an {@code event} the test watches for: the new generation's folder
 * appears, or launcher.json goes), over one and a quarter times that phase's measured length.
 * Seeded: the seed is in every failure message ({@code -Dinstall.kill.seed=S} replays a run, {@code
 * -Dinstall.kills=N} changes how many kills each test makes).
 */
final class KillSchedule {

  /** When a measured run's last phase began, and when the run ended, from its start. */
  record Timeline(Duration event, Duration end) {}

  /** Kill {@code at} after the start, or {@code at} after the event was seen. */
  record Moment(Duration at, boolean afterEvent) {
    @Override
    public String toString() {
      return at.toMillis() + " ms after " + (afterEvent ? "its last phase began" : "its start");
    }
  }

  private final long seed;
  private final Random random;
  private final int kills;
  private int drawn;

  KillSchedule(int defaultKills) {
    this.seed = Long.getLong("install.kill.seed", new Random().nextLong());
    this.random = new Random(seed);
    this.kills = Integer.getInteger("install.kills", defaultKills);
  }

  int kills() {
    return kills;
  }

  /** The next moment, for a run measured as {@code measured}. */
  Moment next(Timeline measured) {
    drawn++;
    if (drawn % 2 == 1) {
      return new Moment(uniform(measured.end()), false);
    }
    return new Moment(
        uniform(measured.end().minus(measured.event()).multipliedBy(5).dividedBy(4)), true);
  }

  private Duration uniform(Duration upTo) {
    return Duration.ofNanos((long) (random.nextDouble() * upTo.toNanos()));
  }

  /** Names the kill for a failure message, with the seed that replays it. */
  String describe(int kill, Moment moment, Timeline measured, boolean killed) {
    return "kill "
        + kill
        + " of "
        + kills
        + ", "
        + moment
        + " (measured: last phase at "
        + measured.event().toMillis()
        + " ms, end at "
        + measured.end().toMillis()
        + " ms)"
        + (killed ? "" : ", but the run had finished")
        + "; replay with -Dinstall.kill.seed="
        + seed;
  }
}
