package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.process.ProgramRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Runs the pinned Qwen's {@code --version} with the pinned node, Qwen's environment and the
 * workspace as working directory, and expects the pinned version.
 */
final class QwenVersionProof {

  private static final String POINTER = "/runtimes/qwenVersion";

  private QwenVersionProof() {}

  /**
   * Runs the pinned {@code runtimes}' Qwen for its version, in the repository root {@code root}.
   */
  static DoctorLine run(
      LauncherConfig.Runtimes runtimes, String root, Map<String, String> childEnv, Duration limit) {
    Path workspace = Path.of(root);
    if (!Files.isDirectory(workspace)) {
      return DoctorLine.fail(
          Doctor.QWEN_VERSION,
          "cannot start",
          List.of(Diagnostic.io(root, "the workspace does not exist")));
    }
    ProgramRun.Outcome outcome =
        ProgramRun.run(
            List.of(runtimes.node(), runtimes.qwenCli(), "--version"),
            childEnv,
            workspace,
            new byte[0],
            limit);
    if (outcome instanceof ProgramRun.NotStarted notStarted) {
      return fail("the pinned node cannot be started: " + notStarted.reason());
    }
    if (outcome instanceof ProgramRun.TimedOut) {
      return fail(
          "the pinned Qwen did not print its version within "
              + limit.toSeconds()
              + " s; it was stopped");
    }
    ProgramRun.Exited exited = (ProgramRun.Exited) outcome;
    if (exited.code() != 0) {
      return fail("the pinned Qwen's --version exited with code " + exited.code());
    }
    String version = exited.stdout().strip();
    if (!version.equals(runtimes.qwenVersion())) {
      return fail(
          "the pinned Qwen reports version "
              + (version.isEmpty() ? "nothing" : Printable.line(version))
              + "; the policy pins "
              + runtimes.qwenVersion());
    }
    return DoctorLine.ok(Doctor.QWEN_VERSION, "Qwen Code " + version);
  }

  private static DoctorLine fail(String message) {
    return DoctorLine.fail(
        Doctor.QWEN_VERSION,
        "the pinned Qwen does not run as pinned",
        List.of(Diagnostic.policy(KitFiles.LAUNCHER, POINTER, message)));
  }
}
