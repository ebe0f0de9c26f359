package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;

/** What every complete, current installation must show. */
final class Healthy {

  private Healthy() {}

  /**
   * The installed {@code bin/qwen-managed doctor} (every start check, the MCP server, the hook and
   * the pinned Qwen's version) exits 0 with every line {@code ok}; returns its lines.
   */
  static List<String> doctorPasses(Site site, String context) {
    Outcome doctor = site.developer("doctor");
    String shown = context + "\n" + doctor;
    assertEquals(0, doctor.exitCode(), shown);
    List<String> lines = doctor.stdout().lines().toList();
    assertFalse(lines.isEmpty(), shown);
    for (String line : lines) {
      assertTrue(line.startsWith("ok "), "not ok: " + line + "\n" + shown);
    }
    assertFalse((doctor.stdout() + doctor.stderr()).contains(Site.CREDENTIAL), shown);
    return lines;
  }

  /**
   * {@code launcher.json} names a generation whose two folders exist under their final names, and
   * it is byte for byte the copy that generation was installed with; returns the id.
   */
  static String current(Site site, String context) {
    String id =
        site.currentGeneration()
            .orElseThrow(() -> new AssertionError(context + ": launcher.json names no generation"));
    assertTrue(Files.isDirectory(site.configGeneration(id)), context + ": no config folder " + id);
    assertTrue(Files.isDirectory(site.prefixGeneration(id)), context + ": no prefix folder " + id);
    try {
      assertArrayEquals(
          Files.readAllBytes(site.configGeneration(id).resolve("launcher.json")),
          Files.readAllBytes(site.launcherJson()),
          context + ": launcher.json is not generation " + id + "'s copy");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return id;
  }
}
