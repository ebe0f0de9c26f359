package io.qwenmanaged.tests.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.assertNeverShown;
import static io.qwenmanaged.launcher.doctor.DoctorReports.checks;
import static io.qwenmanaged.launcher.doctor.DoctorReports.human;
import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorAll;
import io.qwenmanaged.launcher.doctor.DoctorLine;
import io.qwenmanaged.launcher.doctor.DoctorOutput;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import io.qwenmanaged.launcher.exit.LauncherExit;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.start.StartChecks;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The doctor of an installation with two repositories, alpha and beta: it checks the one that holds
 * the working directory — its name on the repository line, its settings, working directory and
 * credential for the chain, its root for what the repository adds — refuses outside both, and with
 * {@code --all} checks each in turn from anywhere.
 */
@Tag("jar")
class DoctorRepositoriesTest extends DoctorScenario {

  private Path alpha;
  private Path beta;

  @BeforeEach
  void twoRepositories() {
    layout = DoctorSite.create(DoctorSite.PINNED_VERSION).repositories("alpha", "beta");
    layout.standInJava(StandIns.mcpWrite(layout.base), StandIns.hookAsks(layout.base));
    alpha = layout.repository("alpha");
    beta = layout.repository("beta");
  }

  private DoctorReport doctorIn(Path directory) {
    Map<String, String> caller = layout.callerEnvironment();
    return Doctor.run(layout.context(caller, directory), caller, PATIENT);
  }

  /** {@code doctor --all} from the home directory, outside both repositories. */
  private List<DoctorReport> doctorAll(Map<String, String> caller) {
    return DoctorAll.run(
        layout.context(caller, layout.base.resolve("home")),
        caller,
        PATIENT,
        ContentProof.HASH_EVERY_FILE);
  }

  private List<String> recorded(String name) throws IOException {
    return Files.readAllLines(layout.file(name));
  }

  @Test
  void inADeepSubdirectoryItChecksThatRepositoryAndProvesItsChain() throws IOException {
    Path deep = Files.createDirectories(beta.resolve("src/main/deep"));
    DoctorReport report = doctorIn(deep);

    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals(
        Stream.concat(
                StartChecks.NAMES.stream(),
                Stream.of(
                    Doctor.CA_CERTIFICATES, Doctor.MCP_SERVER, Doctor.HOOK, Doctor.QWEN_VERSION))
            .toList(),
        checks(report));
    assertEquals("beta (" + beta + ")", line(report, StartChecks.REPOSITORY).reason());
    assertEquals(beta.toRealPath().toString(), recorded("mcp-cwd").get(0));
    assertEquals(beta.toRealPath().toString(), recorded("hook-cwd").get(0));
    List<String> env = recorded("mcp-env");
    assertFalse(env.stream().anyMatch(v -> v.startsWith("MEM0_KEY_BETA=")), env::toString);
    assertTrue(
        env.stream().anyMatch(v -> v.startsWith(ManagedServer.CREDENTIAL_FILE_ENV + "=/")),
        env::toString);
    assertTrue(
        env.contains(
            ManagedServer.CONFIG_ENV + "=" + layout.policyFile("external-context.beta.json")),
        env::toString);
    assertTrue(
        env.contains(
            "QWEN_CODE_SYSTEM_SETTINGS_PATH=" + layout.policyFile("system-settings.beta.json")),
        env::toString);
    assertFalse(
        env.stream().anyMatch(variable -> variable.startsWith("MEM0_KEY_ALPHA=")),
        "the MCP server got alpha's credential");
    assertNeverShown(report, DoctorSite.CANARY);
  }

  @Test
  void outsideEveryRepositoryItRefusesListingThemAndRunsNothing() throws IOException {
    Path sibling = Files.createDirectories(layout.base.resolve("repos/alpha-old"));
    DoctorReport report = doctorIn(sibling);

    assertEquals(
        List.of(StartChecks.JVM_OPTIONS, StartChecks.POLICY, StartChecks.REPOSITORY),
        checks(report));
    DoctorLine repository = line(report, StartChecks.REPOSITORY);
    assertEquals(
        "not inside a managed repository (qwen-managed doctor --all checks every one)",
        repository.reason());
    Diagnostic problem = onlyProblem(repository);
    assertEquals(Diagnostic.Kind.REFUSED, problem.kind());
    assertTrue(
        problem.message().endsWith("alpha (" + alpha + "), beta (" + beta + ")"),
        problem.message());
    assertEquals(LauncherExit.REFUSED, LauncherExit.of(report.problems()));
    assertFalse(Files.exists(layout.file("mcp-env")), "the MCP server was started");
    assertFalse(Files.exists(layout.file("node-ran")), "node was run");
  }

  @Test
  void whatARepositoryAddsIsLookedForInTheChosenRepositorysRoot() {
    DoctorSite.write(beta.resolve(".env"), "BETA_ONLY=" + DoctorSite.CANARY + "\n", false);

    String ignored = StartChecks.REPOSITORY_CONFIG + " ignored";
    DoctorReport inBeta = doctorIn(beta);
    assertEquals(beta.resolve(".env") + ": Qwen does not load it", line(inBeta, ignored).reason());
    DoctorReport inAlpha = doctorIn(alpha);
    assertTrue(
        inAlpha.lines().stream().noneMatch(line -> line.check().equals(ignored)),
        () -> human(inAlpha));
  }

  @Test
  void allChecksEveryRepositoryInTurnFromAnyDirectory() throws IOException {
    Map<String, String> caller = layout.callerEnvironment();
    caller.remove(DoctorSite.credentialEnv("beta"));
    List<DoctorReport> reports = doctorAll(caller);

    assertEquals(2, reports.size());
    assertEquals("alpha (" + alpha + ")", line(reports.get(0), StartChecks.REPOSITORY).reason());
    assertEquals(List.of(), reports.get(0).problems(), () -> human(reports.get(0)));
    assertEquals("beta (" + beta + ")", line(reports.get(1), StartChecks.REPOSITORY).reason());
    assertEquals(
        "$MEM0_KEY_BETA: error: is not set or empty",
        onlyProblem(line(reports.get(1), StartChecks.CREDENTIAL)).render());

    String text = printed(reports, false);
    assertTrue(text.startsWith("== repository alpha (" + alpha + ")\nok   JVM options\n"), text);
    assertTrue(text.contains("\n\n== repository beta (" + beta + ")\nok   JVM options\n"), text);
    assertTrue(text.contains("FAIL credential: 1 problem\n"), text);
    assertFalse(text.contains(DoctorSite.CANARY), text);

    JsonNode document = new ObjectMapper().readTree(printed(reports, true));
    assertFalse(document.get("ok").booleanValue());
    assertEquals("alpha", document.at("/repositories/0/name").textValue());
    assertEquals(alpha.toString(), document.at("/repositories/0/path").textValue());
    assertTrue(document.at("/repositories/0/ok").booleanValue());
    assertEquals("beta", document.at("/repositories/1/name").textValue());
    assertFalse(document.at("/repositories/1/ok").booleanValue());
    assertEquals(2, document.get("repositories").size());
  }

  /**
   * {@code --all} hashes each installed file once for the whole run, and again for a later
   * repository only when the file changed since: here the first repository's hook appends to an
   * installed file after that repository's files were proved, and the second repository's report
   * names it.
   */
  @Test
  void allNamesAFileChangedAfterAnEarlierRepositorysCheckInTheLaterReport() throws IOException {
    Path defaults = layout.policyFile("system-defaults.json");
    layout.replayJava(
        StandIns.mcpWrite(layout.base),
        "printf ' ' >> '" + defaults + "'\n" + StandIns.hookAsks(layout.base));
    Map<String, String> caller = layout.callerEnvironment();

    List<DoctorReport> reports = doctorAll(caller);

    assertEquals(2, reports.size());
    assertEquals(List.of(), reports.get(0).problems(), () -> human(reports.get(0)));
    assertTrue(
        reports.get(1).problems().stream()
            .anyMatch(
                problem ->
                    problem.file().equals(defaults.toString())
                        && problem.message().startsWith("has changed since it was installed")),
        () -> human(reports.get(1)));
  }

  private static String printed(List<DoctorReport> reports, boolean json) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DoctorOutput.printAll(reports, json, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
  }
}
