package io.qwenmanaged.install.exec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.process.ProgramRun;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Proves, before a generation becomes current, that the kit's own processes start from where it is
 * installed: the generation's launcher runs {@code qwen-managed doctor --all} on it — every start
 * check, then the MCP server answering {@code tools/list}, the confirmation hook answering {@code
 * ask}, the auto-recall hook, and the pinned Qwen's {@code --version}, each started exactly as Qwen
 * will start it — with the installing user's home and a stand-in for every key the generation reads
 * ({@link StandInKeys}: never a real key, never sent: listing tools and the hook's decision make no
 * provider request, and doctor never calls the model). Doctor runs as a rehearsal: the install has
 * just hashed every file of the generation and recorded their stat fingerprints, so doctor proves
 * the files as a developer's start does (an unchanged fingerprint vouches for a file) rather than
 * hashing the runtimes a second time at the launcher's start-up compiler speed.
 *
 * <p>Some checks are about the developer's own session rather than the installation (their
 * credential, their Qwen directories, what their repository's Qwen configuration adds). When only
 * those fail for the installing user, doctor cannot go on to start the kit's processes, and the
 * proof is {@link Unproven}: the install goes on and says so.
 */
public final class InstallProof {

  /** Long enough for doctor to start every process of the chain on a busy machine. */
  static final Duration TIMEOUT = Duration.ofSeconds(240);

  /** What the proof found. */
  public sealed interface Outcome permits Proven, Unproven, Broken {}

  /** Every process started and answered as it must. */
  public record Proven() implements Outcome {}

  /**
   * Only checks about the developer's session failed for the installing user, so the processes
   * could not be started; {@code reasons} say which.
   */
  public record Unproven(List<String> reasons) implements Outcome {}

  /** The installation would not work: one diagnostic per problem, as doctor names them. */
  public record Broken(List<Diagnostic> problems) implements Outcome {}

  /**
   * How an install proves a generation: {@link #REAL} on a machine; in-process tests of the admin
   * CLI, whose jars are stand-ins that cannot run, trust every generation instead.
   */
  public interface Runner {

    /**
     * The outcome for the generation of {@code config} staged in place.
     *
     * @param archiveFailures the archives training could not make for the servers and the launcher
     */
    Outcome prove(
        LauncherConfig config,
        Path lib,
        Path launcherJson,
        Path home,
        List<String> serverArchiveFailures,
        List<String> launcherArchiveFailures);
  }

  /**
   * Training and doctor: an archive the servers' training did not make is a problem, and so is the
   * launcher's unless its rehearsal failed only on a check about the developer's own session; then
   * every problem doctor found.
   */
  public static final Runner REAL =
      (config, lib, launcherJson, home, servers, launcher) -> {
        Outcome doctor = run(config, lib.resolve("launcher.jar"), launcherJson, home);
        List<Diagnostic> problems = new ArrayList<>();
        List<String> archives = new ArrayList<>(servers);
        if (!(doctor instanceof Unproven)) {
          archives.addAll(launcher);
        }
        for (String failure : archives) {
          problems.add(Diagnostic.policy(lib.toString(), "", failure));
        }
        if (doctor instanceof Broken broken) {
          problems.addAll(broken.problems());
        }
        return problems.isEmpty() ? doctor : new Broken(problems);
      };

  private InstallProof() {}

  /**
   * Runs the proof.
   *
   * @param config the generation's pins
   * @param launcherJar the generation's installed {@code launcher.jar}
   * @param launcherJson a readable copy of the generation's {@code launcher.json} that its manifest
   *     lists as the one in use
   * @param home the installing user's home directory
   */
  static Outcome run(LauncherConfig config, Path launcherJar, Path launcherJson, Path home) {
    List<String> command = new ArrayList<>();
    command.add(config.runtimes().java());
    command.addAll(KitCommands.LAUNCHER_JVM_FLAGS);
    command.add("-D" + KitCommands.LAUNCHER_CONFIG_PROPERTY + "=" + launcherJson);
    command.add("-D" + KitCommands.LAUNCHER_REHEARSAL_PROPERTY + "=true");
    command.add("-jar");
    command.add(launcherJar.toString());
    command.addAll(List.of("doctor", "--all", "--json"));
    ProgramRun.Outcome outcome =
        ProgramRun.run(
            command,
            StandInKeys.rehearsal(config, home),
            launcherJar.getParent(),
            new byte[0],
            TIMEOUT);
    return judge(outcome, launcherJar);
  }

  static Outcome judge(ProgramRun.Outcome outcome, Path launcherJar) {
    String name = launcherJar.toString();
    if (outcome instanceof ProgramRun.NotStarted notStarted) {
      return broken(name, "the launcher's java could not be started: " + notStarted.reason());
    }
    if (outcome instanceof ProgramRun.TimedOut) {
      return broken(
          name, "qwen-managed doctor did not finish within " + TIMEOUT.toSeconds() + " s");
    }
    ProgramRun.Exited exited = (ProgramRun.Exited) outcome;
    JsonNode report;
    try {
      report = new ObjectMapper().readTree(exited.stdout());
    } catch (IOException e) {
      report = null;
    }
    if (report == null || !report.isObject()) {
      String stderr = exited.stderrLine();
      return broken(
          name,
          "the launcher did not start (exit "
              + exited.code()
              + ")"
              + (stderr.isBlank() ? "" : ": " + stderr.strip()));
    }
    return DoctorVerdict.of(report);
  }

  private static Outcome broken(String file, String message) {
    return new Broken(List.of(Diagnostic.policy(file, "", message)));
  }
}
