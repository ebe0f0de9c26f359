package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The linux-x64 bundle and the plain distribution (with the machine's Java) unpacked, installed and
 * used where every path holds a space, a quote and a non-ASCII letter — the kit's folder, the
 * prefix, the config directory and the workspace — by an administrator and a developer whose
 * environment names no locale at all: install succeeds, and the installed {@code doctor} finds
 * every check and every process of the chain ok (the confirmation hook answering {@code ask}
 * included).
 */
@Tag("jar")
class UnusualPathsInstallTest {

  /** A folder name with a space, a quote and letters outside ASCII. */
  static final String UNUSUAL = "Prüfung é'x";

  private static UnpackedKit bundle;
  private static UnpackedKit plain;

  @BeforeAll
  static void unpack() {
    bundle = UnpackedKit.unpack(BundleRuntimesInstallTest.BUNDLE, UNUSUAL + " kit");
    plain = UnpackedKit.unpack(UnpackedKit.ARCHIVE, UNUSUAL + " plain kit");
  }

  @AfterAll
  static void removeEverything() {
    bundle.close();
    plain.close();
  }

  @Test
  void aBundleInstallUnderUnusualPathsWorksForADeveloperWithoutALocale() {
    Site site = bundle.newSite(UNUSUAL);
    Path plan =
        site.writePlan(
            "plan.json", BundleRuntimesInstallTest.samplePlan(bundle, site, "--model=x"));
    installedAndEveryProcessStarts(bundle, site, plan);
  }

  @Test
  void aPlainDistributionInstallUnderUnusualPathsWorksForADeveloperWithoutALocale() {
    Site site = plain.newSite(UNUSUAL);
    installedAndEveryProcessStarts(plain, site, site.plan("plan.json", "mem0-write", List.of()));
  }

  /**
   * Installs {@code plan} from {@code kit} with no locale, then runs the installed {@code doctor}
   * as a developer with no locale: every line ok, the hook and the MCP server among them.
   */
  private static void installedAndEveryProcessStarts(UnpackedKit kit, Site site, Path plan) {
    assertTrue(site.workspace().toString().contains("ü"), site.workspace().toString());
    Outcome install = kit.run("install.sh", List.of("--plan", plan.toString()), noLocale());

    assertEquals(0, install.exitCode(), install.toString());
    Map<String, String> developer = noLocale();
    developer.put(Site.CREDENTIAL_ENV, Site.CREDENTIAL);
    List<String> doctor = new ArrayList<>(List.of(site.wrapper().toString(), "doctor"));
    Outcome checked = kit.commands().run(doctor, developer);
    assertEquals(0, checked.exitCode(), checked.toString());
    for (String line : checked.stdout().lines().toList()) {
      assertTrue(line.startsWith("ok "), "not ok: " + line + "\n" + checked);
    }
    assertTrue(
        checked.stdout().contains("ok   confirmation hook: answered ask"), checked.toString());
    assertTrue(
        checked.stdout().contains("ok   mcp server: tools/list answered"), checked.toString());
    assertEquals(0, site.uninstall().exitCode());
  }

  /** A shell's environment with no locale variable: Java then reads paths as ASCII. */
  private static Map<String, String> noLocale() {
    Map<String, String> environment = new TreeMap<>();
    environment.put("PATH", "/usr/bin:/bin");
    environment.put("HOME", System.getProperty("user.home"));
    return environment;
  }
}
