package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.launcher.environment.ChildEnvironment;
import io.qwenmanaged.launcher.session.SessionCredential;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.Secret;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.start.CheckOutcome;
import io.qwenmanaged.policy.start.ReadyStart;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartContext;
import io.qwenmanaged.policy.start.StartReport;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code qwen-managed doctor}: every start check, then — only when they all pass — the CA
 * certificates the plan adds to the runtimes' own roots ({@link CaCertificateLines}) and the chain
 * proven the way Qwen will run it (the kit's MCP server lists the profile's tools, the confirmation
 * hook asks, the auto-recall hook adds nothing to a prompt from outside the repository, the pinned
 * Qwen reports the pinned version), then what the managed Qwen ignores of the repository's own Qwen
 * configuration (and what of it the plan allows) and what the developer's QWEN_HOME holds — all for
 * the managed repository the context chooses (its root, settings and credential). Qwen itself and
 * its terminal UI are never started; no provider request is made; the credential never appears in
 * the report. The chain's JVMs start from the pinned settings' commands, which carry the trust
 * store's flags whenever the plan names CA certificates (the start checks compare those commands
 * with the ones {@code launcher.json} implies).
 */
public final class Doctor {

  /** The line of a plan without CA certificates (each one has a line of its own). */
  public static final String CA_CERTIFICATES = "CA certificates";

  /** The line of the kit's MCP server. */
  public static final String MCP_SERVER = "mcp server";

  /** The line of the confirmation hook (write profile only). */
  public static final String HOOK = "confirmation hook";

  /** The line of the auto-recall hook (repositories with auto-recall only). */
  public static final String RECALL = "auto-recall hook";

  /** The line of the pinned Qwen's version. */
  public static final String QWEN_VERSION = "qwen version";

  /** The reason of the repository line when the working directory is in none of them. */
  static final String OUTSIDE_EVERY_REPOSITORY =
      "not inside a managed repository (qwen-managed doctor --all checks every one)";

  private Doctor() {}

  /**
   * Runs every start check without starting Qwen, hashing every installed file, then proves the
   * chain the way Qwen will run it, with the given time limits for the chain's processes.
   */
  public static DoctorReport run(
      StartContext context, Map<String, String> callerEnvironment, DoctorLimits limits) {
    return run(context, callerEnvironment, limits, ContentProof.HASH_EVERY_FILE);
  }

  /**
   * {@link #run(StartContext, Map, DoctorLimits)} proving the listed files' content as {@code
   * proof} says.
   */
  public static DoctorReport run(
      StartContext context,
      Map<String, String> callerEnvironment,
      DoctorLimits limits,
      ContentProof proof) {
    return run(context, callerEnvironment, limits, proof, FileFacts.local());
  }

  /**
   * {@link #run(StartContext, Map, DoctorLimits, ContentProof)} reading files through {@code
   * files}.
   */
  static DoctorReport run(
      StartContext context,
      Map<String, String> callerEnvironment,
      DoctorLimits limits,
      ContentProof proof,
      FileFacts files) {
    StartReport start = StartChecks.run(context, files, proof);
    List<DoctorLine> lines = new ArrayList<>();
    for (CheckOutcome check : start.checks()) {
      lines.add(line(check, start));
    }
    Optional<CaCertificateLines.Found> authorities =
        start.ready().map(ready -> CaCertificateLines.of(ready.installation(), Instant.now()));
    authorities.ifPresent(found -> lines.addAll(found.lines()));
    start.ready().ifPresent(ready -> lines.addAll(chain(ready, callerEnvironment, limits)));
    lines.addAll(ConfigurationLines.repository(start.repositoryIgnored()));
    start.ready().ifPresent(ready -> lines.addAll(ConfigurationLines.qwenHome(ready.qwenHome())));
    DoctorReport report =
        new DoctorReport(
            lines, start.repository(), authorities.map(CaCertificateLines.Found::certificates));
    return start.ready().map(ready -> redacted(report, ready)).orElse(report);
  }

  /**
   * {@code report} without the Mem0 key, nor the governed model's key (a model key too short to be
   * hidden without mangling the report is left to the endpoint to refuse; the warning about a short
   * key is the memory's).
   */
  private static DoctorReport redacted(DoctorReport report, ReadyStart ready) {
    DoctorReport redacted = Redaction.apply(report, ready.credential().reveal());
    return ready
        .modelCredential()
        .map(Secret::reveal)
        .filter(key -> key.codePointCount(0, key.length()) >= Redaction.SHORTEST_KEY)
        .map(key -> Redaction.apply(redacted, key))
        .orElse(redacted);
  }

  private static DoctorLine line(CheckOutcome check, StartReport start) {
    if (check.name().equals(StartChecks.MODEL_ENDPOINT)) {
      return ModelEndpointLine.of(check, start.model());
    }
    boolean repository = check.name().equals(StartChecks.REPOSITORY);
    if (check.ok()) {
      String chosen =
          repository ? start.repository().map(LauncherConfig.Repository::label).orElse("") : "";
      return DoctorLine.ok(check.name(), chosen);
    }
    int count = check.problems().size();
    String reason =
        repository ? OUTSIDE_EVERY_REPOSITORY : count + (count == 1 ? " problem" : " problems");
    return DoctorLine.fail(check.name(), reason, check.problems());
  }

  /**
   * The chain, with the key handed over as in a session: in a credential file of its own, here in a
   * temporary folder (the developer's folders are left as they are), removed when the proofs end.
   */
  private static List<DoctorLine> chain(
      ReadyStart ready, Map<String, String> callerEnvironment, DoctorLimits limits) {
    SessionCredential.Opened opened = SessionCredential.openTemporary(ready.credential());
    if (opened instanceof SessionCredential.Failed failed) {
      Diagnostic problem = Diagnostic.io(failed.where(), failed.reason());
      return List.of(
          DoctorLine.fail(MCP_SERVER, "the key cannot be handed over", List.of(problem)));
    }
    try (SessionCredential credential = ((SessionCredential.Ready) opened).credential()) {
      return proofs(
          ready, ChildEnvironment.of(ready, callerEnvironment, credential.file()), limits);
    }
  }

  private static List<DoctorLine> proofs(
      ReadyStart ready, Map<String, String> childEnv, DoctorLimits limits) {
    LauncherConfig installation = ready.installation();
    LauncherConfig.Repository repository = ready.repository();
    Path workspace = Path.of(repository.workspace());
    List<DoctorLine> lines = new ArrayList<>();
    ChainSettings.Read read = ChainSettings.read(Path.of(repository.systemSettings()));
    if (read instanceof ChainSettings.Unreadable unreadable) {
      List<Diagnostic> problems = List.of(unreadable.problem());
      lines.add(DoctorLine.fail(MCP_SERVER, "the pinned settings cannot be read", problems));
    } else {
      ChainSettings settings = ((ChainSettings.Found) read).settings();
      lines.add(
          McpProof.run(
              settings.server(), childEnv, workspace, installation.profile(), limits.mcpServer()));
      if (installation.profile().write()) {
        lines.add(HookProof.run(settings.hook(), childEnv, workspace, limits.hook()));
      }
      if (repository.autoRecallConfig().isPresent()) {
        lines.add(RecallProof.run(settings.recall(), childEnv, workspace, limits.hook()));
      }
    }
    lines.add(
        QwenVersionProof.run(
            installation.runtimes(), repository.workspace(), childEnv, limits.qwenVersion()));
    return lines;
  }
}
