package io.qwenmanaged.policy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The shipped scripts (and any main code that writes a script) clear exactly the JVM variables the
 * launcher refuses: adding a name to the Java list, a script or a generated wrapper alone fails
 * here.
 */
@Tag("unit")
class ClearedJvmVariablesTest {

  private static final Path ROOT = repositoryRoot();

  /** A POSIX {@code unset NAME...} statement, also as it stands inside a Java string literal. */
  private static final Pattern UNSET = Pattern.compile("\\bunset((?: +[A-Za-z_][A-Za-z0-9_]*)+)");

  /** A PowerShell {@code foreach ($name in 'NAME', ...)} loop over variable names. */
  private static final Pattern FOREACH =
      Pattern.compile("foreach \\(\\$name in ((?:'[A-Za-z_][A-Za-z0-9_]*'(?:, *)?)+)\\)");

  private static final Pattern QUOTED = Pattern.compile("'([A-Za-z_][A-Za-z0-9_]*)'");

  private static final List<String> SCANNED =
      List.of(
          "posix",
          "windows",
          "installer/src/main",
          "distribution/src/main",
          "distribution/src/deb",
          "launcher/src/main",
          "mcp-server/src/main");

  @Test
  void thePosixScriptsUnsetTheListInItsOrder() throws IOException {
    assertEquals(
        List.of(JvmStartVariables.CLEARED_BEFORE_JAVA),
        lists(read(ROOT.resolve("posix/find-java.sh"))));
  }

  @Test
  void theDebianPackagesAdminCommandAndPurgeUnsetTheListInItsOrder() throws IOException {
    for (String script :
        List.of(
            "distribution/src/deb/files/usr/bin/qwen-managed-admin",
            "distribution/src/deb/control/postrm")) {
      assertEquals(
          List.of(JvmStartVariables.CLEARED_BEFORE_JAVA),
          lists(read(ROOT.resolve(script))),
          script);
    }
  }

  @Test
  void thePowerShellScriptsRemoveTheListsNames() throws IOException {
    List<List<String>> lists = lists(read(ROOT.resolve("windows/find-java.ps1")));
    assertEquals(1, lists.size(), lists.toString());
    assertEquals(sorted(JvmStartVariables.CLEARED_BEFORE_JAVA), sorted(lists.get(0)));
  }

  @Test
  void everyScriptTheRepositoryShipsOrWritesClearsTheSameNames() throws IOException {
    List<String> places = new ArrayList<>();
    for (String folder : SCANNED) {
      try (Stream<Path> files = Files.walk(ROOT.resolve(folder))) {
        for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
          for (List<String> names : lists(read(file))) {
            assertEquals(
                sorted(JvmStartVariables.CLEARED_BEFORE_JAVA),
                sorted(names),
                ROOT.relativize(file) + " clears other JVM variables");
            places.add(ROOT.relativize(file).toString());
          }
        }
      }
    }
    assertTrue(places.contains("posix/find-java.sh"), places.toString());
    assertTrue(places.contains("windows/find-java.ps1"), places.toString());
    assertTrue(
        places.contains("distribution/src/deb/files/usr/bin/qwen-managed-admin"),
        places.toString());
  }

  @Test
  void aNameIsFoundInAnyCaseAndKeepsTheEnvironmentsSpelling() {
    assertEquals(
        List.of("_JAVA_OPTIONS", "java_tool_options", "ClassPath"),
        JvmStartVariables.clearedBeforeJavaIn(
            Map.of("ClassPath", "x", "java_tool_options", "", "_JAVA_OPTIONS", "y", "PATH", "/")));
    assertEquals(List.of(), JvmStartVariables.clearedBeforeJavaIn(Map.of("JAVA_HOME", "/jdk")));
  }

  /** The name lists of the statements in {@code text} that clear any JVM variable. */
  private static List<List<String>> lists(String text) {
    List<List<String>> lists = new ArrayList<>();
    Matcher unset = UNSET.matcher(text);
    while (unset.find()) {
      keep(lists, List.of(unset.group(1).trim().split(" +")));
    }
    Matcher loop = FOREACH.matcher(text);
    while (loop.find()) {
      List<String> names = new ArrayList<>();
      Matcher quoted = QUOTED.matcher(loop.group(1));
      while (quoted.find()) {
        names.add(quoted.group(1));
      }
      keep(lists, names);
    }
    return lists;
  }

  private static void keep(List<List<String>> lists, List<String> names) {
    if (names.stream().anyMatch(JvmStartVariables.JVM::contains)) {
      lists.add(names);
    }
  }

  private static TreeSet<String> sorted(List<String> names) {
    return new TreeSet<>(names);
  }

  private static String read(Path file) throws IOException {
    return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
  }

  /** The checkout's root: the nearest folder above the module that holds the shipped scripts. */
  private static Path repositoryRoot() {
    Path folder = Path.of("").toAbsolutePath();
    while (folder != null && !Files.isRegularFile(folder.resolve("posix/find-java.sh"))) {
      folder = folder.getParent();
    }
    if (folder == null) {
      throw new IllegalStateException(
          "no posix/find-java.sh above " + Path.of("").toAbsolutePath());
    }
    return folder;
  }
}
