package io.qwenmanaged.policy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every POSIX script the repository ships that runs java makes sure of a UTF-8 locale first, with
 * the very snippet of {@link Utf8Locale}, and the snippet does what it says under a real shell.
 */
@Tag("unit")
class Utf8LocaleScriptsTest {

  private static final Path ROOT = repositoryRoot();

  @Test
  void everyShippedPosixScriptThatRunsJavaSetsTheSameUtf8Locale() throws IOException {
    List<String> checked = new ArrayList<>();
    for (String folder : List.of("posix", "distribution/src/deb")) {
      try (Stream<Path> files = Files.walk(ROOT.resolve(folder))) {
        for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
          String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
          if (!text.startsWith("#!/bin/sh") && !file.toString().endsWith(".sh")) {
            continue;
          }
          if (text.contains("unset _JAVA_OPTIONS")) {
            assertTrue(
                unindented(text).contains(unindented(Utf8Locale.POSIX_SCRIPT)),
                ROOT.relativize(file) + " runs java without the UTF-8 locale snippet");
            checked.add(ROOT.relativize(file).toString());
          }
        }
      }
    }
    assertTrue(checked.contains("posix/find-java.sh"), checked.toString());
    assertTrue(checked.contains("distribution/src/deb/control/postrm"), checked.toString());
  }

  @Test
  void aCallerWithoutAUtf8LocaleGetsCUtf8AndAUtf8LocaleIsKept() throws Exception {
    assertEquals("C.UTF-8|", localeAfterSnippet(List.of()));
    assertEquals("C.UTF-8|C", localeAfterSnippet(List.of("LANG=C")));
    assertEquals(
        "C.UTF-8|de_DE.UTF-8", localeAfterSnippet(List.of("LC_ALL=POSIX", "LANG=de_DE.UTF-8")));
    assertEquals("C.UTF-8|de_DE.ISO-8859-1", localeAfterSnippet(List.of("LANG=de_DE.ISO-8859-1")));
    assertEquals("|de_DE.UTF-8", localeAfterSnippet(List.of("LANG=de_DE.UTF-8")));
    assertEquals("|fr_FR.utf8", localeAfterSnippet(List.of("LANG=fr_FR.utf8")));
    assertEquals("en_US.UTF-8|C", localeAfterSnippet(List.of("LC_ALL=en_US.UTF-8", "LANG=C")));
  }

  /** {@code LC_ALL|LANG} after the snippet ran in {@code sh} with exactly {@code variables}. */
  private static String localeAfterSnippet(List<String> variables) throws Exception {
    List<String> command = new ArrayList<>(List.of("env", "-i"));
    command.addAll(variables);
    command.addAll(
        List.of(
            "sh", "-c", Utf8Locale.POSIX_SCRIPT + "printf '%s|%s' \"${LC_ALL:-}\" \"${LANG:-}\""));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, process.waitFor(), out);
    return out;
  }

  /**
   * The text with every line's leading blanks removed (a snippet inside a function is indented).
   */
  private static String unindented(String text) {
    return text.lines().map(String::stripLeading).reduce("", (a, b) -> a + b + "\n");
  }

  private static Path repositoryRoot() {
    Path here = Path.of("").toAbsolutePath();
    while (here != null && !Files.isRegularFile(here.resolve("posix/find-java.sh"))) {
      here = here.getParent();
    }
    if (here == null) {
      throw new IllegalStateException(
          "no posix/find-java.sh above " + Path.of("").toAbsolutePath());
    }
    return here;
  }
}
