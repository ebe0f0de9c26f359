package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.tests.kit.MachineWide;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Debian package as root: {@code dpkg -i} applies the preseeded {@code
 * /etc/qwen-managed/plan.json}, a second {@code dpkg -i} changes nothing, {@code dpkg -r} takes the
 * package's files and keeps the installation and the plan, {@code dpkg -P} uninstalls it. The plan
 * names a private prefix and config directory; every test purges the package and removes the plan
 * afterwards.
 */
@Tag("jar")
@MachineWide
class DebianPackageTest {

  private static final Pattern GENERATION = Pattern.compile("generation (\\S+) ");

  private PrivateRoot root;
  private Commands commands;
  private boolean createdEtc;

  @BeforeEach
  void claimTheMachine() {
    DebianPackage.assumeRootWithDpkg();
    assumeFalse(
        Files.exists(DebianPackage.PLAN),
        DebianPackage.PLAN + " exists: these tests never replace an administrator's plan");
    root = PrivateRoot.create();
    commands = new Commands(root.folder("runs"));
    root.folder("workspace");
    assumeFalse(
        !DebianPackage.status(commands).isEmpty(),
        DebianPackage.NAME + " is known to dpkg here already: these tests install and purge it");
    createdEtc = !Files.exists(DebianPackage.PLAN.getParent());
  }

  @AfterEach
  void restoreTheMachine() throws IOException {
    if (commands == null) {
      return;
    }
    DebianPackage.dpkg(commands, "--purge", DebianPackage.NAME);
    Files.deleteIfExists(DebianPackage.PLAN);
    if (createdEtc) {
      Files.deleteIfExists(DebianPackage.PLAN.getParent());
    }
    root.close();
  }

  @Test
  void installingAppliesThePreseededPlanAndInstallingAgainChangesNothing() {
    DebianPackage.writePlan(DebianPackage.plan(root.path()));

    Outcome first = installPackage();

    assertEquals(0, first.exitCode(), first.toString());
    JsonNode installed = DebianPackage.report(first, "install");
    assertEquals("installed", installed.get("result").asText(), first.toString());
    assertEquals("ii", DebianPackage.status(commands));
    assertValid();
    JsonNode runtimes = Site.read(configDir().resolve("launcher.json")).path("runtimes");
    for (String pinned : List.of("java", "node", "qwenCli")) {
      assertTrue(
          runtimes.path(pinned).asText().startsWith(prefix().resolve("runtimes") + "/"),
          "the package's " + pinned + " is not installed under the prefix: " + runtimes);
    }
    String generation = generationOf(installed);
    TreeSnapshot prefix = TreeSnapshot.of(prefix());
    TreeSnapshot config = TreeSnapshot.of(configDir());

    Outcome second = installPackage();

    assertEquals(0, second.exitCode(), second.toString());
    JsonNode unchanged = DebianPackage.report(second, "install");
    assertEquals("unchanged", unchanged.get("result").asText(), second.toString());
    assertEquals(generation, generationOf(unchanged));
    assertEquals("", prefix.differences(TreeSnapshot.of(prefix())));
    assertEquals("", config.differences(TreeSnapshot.of(configDir())));
    assertValid();
  }

  @Test
  void removeKeepsTheInstallationAndThePlanAndPurgeUninstallsIt() throws IOException {
    DebianPackage.writePlan(DebianPackage.plan(root.path()));
    byte[] plan = Files.readAllBytes(DebianPackage.PLAN);
    Outcome install = installPackage();
    assertEquals(0, install.exitCode(), install.toString());
    TreeSnapshot prefix = TreeSnapshot.of(prefix());
    TreeSnapshot config = TreeSnapshot.of(configDir());

    Outcome remove = DebianPackage.dpkg(commands, "--remove", DebianPackage.NAME);

    assertEquals(0, remove.exitCode(), remove.toString());
    assertEquals("rc", DebianPackage.status(commands));
    assertFalse(Files.exists(DebianPackage.kit()), DebianPackage.kit() + " is still there");
    assertFalse(Files.exists(DebianPackage.ADMIN), DebianPackage.ADMIN + " is still there");
    assertEquals("", prefix.differences(TreeSnapshot.of(prefix())));
    assertEquals("", config.differences(TreeSnapshot.of(configDir())));
    assertArrayEquals(plan, Files.readAllBytes(DebianPackage.PLAN));

    Outcome purge = DebianPackage.dpkg(commands, "--purge", DebianPackage.NAME);

    assertEquals(0, purge.exitCode(), purge.toString());
    JsonNode uninstalled = DebianPackage.report(purge, "uninstall");
    assertEquals("uninstalled", uninstalled.get("result").asText(), purge.toString());
    assertEquals("", DebianPackage.status(commands));
    assertEquals(List.of("runs", "workspace"), children(root.path()));
    assertFalse(Files.exists(DebianPackage.STATE), DebianPackage.STATE + " is still there");
    assertArrayEquals(plan, Files.readAllBytes(DebianPackage.PLAN));
  }

  @Test
  void aPlanThatIsRefusedFailsTheConfigureStepWithTheAdminReportUntilItIsFixed() {
    DebianPackage.writePlan(DebianPackage.plan(root.path()).put("profile", "no-such-profile"));

    Outcome refused = installPackage();

    assertNotEquals(0, refused.exitCode(), refused.toString());
    assertEquals("refused", DebianPackage.report(refused, "install").get("result").asText());
    assertEquals("iF", DebianPackage.status(commands));
    assertFalse(Files.exists(configDir().resolve("launcher.json")));

    DebianPackage.writePlan(DebianPackage.plan(root.path()));
    Outcome configure = DebianPackage.dpkg(commands, "--configure", DebianPackage.NAME);

    assertEquals(0, configure.exitCode(), configure.toString());
    assertEquals("installed", DebianPackage.report(configure, "install").get("result").asText());
    assertEquals("ii", DebianPackage.status(commands));
    assertValid();
  }

  @Test
  void withoutAPlanNothingIsAppliedAndTheAdminCommandIgnoresTheJvmOptionVariables() {
    Outcome install = installPackage();

    assertEquals(0, install.exitCode(), install.toString());
    assertTrue(
        install.stdout().contains("no " + DebianPackage.PLAN + ", nothing applied"), "" + install);
    assertFalse(Files.exists(DebianPackage.STATE.resolve("config-dirs")));
    Outcome version =
        DebianPackage.run(
            commands,
            "env",
            "JAVA_TOOL_OPTIONS=-XX:+NoSuchOption",
            "JDK_JAVA_OPTIONS=-XX:+NoSuchOption",
            "_JAVA_OPTIONS=-XX:+NoSuchOption",
            "CLASSPATH=/nonexistent",
            DebianPackage.ADMIN.toString(),
            "--version");
    assertEquals(0, version.exitCode(), version.toString());
    assertEquals("qwen-managed-admin " + KitVersion.current() + "\n", version.stdout());

    Outcome purge = DebianPackage.dpkg(commands, "--purge", DebianPackage.NAME);

    assertEquals(0, purge.exitCode(), purge.toString());
    assertFalse(purge.stdout().contains("uninstall"), purge.toString());
    assertFalse(Files.exists(DebianPackage.STATE), DebianPackage.STATE + " is still there");
  }

  private Outcome installPackage() {
    return DebianPackage.dpkg(commands, "--install", DebianPackage.file().toString());
  }

  private void assertValid() {
    Outcome verify =
        DebianPackage.run(
            commands,
            DebianPackage.ADMIN.toString(),
            "verify",
            "--json",
            "--config-dir",
            configDir().toString());
    assertEquals(0, verify.exitCode(), verify.toString());
    assertEquals("valid", verify.json().get("result").asText());
  }

  private static String generationOf(JsonNode report) {
    Matcher matcher = GENERATION.matcher(report.get("summary").asText());
    assertTrue(matcher.find(), report.toString());
    return matcher.group(1);
  }

  private Path prefix() {
    return root.path().resolve("opt");
  }

  private Path configDir() {
    return root.path().resolve("etc");
  }

  private static List<String> children(Path folder) throws IOException {
    try (var list = Files.list(folder)) {
      return list.map(path -> path.getFileName().toString()).sorted().toList();
    }
  }
}
