package io.qwenmanaged.install.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The test-only crash points: inert by default, recording or stopping only when asked to. */
@Tag("unit")
class CrashPointsTest {

  @TempDir Path directory;

  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private final List<Integer> halts = new ArrayList<>();

  private CrashPoints points(String... properties) {
    Properties set = new Properties();
    for (int i = 0; i < properties.length; i += 2) {
      set.setProperty(properties[i], properties[i + 1]);
    }
    return CrashPoints.of(
        set,
        new PrintStream(err, true, StandardCharsets.UTF_8),
        status -> {
          halts.add(status);
          throw new Halted();
        });
  }

  @Test
  void withoutEitherPropertyAPointDoesNothing() {
    CrashPoints points = points();
    for (int i = 0; i < 5; i++) {
      points.pass("write lib/hook.jar");
    }
    assertEquals(List.of(), halts);
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aValueThatIsNotAPositiveCountIsInert() {
    for (String value : List.of("", "0", "-1", "x", "1.5")) {
      CrashPoints points = points(CrashPoints.STOP_AT, value);
      points.pass("write a");
      points.pass("write b");
    }
    assertEquals(List.of(), halts);
  }

  @Test
  void recordingAppendsEveryPointsNameInOrder() throws IOException {
    Path record = directory.resolve("points.txt");
    CrashPoints points = points(CrashPoints.RECORD, record.toString());
    points.pass("write lib/hook.jar");
    points.pass("rename to generations/<id>");
    points.pass("replace etc/launcher.json");
    assertEquals(
        List.of("write lib/hook.jar", "rename to generations/<id>", "replace etc/launcher.json"),
        Files.readAllLines(record));
    assertEquals(List.of(), halts);
  }

  @Test
  void stopsDeadAtTheNthPointNamingItOnStderr() {
    CrashPoints points = points(CrashPoints.STOP_AT, "3");
    points.pass("one");
    points.pass("two");
    assertEquals(List.of(), halts);
    assertThrows(Halted.class, () -> points.pass("three"));
    assertEquals(List.of(CrashPoints.HALTED), halts);
    assertEquals(
        "qwen-managed-admin: stopped at test crash point 3: three",
        err.toString(StandardCharsets.UTF_8).strip());
  }

  @Test
  void namesShowTheLastThreePathElementsWithoutGenerationIds() {
    assertEquals(
        "generations/.<id>.removing/lib",
        CrashPoints.shown(Path.of("/opt/q/generations/.20261201T115004Z-3c21.removing/lib")));
    assertEquals("etc/launcher.json", CrashPoints.shown(Path.of("/etc/launcher.json")));
    assertFalse(CrashPoints.shown(Path.of("/a/b/20261201T115004Z-3c21/x")).contains("2026"));
  }

  /** Stands in for the end of the JVM. */
  private static final class Halted extends RuntimeException {
    private static final long serialVersionUID = 1L;
  }
}
