package io.qwenmanaged.install.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.JvmStartVariables;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.Utf8Locale;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The developer's command clears exactly the JVM variables the launcher refuses, and no others. */
@Tag("unit")
class WrapperScriptsTest {

  private static final Pattern UNSET =
      Pattern.compile("(?m)^unset ((?:[A-Za-z_][A-Za-z0-9_]* ?)+)$");

  private static final Pattern FOREACH = Pattern.compile("foreach \\(\\$name in ([^)]*)\\)");

  private static final Pattern QUOTED = Pattern.compile("'([A-Za-z_][A-Za-z0-9_]*)'");

  @TempDir Path folder;

  @Test
  void thePosixCommandUnsetsTheClearedVariablesInTheirOrderOnce() {
    String text = text(Platform.POSIX, 0);
    List<List<String>> unsets = new ArrayList<>();
    Matcher unset = UNSET.matcher(text);
    while (unset.find()) {
      unsets.add(List.of(unset.group(1).trim().split(" ")));
    }
    assertEquals(List.of(JvmStartVariables.CLEARED_BEFORE_JAVA), unsets, text);
  }

  @Test
  void thePosixCommandMakesSureOfAUtf8LocaleBeforeJava() {
    String text = text(Platform.POSIX, 0);
    int snippet = text.indexOf(Utf8Locale.POSIX_SCRIPT);
    assertTrue(snippet > 0, text);
    assertTrue(snippet < text.indexOf("exec "), text);
  }

  @Test
  void thePowerShellCommandRemovesExactlyTheClearedVariablesOnce() {
    String text = text(Platform.WINDOWS, 1);
    Matcher loop = FOREACH.matcher(text);
    List<String> names = new ArrayList<>();
    int loops = 0;
    while (loop.find()) {
      loops++;
      Matcher quoted = QUOTED.matcher(loop.group(1));
      while (quoted.find()) {
        names.add(quoted.group(1));
      }
    }
    assertEquals(1, loops, text);
    assertEquals(JvmStartVariables.CLEARED_BEFORE_JAVA.size(), names.size(), names.toString());
    assertEquals(sorted(JvmStartVariables.CLEARED_BEFORE_JAVA), sorted(names));
  }

  private String text(Platform platform, int wrapper) {
    InstallPaths paths =
        new InstallPaths(folder.resolve("prefix"), folder.resolve("config"), platform);
    return new String(WrapperScripts.of(paths).get(wrapper), StandardCharsets.UTF_8);
  }

  private static Set<String> sorted(List<String> names) {
    return new TreeSet<>(names);
  }
}
