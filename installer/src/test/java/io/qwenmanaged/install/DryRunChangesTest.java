package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestCas;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.install.testing.Tree;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code install --dry-run} lists each change by file and JSON Pointer, old to new, and changes
 * nothing. Golden files under {@code src/test/resources/io/qwenmanaged/install/dry-run/} hold the
 * expected lines for a person and the {@code changes} array of {@code --json} for each kind of plan
 * change (the machine's folder shown as {@code <root>}, generation ids as {@code <generation>});
 * {@code -Dgolden.update=true} rewrites them from this run, for review in the diff.
 */
@Tag("unit")
class DryRunChangesTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;

  @BeforeEach
  void machine() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
  }

  @Test
  void aChangedPolicyValueIsOneChangeInThePlanAndOneInEachFileCarryingIt() {
    assertGolden("timeout", plan -> plan.put("timeoutMs", 6000));
  }

  @Test
  void anAddedRepositoryIsListedWithWhatItAdds() {
    install(repositories(TestPlans.of(machine, "mem0-write"), "alpha"));
    assertGoldenFromCurrent(
        "repository-added", repositories(TestPlans.of(machine, "mem0-write"), "alpha", "beta"));
  }

  @Test
  void aRemovedRepositoryIsListedWithWhatGoes() {
    install(repositories(TestPlans.of(machine, "mem0-write"), "alpha", "beta"));
    assertGoldenFromCurrent(
        "repository-removed", repositories(TestPlans.of(machine, "mem0-write"), "alpha"));
  }

  @Test
  void anAddedModelEndpointIsListedInThePlanLauncherJsonAndTheSystemSettings() {
    assertGolden(
        "model-added",
        plan -> {
          ObjectNode model = plan.putObject("model").put("baseUrl", "https://llm.example.com/v1");
          model.putArray("models").add("qwen3-coder-plus");
          model.putObject("credential").put("env", "LLM_KEY");
          return plan;
        });
  }

  @Test
  void addedCaCertificatesAreListedAsTheTrustFilesAndTheFlagsThatNameThem() {
    Path ca = TestCas.ca(dir.resolve("pki").resolve("root-ca.pem"), "Dry Run Root");
    assertGolden(
        "ca-certificates-added",
        plan -> {
          ((ObjectNode) plan.get("environment")).putArray("caCertificates").add(ca.toString());
          return plan;
        });
  }

  @Test
  void aChangedProfileListsTheCapabilityItTakesAway() {
    assertGolden("profile", plan -> plan.put("profile", "mem0-read-only"));
  }

  @Test
  void anotherQwenVersionIsRefusedNotListed() {
    ObjectNode plan = TestPlans.of(machine, "mem0-write");
    ((ObjectNode) plan.get("runtimes")).put("qwenVersion", "0.25.0");
    Path written = TestPlans.write(machine, plan, "other-version.json");

    Run run = machine.run("install", "--plan", written.toString(), "--dry-run", "--json");

    assertEquals(3, run.exit(), run.stdout());
    assertEquals(
        "must be 0.24.4: the kit runs only its managed build of Qwen Code, made by its patch set"
            + " for that version",
        run.json().path("diagnostics").path(0).path("message").asText(),
        run.stdout());
  }

  @Test
  void theSamePlanAgainHasNoChanges() {
    Path plan = install(TestPlans.of(machine, "mem0-write"));

    Run run = machine.run("install", "--plan", plan.toString(), "--dry-run", "--json");

    assertEquals("unchanged", run.json().path("result").asText(), run.stdout());
    assertEquals(0, run.json().path("changes").size(), run.stdout());
  }

  @Test
  void aFirstInstallAddsEveryFileWhole() {
    Path plan = TestPlans.written(machine, "mem0-write");

    Run run = machine.run("install", "--plan", plan.toString(), "--dry-run", "--json");

    assertEquals("dry-run", run.json().path("result").asText(), run.stdout());
    assertTrue(run.json().path("changes").size() > 0);
    for (JsonNode change : run.json().path("changes")) {
      assertEquals("added", change.path("kind").asText(), change.toString());
      assertEquals("", change.path("pointer").asText(), change.toString());
    }
    assertFalse(Files.exists(installed.configDir()));
  }

  private void assertGolden(String name, UnaryOperator<ObjectNode> change) {
    install(TestPlans.of(machine, "mem0-write"));
    assertGoldenFromCurrent(name, change.apply(TestPlans.of(machine, "mem0-write")));
  }

  private void assertGoldenFromCurrent(String name, ObjectNode changed) {
    Path plan = TestPlans.write(machine, changed, name + ".json");
    Map<String, String> before = Tree.of(dir);

    Run text = machine.run("install", "--plan", plan.toString(), "--dry-run");
    Run json = machine.run("install", "--plan", plan.toString(), "--dry-run", "--json");

    assertEquals(0, text.exit(), text.stderr());
    assertEquals(before, Tree.of(dir), "a dry run wrote files");
    String lines =
        text.stderr()
            .lines()
            .filter(line -> line.startsWith("~ ") || line.startsWith("+ ") || line.startsWith("- "))
            .map(this::rooted)
            .collect(Collectors.joining("\n", "", "\n"));
    ArrayNode changes = (ArrayNode) json.json().path("changes");
    assertEquals(golden(name + ".txt", lines), lines);
    String pretty = rooted(pretty(changes));
    assertEquals(golden(name + ".json", pretty), pretty);
    assertFalse(lines.contains(TestMachine.class.getName()));
  }

  private String rooted(String text) {
    return text.replace(dir.toString(), "<root>")
        .replaceAll("[0-9]{8}T[0-9]{6}Z-[0-9a-f]+", "<generation>");
  }

  private Path install(ObjectNode plan) {
    Path file = TestPlans.write(machine, plan, "installed-" + System.nanoTime() + ".json");
    Run run = machine.run("install", "--plan", file.toString());
    assertEquals(0, run.exit(), run.stderr());
    return file;
  }

  private ObjectNode repositories(ObjectNode plan, String... names) {
    ObjectNode provider = (ObjectNode) plan.remove("provider");
    plan.remove("workspace");
    ArrayNode repositories = plan.putArray("repositories");
    for (String name : names) {
      Path root = dir.resolve("repos").resolve(name);
      try {
        Files.createDirectories(root);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      ObjectNode repository = repositories.addObject().put("name", name);
      repository.put("path", root.toString());
      ObjectNode own = provider.deepCopy().put("appId", name + "-memory");
      ((ObjectNode) own.get("credential")).put("env", "MEM0_KEY_" + name.toUpperCase());
      repository.set("provider", own);
    }
    return plan;
  }

  private static String pretty(JsonNode node) {
    try {
      return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node) + "\n";
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String golden(String name, String actual) {
    Path source = Path.of("src/test/resources/io/qwenmanaged/install/dry-run").resolve(name);
    if (Boolean.getBoolean("golden.update")) {
      try {
        Files.writeString(source, actual);
        return actual;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    try (InputStream in = DryRunChangesTest.class.getResourceAsStream("dry-run/" + name)) {
      if (in == null) {
        return "(no golden file " + name + ")";
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
