package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.tests.JarRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What the built .deb holds, read with {@code dpkg-deb} (no root needed): the bundle archive's
 * entries under {@code /opt/qwen-managed-kit/<version>/} with their modes, the package's own few
 * files, and control fields whose dependencies are exactly the system packages the bundled programs
 * load libraries from.
 */
@Tag("jar")
class DebianPackageContentsTest {

  /** {@code tar -tv}'s line: mode, owner/group, size, date, time, path. */
  private static final Pattern ENTRY =
      Pattern.compile("^(\\S+) (\\S+)/(\\S+) +\\d+ \\S+ \\S+ (.+?)(?: -> .*)?$");

  private static final Set<String> OWN_FILES =
      Set.of(
          "./usr/bin/qwen-managed-admin -rwxr-xr-x",
          "./usr/share/doc/qwen-managed-kit/copyright -rw-r--r--",
          "./usr/share/lintian/overrides/qwen-managed-kit -rw-r--r--");

  private static PrivateRoot root;
  private static Commands commands;

  @BeforeAll
  static void needDpkgDeb() {
    assumeTrue(
        Files.isExecutable(Path.of("/usr/bin/dpkg-deb")),
        "dpkg-deb is missing: not a Debian system");
    root = PrivateRoot.create();
    commands = new Commands(root.folder("runs"));
  }

  @AfterAll
  static void removeEverything() {
    if (root != null) {
      root.close();
    }
  }

  @Test
  void thePackageHoldsTheBundleUnderOptWithItsModesAndOnlyItsOwnFilesBesides() {
    Path bundle = JarRunner.kitJar(BundleTest.ARCHIVE);
    Map<String, String> expected = new TreeMap<>();
    String opt = "./opt/qwen-managed-kit/" + KitVersion.current() + "/";
    for (String[] entry : entries(run("tar", "-tvzf", bundle.toString()))) {
      expected.put(opt + entry[3].substring("qwen-managed-kit/".length()), entry[0]);
    }
    Map<String, String> packaged = new TreeMap<>();
    for (String[] entry : entries(run("dpkg-deb", "-c", DebianPackage.file().toString()))) {
      assertEquals("root/root", entry[1] + "/" + entry[2], String.join(" ", entry));
      packaged.put(entry[3], entry[0]);
    }
    Set<String> besides = new TreeSet<>();
    packaged.forEach(
        (path, mode) -> {
          if (!expected.containsKey(path) && !mode.startsWith("d")) {
            besides.add(path + " " + mode);
          }
        });
    packaged.keySet().removeIf(path -> !path.startsWith(opt));
    assertEquals(expected, packaged);
    assertEquals(OWN_FILES, besides);
    assertTrue(expected.get(opt + "runtime/node/bin/node").equals("-rwxr-xr-x"));
  }

  @Test
  void theControlFieldsNameThePackageItsVersionAndTheSystemLibrariesTheBundleLoads() {
    Path deb = DebianPackage.file();
    String fields =
        run("dpkg-deb", "-f", deb.toString(), "Package", "Version", "Architecture").stdout();
    assertEquals(
        "Package: qwen-managed-kit\nVersion: " + KitVersion.current() + "\nArchitecture: amd64\n",
        fields);
    Set<String> depends = new TreeSet<>();
    for (String item : run("dpkg-deb", "-f", deb.toString(), "Depends").stdout().split(",")) {
      depends.add(item.strip().split("[ (]")[0]);
    }
    assertEquals(systemPackagesLoadedByTheBundledPrograms(), depends);
  }

  /** The Debian packages owning the libraries {@code ldd} resolves for node, java and libjvm. */
  private static Set<String> systemPackagesLoadedByTheBundledPrograms() {
    Path unpacked = root.folder("unpacked");
    Outcome extract = run("dpkg-deb", "-x", DebianPackage.file().toString(), unpacked.toString());
    assertEquals(0, extract.exitCode(), extract.toString());
    Path runtime = unpacked.resolve(DebianPackage.kit().toString().substring(1)).resolve("runtime");
    Set<String> owners = new TreeSet<>();
    Pattern library = Pattern.compile("=> (/\\S+) \\(");
    for (String program :
        new String[] {"node/bin/node", "java/bin/java", "java/lib/server/libjvm.so"}) {
      Matcher resolved = library.matcher(run("ldd", runtime.resolve(program).toString()).stdout());
      while (resolved.find()) {
        String file = resolved.group(1);
        if (!Path.of(file).startsWith(unpacked)) {
          Outcome owner = run("dpkg", "-S", file);
          if (owner.exitCode() != 0 && file.startsWith("/lib")) {
            owner = run("dpkg", "-S", "/usr" + file); // merged /usr: dpkg knows the other name
          }
          assertEquals(0, owner.exitCode(), owner.toString());
          owners.add(owner.stdout().substring(0, owner.stdout().indexOf(':')));
        }
      }
    }
    return owners;
  }

  private static String[][] entries(Outcome listing) {
    assertEquals(0, listing.exitCode(), listing.toString());
    return listing
        .stdout()
        .lines()
        .map(
            line -> {
              Matcher matcher = ENTRY.matcher(line);
              assertTrue(matcher.matches(), line);
              return new String[] {
                matcher.group(1), matcher.group(2), matcher.group(3), matcher.group(4)
              };
            })
        .toArray(String[][]::new);
  }

  private static Outcome run(String... command) {
    return commands.run(Arrays.asList(command), DebianPackage.environment());
  }
}
