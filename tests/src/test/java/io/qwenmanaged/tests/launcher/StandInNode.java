package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.fail;

import io.qwenmanaged.policy.model.ManagedServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pinned {@code node} of an {@link LauncherSite}: a shell script that records exactly how the
 * launcher started it (its command line and environment from {@code /proc}, working directory,
 * whether stdin and stdout are terminals, the signals it started with ignored), then does what the
 * test asked: exit with a code, kill itself with a signal, or wait for signals. A waiting stand-in
 * records each INT, HUP or TERM it receives and exits with 100 + the signal's number (102, 101,
 * 115), so the launcher's exit code also tells which signal reached it.
 */
final class StandInNode {

  static final int EXIT_ON_INT = 102;
  static final int EXIT_ON_HUP = 101;
  static final int EXIT_ON_TERM = 115;

  private final Path record;

  StandInNode(Path record) {
    this.record = record;
  }

  /** Writes the script to {@code node}, executable. */
  void install(Path node) throws IOException {
    String script =
        "#!/bin/sh\n"
            + "# Stands in for node: records how the launcher started it, then does what mode"
            + " says.\n"
            + "last=\n"
            + "for argument in \"$@\"; do last=$argument; done\n"
            + "if [ \"$last\" = --version ]; then echo "
            + LauncherSite.QWEN_VERSION
            + "; exit 0; fi\n"
            + "r="
            + quoted(record.toString())
            + "\n"
            + "/bin/cat /proc/$$/cmdline > \"$r/cmdline\"\n"
            + "/bin/cat /proc/$$/environ > \"$r/environ\"\n"
            + "/bin/readlink /proc/$$/cwd > \"$r/cwd\"\n"
            + "k=\"$"
            + ManagedServer.CREDENTIAL_FILE_ENV
            + "\"\n"
            + "if [ -n \"$k\" ] && [ -f \"$k\" ]; then\n"
            + "  /bin/cat \"$k\" > \"$r/credential\"\n"
            + "  /usr/bin/stat -c '%a %U' \"$k\" \"${k%/*}\" > \"$r/credential-modes\"\n"
            + "fi\n"
            + "if [ -t 0 ]; then i=terminal; else i=other; fi\n"
            + "if [ -t 1 ]; then o=terminal; else o=other; fi\n"
            + "printf 'stdin=%s\\nstdout=%s\\n' \"$i\" \"$o\" > \"$r/terminal\"\n"
            + "/bin/grep '^SigIgn:' /proc/$$/status > \"$r/sigign\"\n"
            + "mode=exit-0\n"
            + "if [ -f \"$r/mode\" ]; then mode=$(/bin/cat \"$r/mode\"); fi\n"
            + "sleeper=\n"
            + "on() { echo \"$1\" >> \"$r/signals\";"
            + " if [ -n \"$sleeper\" ]; then kill \"$sleeper\"; fi; exit \"$2\"; }\n"
            + "trap 'on INT "
            + EXIT_ON_INT
            + "' INT\n"
            + "trap 'on HUP "
            + EXIT_ON_HUP
            + "' HUP\n"
            + "trap 'on TERM "
            + EXIT_ON_TERM
            + "' TERM\n"
            + ": > \"$r/started\"\n"
            + "case \"$mode\" in\n"
            + "  exit-*) exit \"${mode#exit-}\" ;;\n"
            + "  signal-*) trap - INT HUP TERM; kill -s \"${mode#signal-}\" $$ ;;\n"
            + "  wait) /bin/sleep 600 & sleeper=$!; wait \"$sleeper\"; exit 99 ;;\n"
            + "esac\n"
            + "exit 98\n";
    Files.writeString(node, script, StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(node, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  /** Next start: exit with {@code code} right away. */
  void exitWith(int code) {
    mode("exit-" + code);
  }

  /** Next start: kill itself with {@code signal} (e.g. {@code KILL}). */
  void dieBy(String signal) {
    mode("signal-" + signal);
  }

  /** Next start: wait for INT, HUP or TERM. */
  void waitForSignal() {
    mode("wait");
  }

  /** Whether the stand-in has started (and set up its signal handling). */
  boolean started() {
    return Files.exists(record.resolve("started"));
  }

  /** Waits until the stand-in has started; fails after {@code timeout}. */
  void awaitStarted(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!started()) {
      if (System.nanoTime() > deadline) {
        fail("The stand-in node did not start within " + timeout);
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        fail("interrupted");
      }
    }
  }

  /** The arguments after the script itself: what the launcher passed to {@code node}. */
  List<String> arguments() {
    List<String> cmdline = nulSeparated("cmdline");
    // The kernel ran "/bin/sh <node> arguments...": drop the interpreter and the script.
    return cmdline.subList(2, cmdline.size());
  }

  /** What the credential file its environment named held while it ran. */
  String credentialFileContent() {
    return text("credential");
  }

  /** The modes (octal) and owners of that file and of its folder, one line each. */
  List<String> credentialFileModes() {
    return text("credential-modes").lines().toList();
  }

  /** The environment the stand-in was started with, exactly. */
  Map<String, String> environment() {
    Map<String, String> environment = new LinkedHashMap<>();
    for (String entry : nulSeparated("environ")) {
      int equals = entry.indexOf('=');
      environment.put(entry.substring(0, equals), entry.substring(equals + 1));
    }
    return environment;
  }

  /** The working directory it was started in. */
  Path workingDirectory() {
    return Path.of(text("cwd").strip());
  }

  /** {@code stdin=terminal|other} and {@code stdout=terminal|other}. */
  List<String> terminals() {
    return text("terminal").lines().toList();
  }

  /** The mask of signals it started with ignored ({@code SigIgn} of {@code /proc/PID/status}). */
  long ignoredSignals() {
    return Long.parseLong(text("sigign").replace("SigIgn:", "").strip(), 16);
  }

  /** The signals it received while waiting, in order: {@code INT}, {@code HUP}, {@code TERM}. */
  List<String> signalsReceived() {
    return Files.exists(record.resolve("signals")) ? text("signals").lines().toList() : List.of();
  }

  private void mode(String mode) {
    try {
      Files.writeString(record.resolve("mode"), mode);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private String text(String name) {
    return new String(bytes(name), StandardCharsets.UTF_8);
  }

  private List<String> nulSeparated(String name) {
    String text = text(name);
    return Arrays.asList(text.split("\0", -1)).subList(0, text.isEmpty() ? 0 : count(text));
  }

  private static int count(String text) {
    return (int) text.chars().filter(c -> c == 0).count();
  }

  private byte[] bytes(String name) {
    try {
      return Files.readAllBytes(record.resolve(name));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code value} in single quotes for sh. */
  static String quoted(String value) {
    return "'" + value.replace("'", "'\\''") + "'";
  }
}
