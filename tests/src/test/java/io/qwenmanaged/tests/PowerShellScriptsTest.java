package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The shipped PowerShell scripts (untested on Windows here) state the PowerShell they need and stop
 * at the first error, and stay thin.
 */
@Tag("jar")
class PowerShellScriptsTest {

  @Test
  void everyShippedScriptRequiresPowerShell51AndStopsAtTheFirstError() throws IOException {
    Path windows = Path.of(System.getProperty("kit.root")).resolve("windows");
    List<Path> scripts;
    try (Stream<Path> files = Files.list(windows)) {
      scripts = files.filter(f -> f.toString().endsWith(".ps1")).sorted().toList();
    }
    assertEquals(5, scripts.size(), scripts.toString());
    try (Stream<Path> files = Files.list(windows.resolve("intune"))) {
      List<Path> intune = files.filter(f -> f.toString().endsWith(".ps1")).sorted().toList();
      assertEquals(3, intune.size(), intune.toString());
      scripts = new java.util.ArrayList<>(scripts);
      scripts.addAll(intune);
    }
    for (Path script : scripts) {
      List<String> lines = Files.readAllLines(script);
      assertEquals("#Requires -Version 5.1", lines.get(0), script.toString());
      assertTrue(lines.contains("$ErrorActionPreference = 'Stop'"), script.toString());
      assertTrue(lines.size() <= 30, script + " has " + lines.size() + " lines");
    }
  }
}
