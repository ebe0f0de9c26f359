package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A plan listing several repositories, installed from the unpacked distribution: every repository
 * gets its own system settings and external-context config in the generation (all in its manifest),
 * {@code qwen-managed-admin verify} checks every repository, a plan that drops a repository drops
 * its files from the new generation only, {@code rollback --to read-only} takes the write
 * capability from every repository, and the install proves every repository's processes even when
 * each repository, and the governed model, reads a key of its own.
 */
@Tag("jar")
class RepositoriesInstallTest {

  private static final List<String> BOTH = List.of("alpha", "beta");
  private static final String SERVER = "/mcpServers/external-context";

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
  void installsEachRepositorysFilesListsThemInTheManifestAndVerifiesEveryRepository()
      throws IOException {
    Site site = kit.newSite();
    String id = installed(site, "plan.json", "mem0-write", BOTH);

    Path config = site.configGeneration(id);
    assertEquals(
        List.of(
            "external-context.alpha.json",
            "external-context.beta.json",
            "file-fingerprints.json",
            "install-manifest.json",
            "launcher.json",
            "plan.json",
            "system-defaults.json",
            "system-settings.alpha.json",
            "system-settings.beta.json",
            "user-settings.json"),
        names(config));
    Set<String> manifest = site.manifest(id).keySet();
    for (String name : BOTH) {
      assertBoundTo(site, config, name, true);
      assertTrue(manifest.contains(config.resolve("system-settings." + name + ".json").toString()));
      assertTrue(
          manifest.contains(config.resolve("external-context." + name + ".json").toString()));
    }
    for (String jar : List.of("hook", "mcp-server", "launcher")) {
      Path archive = site.prefixGeneration(id).resolve("lib").resolve(jar + ".jsa");
      assertTrue(Files.isRegularFile(archive), archive + " was not trained");
    }

    Outcome verify = site.verify();

    assertEquals(0, verify.exitCode(), verify.toString());
    assertEquals(
        "qwen-managed-admin verify: installation valid: policy files, repository of alpha,"
            + " repository of beta, install manifest, runtimes, hook shell, file permissions,"
            + " workspace of alpha, workspace of beta, generation "
            + id
            + "\n",
        verify.stderr());
  }

  @Test
  void aPlanWhoseRepositoriesAndModelEachHaveAKeyOfTheirOwnIsProvenAtInstall() {
    Site site = kit.newSite();
    ObjectNode plan = Plans.withRepositories(site, "mem0-write", BOTH);
    ObjectNode model = plan.putObject("model").put("baseUrl", "https://llm.example.com/v1");
    model.putArray("models").add("qwen3-coder-plus");
    model.putObject("credential").put("env", "QMK_MODEL_KEY");

    Outcome install = site.install(site.writePlan("keys.json", plan));

    assertEquals(0, install.exitCode(), install.toString());
    assertFalse(install.stderr().contains("could not be started"), install.toString());
    String id = Healthy.current(site, "after installing keys.json");
    Path archive = site.prefixGeneration(id).resolve("lib/launcher.jsa");
    assertTrue(Files.isRegularFile(archive), archive + " was not trained");
  }

  @Test
  void verifyReportsEachRepositorysProblemAndEachSharedProblemOnce() throws IOException {
    Site site = kit.newSite();
    String id = installed(site, "plan.json", "mem0-read-only", BOTH);
    Files.delete(site.repository("beta"));
    Path defaults = site.configGeneration(id).resolve("system-defaults.json");
    Files.setPosixFilePermissions(defaults, PosixFilePermissions.fromString("rw-rw-r--"));

    Outcome verify = site.verify();

    assertNotEquals(0, verify.exitCode(), verify.toString());
    assertEquals(
        List.of(
            defaults
                + ": error: can be written by its group (mode 0664); only its owner may"
                + " write to it",
            site.root().resolve("repos/beta")
                + ": error: does not exist (launcher.json's /repositories/1/workspace)",
            "qwen-managed-admin verify: installation invalid (2 problems)"),
        verify.stderr().lines().toList());
    verify.assertNoStackTrace();
  }

  @Test
  void aPlanWithoutARepositoryDropsItsFilesFromTheNewGenerationOnly() throws IOException {
    Site site = kit.newSite();
    String both = installed(site, "both.json", "mem0-write", BOTH);
    String alphaOnly = installed(site, "alpha.json", "mem0-write", List.of("alpha"));

    assertNotEquals(both, alphaOnly);
    assertEquals(List.of(), betaFiles(site.configGeneration(alphaOnly)));
    assertTrue(
        site.manifest(alphaOnly).keySet().stream().noneMatch(path -> path.contains(".beta.")),
        site.manifest(alphaOnly).toString());
    JsonNode repositories = Site.read(site.launcherJson()).get("repositories");
    assertEquals(1, repositories.size(), repositories.toString());
    assertEquals(
        List.of("external-context.beta.json", "system-settings.beta.json"),
        betaFiles(site.configGeneration(both)));
    Outcome verify = site.verify();
    assertEquals(0, verify.exitCode(), verify.toString());

    Outcome back = site.rollback("previous");

    assertEquals(0, back.exitCode(), back.toString());
    assertEquals(both, Healthy.current(site, "after rollback --to previous"));
    assertEquals(2, Site.read(site.launcherJson()).get("repositories").size());
    assertBoundTo(site, site.configGeneration(both), "beta", true);
    Outcome again = site.verify();
    assertEquals(0, again.exitCode(), again.toString());
    assertTrue(again.stderr().contains("workspace of beta"), again.toString());
  }

  @Test
  void rollbackToReadOnlyTakesTheWriteCapabilityFromEveryRepository() throws IOException {
    Site site = kit.newSite();
    String writing = installed(site, "plan.json", "mem0-write", List.of("alpha", "beta", "gamma"));

    Outcome readOnly = site.rollback("read-only");

    assertEquals(0, readOnly.exitCode(), readOnly.toString());
    String id = Healthy.current(site, "after rollback --to read-only");
    assertNotEquals(writing, id);
    Path config = site.configGeneration(id);
    assertFalse(Files.exists(config.resolve("user-settings.json")));
    for (String name : List.of("alpha", "beta", "gamma")) {
      assertBoundTo(site, config, name, false);
      String settings = Files.readString(config.resolve("system-settings." + name + ".json"));
      assertFalse(settings.contains("context_remember"), settings);
      assertFalse(settings.contains("hook.jar"), settings);
      assertFalse(settings.contains("PreToolUse"), settings);
    }
    Outcome verify = site.verify();
    assertEquals(0, verify.exitCode(), verify.toString());
    assertTrue(verify.stderr().contains("workspace of gamma"), verify.toString());
  }

  @Test
  void uninstallRemovesEveryRepositorysFilesOfEveryGeneration() {
    Site site = kit.newSite();
    Path both = site.repositoriesPlan("both.json", "mem0-write", BOTH);
    Path alpha = site.repositoriesPlan("alpha.json", "mem0-read-only", List.of("alpha"));
    TreeSnapshot before = site.snapshot().withoutRoot();
    assertEquals(0, site.install(both).exitCode());
    assertEquals(0, site.install(alpha).exitCode());

    Outcome uninstall = site.uninstall();

    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    assertTrue(uninstall.stderr().contains("system-settings.beta.json"), uninstall.toString());
    assertEquals("", before.differences(site.snapshot().withoutRoot()));
  }

  @Test
  void workspaceOptionIsRefusedForAPlanThatListsRepositories() {
    Site site = kit.newSite();
    Path both = site.repositoriesPlan("both.json", "mem0-write", BOTH);
    TreeSnapshot before = site.snapshot().withoutRoot();

    Outcome install = site.install(both, "--workspace", site.repository("alpha").toString());

    assertEquals(3, install.exitCode(), install.toString());
    assertTrue(
        install.stderr().contains("both.json:/repositories: error: lists the repositories, so"),
        install.toString());
    assertEquals("", before.differences(site.snapshot().withoutRoot()));
  }

  /**
   * Repository {@code name}'s files in {@code config}: the MCP server runs in its root, reads its
   * own config, which holds its app id and key variable; the write parts only when {@code write}.
   */
  private static void assertBoundTo(Site site, Path config, String name, boolean write) {
    Path settingsFile = config.resolve("system-settings." + name + ".json");
    Path contextFile = config.resolve("external-context." + name + ".json");
    JsonNode settings = Site.read(settingsFile);
    assertEquals(site.repository(name).toString(), settings.at(SERVER + "/cwd").asText());
    assertEquals(
        contextFile.toString(), settings.at(SERVER + "/env/QWEN_EXTERNAL_CONTEXT_CONFIG").asText());
    assertEquals(write, settings.at("/permissions/ask").isArray(), settingsFile.toString());
    assertEquals(write, settings.has("hooks"), settingsFile.toString());
    JsonNode context = Site.read(contextFile);
    assertEquals(name + "-memory", context.at("/provider/appId").asText());
    assertEquals(Plans.credentialEnv(name), context.at("/provider/apiKeyEnv").asText());
    assertEquals(write, context.has("write"), contextFile.toString());
  }

  private static String installed(Site site, String plan, String profile, List<String> names) {
    Outcome install = site.install(site.repositoriesPlan(plan, profile, names));
    assertEquals(0, install.exitCode(), install.toString());
    return Healthy.current(site, "after installing " + plan);
  }

  private static List<String> betaFiles(Path config) throws IOException {
    return names(config).stream().filter(name -> name.contains(".beta.")).toList();
  }

  private static List<String> names(Path folder) throws IOException {
    try (Stream<Path> list = Files.list(folder)) {
      return list
          .map(path -> path.getFileName().toString())
          .collect(java.util.stream.Collectors.toCollection(TreeSet::new))
          .stream()
          .toList();
    }
  }
}
