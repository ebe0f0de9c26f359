package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.tests.JarRunner;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code posix/qwen-managed-admin} of the unpacked distribution, run as an administrator would: it
 * is the jar's whole command line (same output, same exit code), it reports a {@code --java} that
 * names no program, and both archives that ship {@code install.sh} ship it executable.
 */
@Tag("jar")
class ShippedAdminCommandTest {

  private static final String ADMIN = "qwen-managed-admin";

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
  void versionPrintsTheKitVersion() {
    Outcome version = kit.run(ADMIN, List.of("--version"));

    assertEquals(0, version.exitCode(), version.toString());
    assertEquals(ADMIN + " " + KitVersion.current() + "\n", version.stdout());
  }

  @Test
  void everySubcommandAnswersExactlyAsTheJarDoes() {
    List<List<String>> calls =
        List.of(
            List.of("--help"),
            List.of("verify", "--help"),
            List.of("generate", "--help"),
            List.of("install", "--help"),
            List.of("rollback", "--help"),
            List.of("uninstall", "--help"),
            List.of("generate", "--no-such-option"),
            List.of());
    for (List<String> arguments : calls) {
      Outcome wrapper = kit.run(ADMIN, arguments);
      List<String> direct = new ArrayList<>();
      direct.add(UnpackedKit.java().toString());
      direct.add("-jar");
      direct.add(kit.root().resolve("lib/installer.jar").toString());
      direct.addAll(arguments);
      Outcome jar = kit.commands().run(direct, UnpackedKit.adminEnvironment());

      assertEquals(jar.exitCode(), wrapper.exitCode(), arguments + ": " + wrapper);
      assertEquals(jar.stdout(), wrapper.stdout(), arguments.toString());
      assertEquals(jar.stderr(), wrapper.stderr(), arguments.toString());
    }
    Outcome verifyHelp = kit.run(ADMIN, List.of("verify", "--help"));
    assertEquals(0, verifyHelp.exitCode(), verifyHelp.toString());
    assertTrue(verifyHelp.stdout().contains("--config-dir"), verifyHelp.toString());
  }

  @Test
  void theKitsReadmeSaysWhatIsInTheFolderAndHowToInstallNotHowToBuild() throws IOException {
    String readme = Files.readString(kit.root().resolve("README.md"));

    assertTrue(readme.contains("posix/qwen-managed-admin install --plan"), readme);
    assertTrue(readme.contains("docs/admin-guide.md"), readme);
    assertFalse(readme.contains("mvn "), readme);
    assertFalse(readme.contains("tests/"), readme);
    for (String linked :
        List.of("docs/admin-guide.md", "docs/developer-guide.md", "docs/bundle.md")) {
      assertTrue(Files.isRegularFile(kit.root().resolve(linked)), linked);
    }
  }

  @Test
  void aDashDashJavaThatIsNoProgramIsNamedWithExit4() {
    for (String script : List.of(ADMIN, "install.sh")) {
      Outcome refused = kit.run(script, List.of("--java", "/nonexistent", "--version"));

      assertEquals(4, refused.exitCode(), refused.toString());
      assertEquals("", refused.stdout());
      assertEquals(
          script + ": --java /nonexistent: not an executable java\n", refused.stderr(), script);
    }
  }

  @Test
  void bothArchivesShipItExecutable() {
    for (String archive : List.of(UnpackedKit.ARCHIVE, BundleTest.ARCHIVE)) {
      Outcome listing =
          kit.commands()
              .run(
                  List.of("tar", "-tvzf", JarRunner.kitJar(archive).toString()),
                  UnpackedKit.adminEnvironment());
      assertEquals(0, listing.exitCode(), listing.toString());
      List<String> entries =
          listing.stdout().lines().filter(line -> line.endsWith("/posix/" + ADMIN)).toList();

      assertEquals(1, entries.size(), archive + ":\n" + listing.stdout());
      assertTrue(entries.get(0).startsWith("-rwxr-xr-x "), archive + ": " + entries.get(0));
    }
  }
}
