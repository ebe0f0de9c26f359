package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Which repository a start is for, chosen from the working directory: the repository whose real
 * root is the directory's real path or one of its ancestors, name by name, with the platform's case
 * rules; anywhere else a refusal that lists every repository; with one repository, that one
 * wherever the launcher runs.
 */
@Tag("unit")
class RepositoryResolutionTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String ALPHA = "/srv/repo";
  private static final String BETA = Layouts.WORKSPACE;
  private static final Map<String, String> KEYS =
      Map.of("MEM0_KEY_ALPHA", "alpha-key", "MEM0_KEY_BETA", "beta-key");
  private static final String W_ALPHA = "D:\\repos\\pay ments";
  private static final String W_BETA = "D:\\repos\\other";

  /** The golden plan with its workspace and provider replaced by {@code repositories}. */
  private static UnaryOperator<String> repositories(String alpha, String beta) {
    return text -> {
      try {
        ObjectNode plan = (ObjectNode) JSON.readTree(text);
        plan.remove(List.of("workspace", "provider"));
        ArrayNode list = plan.putArray("repositories");
        for (String[] repository : new String[][] {{"alpha", alpha}, {"beta", beta}}) {
          ObjectNode entry = list.addObject().put("name", repository[0]);
          entry.put("path", repository[1]);
          ObjectNode provider =
              entry
                  .putObject("provider")
                  .put("type", "mem0-platform-v3")
                  .put("appId", repository[0] + "-memory");
          provider.putObject("credential").put("env", "MEM0_KEY_" + repository[0].toUpperCase());
        }
        return JSON.writeValueAsString(plan);
      } catch (JsonProcessingException e) {
        throw new UncheckedIOException(e);
      }
    };
  }

  private static FakeFileFacts posix() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root", repositories(ALPHA, BETA));
    return fs.directory(ALPHA + "/src/main/java/deep")
        .directory("/srv/repo-old")
        .directory("/srv/REPO")
        .directory("/home/alice/elsewhere")
        .link("/home/alice/work", ALPHA)
        .link(ALPHA + "/escape", "/home/alice/elsewhere");
  }

  private static StartReport startIn(FakeFileFacts fs, String directory) {
    StartContext context =
        Layouts.posixContext(KEYS).withRepository(new RepositoryChoice.Holding(Path.of(directory)));
    return StartChecks.run(context, fs);
  }

  private static String chosen(StartReport report) {
    return report.repository().flatMap(LauncherConfig.Repository::name).orElse("none");
  }

  private static void assertRefused(StartReport report, String listed) {
    assertEquals(
        List.of(StartChecks.JVM_OPTIONS, StartChecks.POLICY, StartChecks.REPOSITORY),
        report.checks().stream().map(CheckOutcome::name).toList());
    assertEquals(
        List.of(
            new Diagnostic(
                KitFiles.LAUNCHER,
                "/repositories",
                RepositoryResolution.OUTSIDE + listed,
                Diagnostic.Kind.REFUSED)),
        report.problems());
    assertTrue(report.ready().isEmpty());
    assertEquals(Optional.empty(), report.repository());
  }

  @Test
  void theRepositoryRootChoosesThatRepositoryWithItsFilesAndCredential() {
    StartReport report = startIn(posix(), ALPHA);
    assertEquals(List.of(), report.problems());
    LauncherConfig.Repository repository = report.ready().orElseThrow().repository();
    assertEquals(ALPHA, repository.workspace());
    assertEquals("MEM0_KEY_ALPHA", repository.credential().env());
    assertEquals("alpha-key", report.ready().orElseThrow().credential().reveal());
    assertEquals(Layouts.CONFIG + "/system-settings.alpha.json", repository.systemSettings());
    assertEquals(
        Layouts.CONFIG + "/external-context.alpha.json", repository.externalContextConfig());
    assertEquals("alpha", chosen(report));
  }

  @Test
  void aDeepSubdirectoryChoosesItsRepository() {
    assertEquals("alpha", chosen(startIn(posix(), ALPHA + "/src/main/java/deep")));
    StartReport beta = startIn(posix(), BETA);
    assertEquals("beta", chosen(beta));
    assertEquals("beta-key", beta.ready().orElseThrow().credential().reveal());
  }

  @Test
  void aSiblingWithTheRootAsNamePrefixIsInNoRepository() {
    assertRefused(startIn(posix(), "/srv/repo-old"), "alpha (" + ALPHA + "), beta (" + BETA + ")");
  }

  @Test
  void aSymbolicLinkIsResolvedBeforeTheRepositoryIsChosen() {
    assertEquals("alpha", chosen(startIn(posix(), "/home/alice/work/src/main")));
    assertRefused(
        startIn(posix(), ALPHA + "/escape"), "alpha (" + ALPHA + "), beta (" + BETA + ")");
  }

  @Test
  void aDirectoryOutsideEveryRepositoryIsRefusedListingThemAll() {
    assertRefused(
        startIn(posix(), "/home/alice/elsewhere"), "alpha (" + ALPHA + "), beta (" + BETA + ")");
    assertRefused(startIn(posix(), "/srv"), "alpha (" + ALPHA + "), beta (" + BETA + ")");
    assertRefused(startIn(posix(), "/"), "alpha (" + ALPHA + "), beta (" + BETA + ")");
  }

  @Test
  void aDirectoryThatDoesNotExistIsInNoRepository() {
    assertRefused(startIn(posix(), "/srv/gone"), "alpha (" + ALPHA + "), beta (" + BETA + ")");
  }

  @Test
  void posixNamesDifferingOnlyInCaseAreDifferentDirectories() {
    assertRefused(startIn(posix(), "/srv/REPO"), "alpha (" + ALPHA + "), beta (" + BETA + ")");
  }

  @Test
  void windowsComparesWithoutRegardToCaseAndStillNameByName() {
    FakeFileFacts fs =
        Layouts.windows(Layouts.SYSTEM, repositories(W_ALPHA, W_BETA))
            .directory(W_ALPHA + "\\src")
            .directory(W_BETA)
            .directory(W_ALPHA + "-old");
    Map<String, String> environment = new java.util.HashMap<>(Layouts.windowsEnvironment());
    environment.putAll(KEYS);
    StartContext context = Layouts.windowsContext(environment);

    StartReport upper =
        StartChecks.run(
            context.withRepository(
                new RepositoryChoice.Holding(Path.of("d:\\REPOS\\PAY MENTS\\SRC"))),
            fs);
    assertEquals("alpha", chosen(upper));
    assertEquals(List.of(), upper.problems());
    StartReport sibling =
        StartChecks.run(
            context.withRepository(new RepositoryChoice.Holding(Path.of(W_ALPHA + "-old"))), fs);
    assertRefused(sibling, "alpha (" + W_ALPHA + "), beta (" + W_BETA + ")");
  }

  @Test
  void withOneRepositoryItIsChosenWhereverTheLauncherRuns() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").directory("/home/alice/elsewhere");
    StartReport report =
        StartChecks.run(
            Layouts.posixContext(Map.of("MEM0_API_KEY", "k-1"))
                .withRepository(new RepositoryChoice.Holding(Path.of("/home/alice/elsewhere"))),
            fs);
    assertEquals(List.of(), report.problems());
    assertEquals(BETA, report.ready().orElseThrow().repository().workspace());
    assertEquals(Optional.empty(), report.repository().orElseThrow().name());
  }
}
