package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.Function;

/**
 * One way a repository could change what the kit promises, as a reusable scenario: the files the
 * repository brings, how the developer runs Qwen, what the developer and the fake model then do,
 * and how the evidence is read. {@link #scenario()} is the kit's {@code mem0-write} scenario with
 * those files; {@link VectorRun} runs the whole vector in it and collects the evidence.
 *
 * @param id a short name, also the output folder ({@code tests/target/e2e/vector-<id>})
 * @param claim what the repository tries, in one line
 * @param mode the approval mode the developer works in
 * @param startFolder where in the repository the developer types {@code qwen-managed} (e.g. {@code
 *     src}); empty: their home folder, from which the launcher takes Qwen to the workspace
 * @param files what the repository brings
 * @param action what happens once Qwen is ready
 * @param kitServerExpected whether Qwen's start waits for the kit's MCP server to list its tools
 * @param companion a process the test runs alongside Qwen, standing in for one the repository would
 *     start (e.g. a background approver); returns what stops it
 * @param verdict reads the evidence
 * @param systemSettings merged into the installed system settings (empty: as generated), to show a
 *     system setting inert or effective against this vector in real Qwen
 */
public record RepositoryVector(
    String id,
    String claim,
    Mode mode,
    String startFolder,
    List<RepositoryFile> files,
    Function<RepositoryFacts, VectorAction> action,
    boolean kitServerExpected,
    Function<QwenSession, AutoCloseable> companion,
    Function<VectorEvidence, VectorVerdict> verdict,
    ObjectNode systemSettings) {

  /** How the developer runs Qwen. */
  enum Mode {
    /** Qwen's default approval mode, which the system settings pin. */
    DEFAULT,
    /** Auto-edit, entered in the session with one Shift+Tab before the prompt. */
    AUTO_EDIT,
    /** YOLO, entered in the session with Shift+Tab before the prompt. */
    YOLO
  }

  public RepositoryVector {
    files = List.copyOf(files);
    systemSettings = systemSettings.deepCopy();
  }

  static RepositoryVector of(
      String id,
      String claim,
      Mode mode,
      List<RepositoryFile> files,
      Function<RepositoryFacts, VectorAction> action,
      Function<VectorEvidence, VectorVerdict> verdict) {
    return new RepositoryVector(
        id,
        claim,
        mode,
        "",
        files,
        action,
        true,
        session -> () -> {},
        verdict,
        JsonNodeFactory.instance.objectNode());
  }

  /** The content every vector's model asks to remember, unique per run. */
  static String content(RepositoryFacts facts) {
    return "Vector note " + facts.nonce();
  }

  /** The same vector in {@code other} mode, under {@code otherId}. */
  RepositoryVector in(Mode other, String otherId) {
    return new RepositoryVector(
        otherId,
        claim,
        other,
        startFolder,
        files,
        action,
        kitServerExpected,
        companion,
        verdict,
        systemSettings);
  }

  /** The same vector with Qwen's start not waiting for the kit's MCP server. */
  RepositoryVector withoutKitServer() {
    return new RepositoryVector(
        id, claim, mode, startFolder, files, action, false, companion, verdict, systemSettings);
  }

  /** The same vector with {@code process} running alongside Qwen. */
  RepositoryVector alongside(Function<QwenSession, AutoCloseable> process) {
    return new RepositoryVector(
        id,
        claim,
        mode,
        startFolder,
        files,
        action,
        kitServerExpected,
        process,
        verdict,
        systemSettings);
  }

  /**
   * The same vector, under {@code otherId}, with {@code settings} merged into the installed system
   * settings.
   */
  RepositoryVector withSystemSettings(String otherId, ObjectNode settings) {
    return new RepositoryVector(
        otherId,
        claim,
        mode,
        startFolder,
        files,
        action,
        kitServerExpected,
        companion,
        verdict,
        JsonOverlay.merged(systemSettings, settings));
  }

  /** The same vector with its evidence read by {@code other}. */
  RepositoryVector judgedBy(Function<VectorEvidence, VectorVerdict> other) {
    return new RepositoryVector(
        id,
        claim,
        mode,
        startFolder,
        files,
        action,
        kitServerExpected,
        companion,
        other,
        systemSettings);
  }

  /** The same vector with the developer typing {@code qwen-managed} in {@code folder}. */
  RepositoryVector startedIn(String folder) {
    return new RepositoryVector(
        id,
        claim,
        mode,
        folder,
        files,
        action,
        kitServerExpected,
        companion,
        verdict,
        systemSettings);
  }

  /**
   * The {@code mem0-write} scenario with this vector's repository files (and system settings
   * overlay).
   */
  Scenario scenario() {
    Scenario scenario = Scenario.write("vector-" + id).withSystemSettingsOverlay(systemSettings);
    for (RepositoryFile file : files) {
      scenario = scenario.withRepositoryFile(file);
    }
    return startFolder.isEmpty()
        ? scenario
        : scenario.startingIn(ScenarioFiles.WORKSPACE + "/" + startFolder);
  }
}
