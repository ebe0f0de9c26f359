package io.qwenmanaged.install.exec;

import io.qwenmanaged.policy.model.Utf8Locale;
import io.qwenmanaged.policy.process.ProgramRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One training run: a kit JVM started with its archive's training flag, fed its sample input, and
 * judged by the archive it leaves. Its locale is UTF-8, as every kit JVM's is (a JVM could not open
 * a path with a non-ASCII letter otherwise).
 */
final class TrainingRun {

  /** Long enough for a JVM start, an archive's assembly and exit on a busy machine. */
  static final Duration TIMEOUT = Duration.ofSeconds(180);

  private TrainingRun() {}

  /**
   * Runs {@code command} in {@code directory} with {@code environment} and {@code stdin}; the line
   * saying why {@code archive} was not made for {@code name}, or empty when it was.
   */
  static Optional<String> failure(
      String name,
      Path archive,
      List<String> command,
      Map<String, String> environment,
      String stdin,
      Path directory) {
    Map<String, String> withLocale = new HashMap<>(environment);
    withLocale.put("LC_ALL", Utf8Locale.NAME);
    ProgramRun.Outcome result =
        ProgramRun.run(
            command, withLocale, directory, stdin.getBytes(StandardCharsets.UTF_8), TIMEOUT);
    if (result instanceof ProgramRun.TimedOut) {
      return Optional.of(name + ": archive training timed out");
    }
    if (result instanceof ProgramRun.NotStarted) {
      return Optional.of(name + ": java could not be started for archive training");
    }
    if (!Files.isRegularFile(archive)) {
      return Optional.of(name + ": archive training wrote no archive");
    }
    return Optional.empty();
  }
}
