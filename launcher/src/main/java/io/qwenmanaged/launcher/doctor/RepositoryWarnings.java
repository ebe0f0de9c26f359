package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.files.BoundedFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the repository itself adds to a session, as {@code warn} lines: the variables of its {@code
 * .env} and {@code .qwen/.env} (names only, never values) and what its {@code .qwen/settings.json}
 * adds (see {@link RepositorySettings}). The kit's own processes are protected against these; the
 * developer should still know they are there.
 */
final class RepositoryWarnings {

  /** A loader switch that makes the kit's hook block every memory write. */
  static final String SHOW_AUXV = "LD_SHOW_AUXV";

  /** A loader switch that stops every program, the kit's MCP server included, before it runs. */
  static final String TRACE_LOADED_OBJECTS = "LD_TRACE_LOADED_OBJECTS";

  private RepositoryWarnings() {}

  /** The warnings for the repository at {@code workspace}; empty when it adds nothing. */
  static List<DoctorLine> of(Path workspace) {
    List<DoctorLine> lines = new ArrayList<>();
    Path qwenEnv = workspace.resolve(".qwen").resolve(".env");
    String shadowed =
        Files.exists(qwenEnv) ? " (Qwen reads .qwen/.env instead while that file exists)" : "";
    envFile(workspace.resolve(".env"), ".env", shadowed, lines);
    envFile(qwenEnv, ".qwen/.env", "", lines);
    RepositorySettings.warnings(workspace.resolve(".qwen").resolve("settings.json"), lines);
    return lines;
  }

  /** The reason of a warning about variables the repository sets. */
  static String variables(List<String> names) {
    return "sets "
        + Printable.names(names)
        + " for Qwen and every process it starts, unless the launcher already sets them"
        + " (values not shown)";
  }

  /** The extra warnings for loader switches among {@code names}, set by {@code source}. */
  static void loaderSwitches(String source, List<String> names, List<DoctorLine> lines) {
    if (names.contains(SHOW_AUXV)) {
      lines.add(
          DoctorLine.warn(
              "repository " + source + ": " + SHOW_AUXV,
              "the kit's hook blocks every memory write while it is set (the dynamic loader"
                  + " would print ahead of the hook's answer)"));
    }
    if (names.contains(TRACE_LOADED_OBJECTS)) {
      lines.add(
          DoctorLine.warn(
              "repository " + source + ": " + TRACE_LOADED_OBJECTS,
              "the kit's MCP server cannot start while it is set (every program stops after"
                  + " listing its libraries), so the session has no memory tools"));
    }
  }

  /** The contents of an optional repository file; a warning when it exists but is not read. */
  static Optional<String> read(Path file, String shownAs, List<DoctorLine> lines) {
    if (!Files.exists(file) || Files.isDirectory(file)) {
      return Optional.empty();
    }
    BoundedFile.Outcome outcome = BoundedFile.read(file, shownAs);
    if (outcome instanceof BoundedFile.Read read) {
      return Optional.of(new String(read.bytes(), StandardCharsets.UTF_8));
    }
    String why = ((BoundedFile.Failed) outcome).diagnostic().message();
    lines.add(DoctorLine.warn("repository " + shownAs, why + "; doctor cannot tell what it adds"));
    return Optional.empty();
  }

  private static void envFile(Path file, String shownAs, String note, List<DoctorLine> lines) {
    Optional<String> content = read(file, shownAs, lines);
    if (content.isEmpty()) {
      return;
    }
    List<String> names = DotEnvNames.of(content.get());
    if (names.isEmpty()) {
      return;
    }
    lines.add(DoctorLine.warn("repository " + shownAs, variables(names) + note));
    loaderSwitches(shownAs, names, lines);
  }
}
