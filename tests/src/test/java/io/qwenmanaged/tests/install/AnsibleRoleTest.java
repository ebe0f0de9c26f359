package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The Ansible role {@code qwen_managed_kit}, run by the shipped example playbook with Debian's
 * {@code ansible-playbook} against this machine from the built linux-x64 bundle: one host's life in
 * order, from a first converge to an uninstall that leaves only what the admin owns.
 */
@Tag("jar")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AnsibleRoleTest {

  private static PrivateRoot root;
  private static RoleHost host;
  private static Playbook playbook;

  @BeforeAll
  static void prepare() {
    assumeTrue(
        Playbook.available(),
        Playbook.ANSIBLE_PLAYBOOK
            + " is missing: install Debian's ansible-core (tests/tools/install-test-tools.sh does"
            + " as root) to run the Ansible role's tests");
    root = PrivateRoot.create();
    host = new RoleHost(root);
    playbook = Playbook.in(root);
  }

  @AfterAll
  static void removeEverything() {
    if (root != null) {
      root.close();
    }
  }

  @Test
  @Order(10)
  void aPlanThatCouldCarryASecretIsRefusedBeforeAnythingIsWritten() {
    ObjectNode plan = host.plan(5000);
    ((ObjectNode) plan.path("provider").path("credential")).put("value", "sk-do-not-show-1234");

    Playbook.Run run = playbook.run(host.variables("present", plan));

    assertEquals(1, run.failed(), run.toString());
    assertTrue(run.outcome().stdout().contains("/provider/credential/value"), run.toString());
    assertFalse(run.toString().contains("sk-do-not-show-1234"), run.toString());
    assertFalse(Files.exists(host.bundleDir()), "the role's folder was created");
    assertFalse(Files.exists(host.configDir()), "the config directory was created");
  }

  @Test
  @Order(15)
  void checkModeOnAFreshHostReportsTheInstallAndWritesNothing() {
    Playbook.Run run = playbook.run(host.variables("present", host.plan(5000)), "--check");

    assertEquals(0, run.outcome().exitCode(), run.toString());
    assertEquals(1, run.changed(), run.toString());
    String said = run.task("Say what check mode cannot ask a bundle that is not on the host yet");
    assertTrue(said.contains("would copy and unpack kit"), said);
    assertFalse(Files.exists(host.bundleDir()), "the role's folder was created");
    assertFalse(Files.exists(host.configDir()), "the config directory was created");
    assertFalse(Files.exists(host.prefix()), "the prefix was created");
  }

  @Test
  @Order(20)
  void aFirstConvergeUnpacksTheBundleAndInstallsAValidInstallation() throws IOException {
    Playbook.Run run = playbook.run(host.variables("present", host.plan(5000)));

    assertEquals(0, run.outcome().exitCode(), run.toString());
    assertTrue(run.changed() > 0, run.toString());
    assertTrue(run.task("Install the plan").contains("changed: [localhost]"), run.toString());
    assertEquals("mem0-write", host.launcherJson().path("profile").asText());
    assertEquals(
        "rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(host.planFile())));
    Outcome verify = verify();
    assertEquals(0, verify.exitCode(), verify.toString());
    assertEquals("valid", verify.json().path("result").asText(), verify.toString());
  }

  @Test
  @Order(30)
  void aSecondConvergeChangesNothingAndWritesNothing() {
    List<TreeSnapshot> before = snapshot();

    Playbook.Run run = playbook.run(host.variables("present", host.plan(5000)));

    assertEquals(0, run.outcome().exitCode(), run.toString());
    assertEquals(0, run.changed(), run.toString());
    assertEquals("", differences(before));
  }

  @Test
  @Order(40)
  void aPlanTheAdminCommandRefusesFailsTheTaskWithItsMessageAndChangesNothing() {
    ObjectNode plan = host.plan(5000);
    plan.put("workspace", "relative/workspace");
    List<TreeSnapshot> before = installation();

    Playbook.Run run = playbook.run(host.variables("present", plan));

    assertEquals(1, run.failed(), run.toString());
    String task = run.task("Install the plan");
    assertTrue(task.contains("qwen-managed-admin install: nothing was installed"), task);
    assertTrue(task.contains("/workspace"), task);
    assertEquals("", differences(before));
  }

  @Test
  @Order(50)
  void checkModeWithAChangedPlanReportsTheChangeAndTouchesNothing() {
    List<TreeSnapshot> before = snapshot();

    Playbook.Run run =
        playbook.run(host.variables("present", host.plan(7000)), "--check", "--diff");

    assertEquals(0, run.outcome().exitCode(), run.toString());
    assertTrue(run.changed() > 0, run.toString());
    String dryRun = run.task("Install the plan (dry run)");
    assertTrue(dryRun.contains("changed: [localhost]"), dryRun);
    assertTrue(dryRun.contains("plan.json /timeoutMs (changed): 5000 -> 7000"), dryRun);
    assertEquals("", differences(before));
    assertEquals(5000, host.externalContext().path("timeoutMs").asInt());
  }

  @Test
  @Order(60)
  void applyingTheChangedPlanInstallsItAndDiffShowsWhatChanges() {
    Playbook.Run run = playbook.run(host.variables("present", host.plan(7000)), "--diff");

    assertEquals(0, run.outcome().exitCode(), run.toString());
    String install = run.task("Install the plan");
    assertTrue(install.contains("changed: [localhost]"), install);
    assertTrue(install.contains("plan.json /timeoutMs (changed): 5000 -> 7000"), install);
    assertEquals(7000, host.externalContext().path("timeoutMs").asInt());
  }

  @Test
  @Order(70)
  void stateReadOnlyRollsBackToTheReadOnlyProfileOnce() {
    Playbook.Run check = playbook.run(host.variables("read-only", host.plan(7000)), "--check");
    assertTrue(
        check.task("Roll the installation back to read-only").contains("changed:"),
        check.toString());
    assertEquals("mem0-write", host.launcherJson().path("profile").asText());

    Playbook.Run run = playbook.run(host.variables("read-only", host.plan(7000)));
    assertTrue(run.changed() > 0, run.toString());
    assertEquals("mem0-read-only", host.launcherJson().path("profile").asText());

    Playbook.Run again = playbook.run(host.variables("read-only", host.plan(7000)));
    assertEquals(0, again.changed(), again.toString());
  }

  @Test
  @Order(80)
  void stateAbsentLeavesOnlyWhatTheAdminOwnsAndThenChangesNothing() throws IOException {
    Playbook.Run run = playbook.run(host.variables("absent", host.plan(7000)));

    assertEquals(0, run.outcome().exitCode(), run.toString());
    assertTrue(run.changed() > 0, run.toString());
    assertEquals(
        Set.of("ansible-home", "ansible-tmp", "ansible.cfg", "inventory", "runs", "workspace"),
        adminFiles());

    Playbook.Run again = playbook.run(host.variables("absent", host.plan(7000)));
    assertEquals(0, again.outcome().exitCode(), again.toString());
    assertEquals(0, again.changed(), again.toString());
  }

  /** The root's entries, without the extra-vars files of the runs. */
  private static Set<String> adminFiles() throws IOException {
    try (Stream<Path> entries = Files.list(root.path())) {
      Set<String> names = new TreeSet<>();
      entries
          .map(entry -> entry.getFileName().toString())
          .filter(name -> !name.startsWith("vars-"))
          .forEach(names::add);
      return names;
    }
  }

  /** The installation and the role's folder on the host. */
  private static List<TreeSnapshot> snapshot() {
    return List.of(
        TreeSnapshot.of(host.prefix()),
        TreeSnapshot.of(host.configDir()),
        TreeSnapshot.of(host.bundleDir()));
  }

  private static List<TreeSnapshot> installation() {
    return List.of(TreeSnapshot.of(host.prefix()), TreeSnapshot.of(host.configDir()));
  }

  /** What changed since {@code before}: one line per entry, empty when nothing did. */
  private static String differences(List<TreeSnapshot> before) {
    StringBuilder lines = new StringBuilder();
    for (TreeSnapshot folder : before) {
      lines.append(folder.differences(TreeSnapshot.of(folder.root())));
    }
    return lines.toString();
  }

  /** {@code verify --json} of the installation, by the unpacked bundle's own admin command. */
  private static Outcome verify() throws IOException {
    Path kit;
    try (Stream<Path> folders = Files.list(host.bundleDir())) {
      kit = folders.filter(Files::isDirectory).findFirst().orElseThrow();
    }
    assertNotEquals('.', kit.getFileName().toString().charAt(0), kit.toString());
    return new Commands(root.folder("runs/verify"))
        .run(
            List.of(
                kit.resolve("runtime/java/bin/java").toString(),
                "-jar",
                kit.resolve("lib/installer.jar").toString(),
                "verify",
                "--config-dir",
                host.configDir().toString(),
                "--json"),
            UnpackedKit.adminEnvironment());
  }
}
