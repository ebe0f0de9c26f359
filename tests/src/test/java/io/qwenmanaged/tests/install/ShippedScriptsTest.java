package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.KitVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The admin scripts of the unpacked archive as shipped: which java they run and with which options,
 * what they refuse, what they keep from the JVM, and the archive's own checksums.
 */
@Tag("jar")
class ShippedScriptsTest {

  private static final List<String> SCRIPTS = List.of("install.sh", "rollback.sh", "uninstall.sh");
  private static final List<String> JVM_VARIABLES =
      List.of("_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH");

  private static UnpackedKit kit;

  @BeforeAll
  static void unpack() {
    kit = UnpackedKit.unpack();
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void theChecksumsOfTheUnpackedArchiveVerifyAndCoverEveryFile() throws IOException {
    Outcome check =
        kit.commands()
            .run(
                List.of(
                    "sh",
                    "-c",
                    "cd \"$1\" && sha256sum --strict -c SHA256SUMS",
                    "sh",
                    kit.root().toString()),
                UnpackedKit.adminEnvironment());

    assertEquals(0, check.exitCode(), check.toString());
    Set<String> checked = new TreeSet<>();
    for (String line : check.stdout().lines().toList()) {
      assertTrue(line.endsWith(": OK"), line);
      checked.add(line.substring(0, line.length() - ": OK".length()));
    }
    Set<String> shipped = new TreeSet<>();
    try (Stream<Path> walk = Files.walk(kit.root())) {
      walk.filter(Files::isRegularFile)
          .map(path -> kit.root().relativize(path).toString())
          .forEach(shipped::add);
    }
    shipped.remove("SHA256SUMS");
    assertEquals(shipped, checked);
  }

  @Test
  void dashDashJavaChoosesTheJavaThatRunsTheInstallerWithTheKitsJvmOptions() throws IOException {
    Path log = kit.folder("java-option").resolve("java.log");
    Path java = recordingJava(log);
    Map<String, String> environment = UnpackedKit.adminEnvironment();
    environment.put("JAVA_HOME", kit.folder("java-option-no-java").toString());

    for (String script : SCRIPTS) {
      Outcome version =
          kit.run(script, List.of("--java", java.toString(), "--version"), environment);

      assertEquals(0, version.exitCode(), version.toString());
      assertEquals("qwen-managed-admin " + KitVersion.current() + "\n", version.stdout());
      String command = script.substring(0, script.indexOf('.'));
      String recorded = Files.readString(log);
      assertTrue(
          recorded.contains(
              " -jar " + kit.root().resolve("lib/installer.jar") + " " + command + " --version\n"),
          recorded);
      assertTrue(
          recorded
              .lines()
              .filter(line -> line.contains(" -jar "))
              .allMatch(line -> line.startsWith("argv: -XX:+UseSerialGC ")),
          "the admin CLI's JVM runs with the serial collector:\n" + recorded);
    }
  }

  @Test
  void aJavaHomeWithoutJavaIsRefusedWithExit4AndOneClearLine() throws IOException {
    Path log = kit.folder("java-home").resolve("java.log");
    Path java = recordingJava(log);
    Map<String, String> environment = UnpackedKit.adminEnvironment();
    environment.put("JAVA_HOME", kit.folder("java-home-without-java").toString());
    environment.put("PATH", java.getParent() + ":/usr/bin:/bin");

    for (String script : SCRIPTS) {
      Outcome refused = kit.run(script, List.of("--version"), environment);

      assertEquals(4, refused.exitCode(), refused.toString());
      assertEquals("", refused.stdout());
      List<String> lines = refused.stderr().lines().toList();
      assertEquals(1, lines.size(), refused.toString());
      assertTrue(lines.get(0).startsWith(script + ": "), refused.toString());
      assertTrue(lines.get(0).contains("JAVA_HOME"), refused.toString());
      refused.assertNoStackTrace();
    }
    assertFalse(Files.exists(log), "the java on PATH ran although JAVA_HOME was set");
  }

  @Test
  void theJvmOptionVariablesNeverReachTheInstallersJava() throws IOException {
    Path log = kit.folder("jvm-variables").resolve("java.log");
    Path java = recordingJava(log);
    Map<String, String> environment = UnpackedKit.adminEnvironment();
    environment.put("_JAVA_OPTIONS", "-Dqwen.managed.canary=1");
    environment.put("JAVA_TOOL_OPTIONS", "-Dqwen.managed.canary=2");
    environment.put("JDK_JAVA_OPTIONS", "-Dqwen.managed.canary=3");
    environment.put("CLASSPATH", "/nonexistent-classpath");

    for (String script : SCRIPTS) {
      for (List<String> arguments :
          List.of(List.of("--version"), List.of("--java", java.toString(), "--version"))) {
        Outcome version = kit.run(script, arguments, environment);

        assertEquals(0, version.exitCode(), version.toString());
        assertFalse(version.stderr().contains("Picked up"), version.toString());
        assertFalse(version.stderr().contains("canary"), version.toString());
      }
    }
    String recorded = Files.readString(log);
    assertTrue(recorded.contains(" -jar "), recorded);
    for (String variable : JVM_VARIABLES) {
      assertFalse(recorded.contains(variable + "="), variable + " reached java:\n" + recorded);
    }
  }

  /** A {@code java} that records its arguments and JVM option variables, then runs the real one. */
  private static Path recordingJava(Path log) throws IOException {
    Path java = log.resolveSibling("bin/java");
    Files.createDirectories(java.getParent());
    Files.writeString(
        java,
        "#!/bin/sh\n"
            + "{ printf 'argv:'; printf ' %s' \"$@\"; printf '\\n'\n"
            + "  env | grep -E '^("
            + String.join("|", JVM_VARIABLES)
            + ")='; } >> '"
            + log
            + "'\n"
            + "exec '"
            + UnpackedKit.java()
            + "' \"$@\"\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    return java;
  }
}
