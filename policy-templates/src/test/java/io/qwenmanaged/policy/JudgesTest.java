package io.qwenmanaged.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The libraries judge unless a piece of work chose the stand-ins, and only during that work. */
@Tag("unit")
class JudgesTest {

  @Test
  void theLibrariesJudgeByDefault() {
    assertEquals(Judges.LIBRARIES, Judges.current());
  }

  @Test
  void aChoiceHoldsForItsWorkAndEndsWithIt() {
    assertEquals(Judges.STAND_INS, Judges.STAND_INS.call(Judges::current));
    assertEquals(Judges.LIBRARIES, Judges.current());
    assertEquals(
        Judges.LIBRARIES, Judges.STAND_INS.call(() -> Judges.LIBRARIES.call(Judges::current)));
  }

  @Test
  void aChoiceEndsEvenWhenItsWorkFails() {
    assertThrows(
        IllegalStateException.class,
        () ->
            Judges.STAND_INS.call(
                () -> {
                  throw new IllegalStateException("failed");
                }));
    assertEquals(Judges.LIBRARIES, Judges.current());
  }

  @Test
  void aThreadStartedByTheWorkInheritsTheChoice() throws InterruptedException {
    AtomicReference<Judges> seen = new AtomicReference<>();
    Thread thread =
        Judges.STAND_INS.call(
            () -> {
              Thread t = new Thread(() -> seen.set(Judges.current()));
              t.start();
              return t;
            });
    thread.join();
    assertEquals(Judges.STAND_INS, seen.get());
  }
}
