package io.qwenmanaged.policy.start;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.json.JsonFile;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The pinned runtimes are there: java (and env on POSIX) for the kit's JVMs, node and the Qwen CLI
 * entry; and the Qwen package the entry belongs to — its {@code package.json}, next to {@code
 * cli.js} — is the pinned version.
 */
final class RuntimeCheck {

  static final String PACKAGE_JSON = "package.json";
  static final String VERSION = "Qwen Code %s is installed; the policy pins %s";
  static final String NO_VERSION = "names no valid version; the policy pins %s";

  /** What a version may look like before it is shown in a message. */
  private static final Pattern SHOWABLE = Pattern.compile("[0-9A-Za-z][0-9A-Za-z.+-]{0,63}");

  /**
   * @param outcome the check's outcome
   * @param paths every runtime path looked at, for the ownership checks
   */
  record Result(CheckOutcome outcome, List<String> paths) {}

  private RuntimeCheck() {}

  static Result run(LauncherConfig config, FileFacts facts) {
    Platform platform = config.platform();
    LauncherConfig.Runtimes runtimes = config.runtimes();
    List<Diagnostic> problems = new ArrayList<>();
    List<String> paths = new ArrayList<>();
    program(facts, platform, runtimes.java(), "/runtimes/java", problems, paths);
    runtimes
        .env()
        .ifPresent(env -> program(facts, platform, env, "/runtimes/env", problems, paths));
    program(facts, platform, runtimes.node(), "/runtimes/node", problems, paths);
    paths.add(runtimes.qwenCli());
    Executables.problem(
            facts, platform, runtimes.qwenCli(), false, "launcher.json's /runtimes/qwenCli")
        .ifPresent(problems::add);
    String packageJson =
        platform.join(Locations.parent(platform, runtimes.qwenCli()), PACKAGE_JSON);
    paths.add(packageJson);
    version(facts, packageJson, runtimes.qwenVersion()).ifPresent(problems::add);
    return new Result(new CheckOutcome(StartChecks.RUNTIMES, problems), List.copyOf(paths));
  }

  private static void program(
      FileFacts facts,
      Platform platform,
      String path,
      String pointer,
      List<Diagnostic> problems,
      List<String> paths) {
    paths.add(path);
    Executables.problem(facts, platform, path, true, "launcher.json's " + pointer)
        .ifPresent(problems::add);
  }

  /** The Qwen package's version against the pin. */
  private static Optional<Diagnostic> version(FileFacts facts, String packageJson, String pinned) {
    JsonFile.Outcome read = JsonFile.read(facts, packageJson, packageJson);
    if (read instanceof JsonFile.Failed failed) {
      return Optional.of(failed.diagnostic());
    }
    JsonNode version = ((JsonFile.Parsed) read).document().path("version");
    if (!version.isTextual() || !SHOWABLE.matcher(version.textValue()).matches()) {
      return Optional.of(
          Diagnostic.policy(packageJson, "/version", String.format(NO_VERSION, pinned)));
    }
    if (!version.textValue().equals(pinned)) {
      return Optional.of(
          Diagnostic.policy(
              packageJson, "/version", String.format(VERSION, version.textValue(), pinned)));
    }
    return Optional.empty();
  }
}
