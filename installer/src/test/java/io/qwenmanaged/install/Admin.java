package io.qwenmanaged.install;

import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs {@link AdminMain#run} with captured streams, as a shell would run the jar, on a host that is
 * no real installation's: a user {@code tester} without a home, an empty environment, no
 * distribution (for {@code generate} and {@code verify} of a folder, which need none).
 */
final class Admin {

  /** The host of these runs. */
  static final AdminHost HOST =
      new AdminHost(
          "tester",
          Path.of("/nonexistent-home"),
          Map.of(),
          Platform.POSIX,
          Path.of("/nonexistent-distribution/lib"),
          FileFacts.local(),
          Clock.fixed(Instant.parse("2026-12-01T09:00:00Z"), ZoneOffset.UTC));

  private Admin() {}

  static Run run(String... args) {
    return TestMachine.run(HOST, args);
  }

  static Run run(InputStream stdin, String... args) {
    return TestMachine.run(HOST, stdin, args);
  }

  /** {@code generate --plan plan --out out [extra...]}, the plan given as the admin typed it. */
  static Run generate(String plan, Path out, String... extra) {
    List<String> args =
        new ArrayList<>(List.of("generate", "--plan", plan, "--out", out.toString()));
    args.addAll(List.of(extra));
    return run(args.toArray(String[]::new));
  }

  /** The write-profile plan fixture, with {@code profile} swapped in, written under {@code dir}. */
  static Path plan(Path dir, String profile) {
    try (InputStream in = Admin.class.getResourceAsStream("mem0-write-plan.json")) {
      String text =
          new String(in.readAllBytes(), StandardCharsets.UTF_8)
              .replace("\"profile\": \"mem0-write\"", "\"profile\": \"" + profile + "\"");
      Path plan = dir.resolve(profile + "-plan.json");
      Files.writeString(plan, text);
      return plan;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
