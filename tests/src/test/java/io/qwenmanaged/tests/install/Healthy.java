package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

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
   * Every entry of generation {@code id}'s two folders, {@code launcher.json} and the wrapper, with
   * type, mode, owner, size and times, and the modes and owners of the prefix and the config
   * directory: when a stopped run leaves this unchanged, the installation is exactly the one that
   * worked before the run, which doctor then need not start again.
   */
  static String untouched(Site site, String id) {
    StringBuilder all = new StringBuilder();
    for (Path path :
        List.of(
            site.configGeneration(id),
            site.prefixGeneration(id),
            site.launcherJson(),
            site.wrapper())) {
      all.append(path).append(' ').append(TreeSnapshot.of(path).entries()).append('\n');
    }
    for (Path folder : List.of(site.prefix(), site.configDir())) {
      try {
        all.append(folder)
            .append(' ')
            .append(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
            .append(" uid=")
            .append(Files.getAttribute(folder, "unix:uid"))
            .append('\n');
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return all.toString();
  }

  /**
   * Every file under the prefix and the config directory is one that a kept generation's manifest
   * lists, or one of the kit's own records (the manifests themselves, each generation's {@code
   * previous}, the record of the folders the kit made, the admin lock file): nothing a stopped run
   * left behind, such as a temporary file or a staging folder, is still there.
   */
  static void onlyKitFiles(Site site, String context) {
    Set<Path> known = new TreeSet<>();
    known.add(site.configDir().resolve(".created-by-qwen-managed"));
    known.add(site.configDir().resolve(".qwen-managed.lock"));
    for (String id : site.configGenerations()) {
      Path folder = site.configGeneration(id);
      if (!id.startsWith(".") && Files.isRegularFile(folder.resolve("install-manifest.json"))) {
        known.add(folder.resolve("install-manifest.json"));
        known.add(folder.resolve("previous"));
        site.manifest(id).keySet().forEach(file -> known.add(Path.of(file)));
      }
    }
    List<Path> strays = new ArrayList<>();
    for (Path top : List.of(site.prefix(), site.configDir())) {
      try (Stream<Path> walk = Files.walk(top)) {
        walk.filter(Files::isRegularFile)
            .filter(file -> !known.contains(file))
            .forEach(strays::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    assertEquals(List.of(), strays, context + ": files no generation lists");
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
