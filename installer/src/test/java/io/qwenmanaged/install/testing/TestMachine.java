package io.qwenmanaged.install.testing;

import io.qwenmanaged.install.AdminMain;
import io.qwenmanaged.install.exec.InstallProof;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.qwenpatch.ManagedBuild;
import io.qwenmanaged.install.qwenpatch.PatchSet;
import io.qwenmanaged.install.qwenpatch.PatchedFile;
import io.qwenmanaged.install.qwenpatch.QwenBuildCheck;
import io.qwenmanaged.policy.model.Platform;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/**
 * A machine for in-process runs of the admin CLI, inside one test folder: an unpacked distribution
 * ({@code kit/lib/} with four small stand-in jars and {@code kit/SHA256SUMS}), an administrator
 * {@code root} whose home is {@code home/}, an empty PATH, a POSIX platform, {@link TrustedTree}
 * facts and a clock one second later at each reading, and the plans' workspace {@code repo/}.
 * Archive training finds no java (the plans name a missing one), so an install takes milliseconds;
 * the generation's processes are trusted ({@link #TRUSTED}).
 */
public final class TestMachine {

  /**
   * The stand-in Qwen of every test machine ({@code qwen/}, with a stand-in of each file the patch
   * set changes) counts as the managed build.
   */
  public static final QwenBuildCheck MANAGED_QWEN = folder -> new ManagedBuild.Managed();

  /** The jars of the stand-in distribution. */
  public static final List<String> JARS =
      List.of("hook.jar", "mcp-server.jar", "launcher.jar", "installer.jar");

  /**
   * Trusts every generation: the stand-in jars cannot run, so the proof that the kit's processes
   * start is left to the black-box tests of the real distribution.
   */
  public static final InstallProof.Runner TRUSTED =
      (config, lib, launcherJson, home, servers, launcher) -> new InstallProof.Proven();

  private final Path root;
  private final AdminHost host;

  private TestMachine(Path root, AdminHost host) {
    this.root = root;
    this.host = host;
  }

  /** A machine in {@code root}, with its distribution unpacked there. */
  public static TestMachine in(Path root) {
    Path lib = root.resolve("kit").resolve("lib");
    try {
      Files.createDirectories(lib);
      for (String jar : JARS) {
        Files.writeString(lib.resolve(jar), "stand-in " + jar + "\n");
      }
      Files.writeString(root.resolve("kit").resolve("SHA256SUMS"), "");
      for (PatchedFile file : PatchSet.shipped().files()) {
        Path standIn = root.resolve("qwen").resolve(file.path());
        Files.createDirectories(standIn.getParent());
        Files.writeString(standIn, "stand-in " + file.path() + "\n");
      }
      Files.createDirectories(root.resolve("home"));
      Files.createDirectories(root.resolve("repo"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    AdminHost host =
        new AdminHost(
            "root",
            root.resolve("home"),
            Map.of(),
            Platform.POSIX,
            lib,
            new TrustedTree(root, "root"),
            new Ticking(Instant.parse("2026-12-01T09:00:00Z")),
            TRUSTED,
            MANAGED_QWEN);
    return new TestMachine(root, host);
  }

  public Path root() {
    return root;
  }

  public AdminHost host() {
    return host;
  }

  /** This machine with {@code host} changed, e.g. another distribution folder or environment. */
  public TestMachine with(AdminHost changed) {
    return new TestMachine(root, changed);
  }

  /** The stand-in distribution's {@code lib/}. */
  public Path lib() {
    return host.distributionLib();
  }

  /** Runs {@code qwen-managed-admin args...} on this machine. */
  public Run run(String... args) {
    return run(host, args);
  }

  /** Runs {@code qwen-managed-admin args...} on {@code host}, with empty stdin. */
  public static Run run(AdminHost host, String... args) {
    return run(host, new ByteArrayInputStream(new byte[0]), args);
  }

  /** Runs {@code qwen-managed-admin args...} on {@code host}, reading {@code stdin}. */
  public static Run run(AdminHost host, InputStream stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exit =
        AdminMain.run(
            args,
            stdin,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            host);
    return new Run(
        exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** A clock that moves one second on at every reading, so generation ids sort by install. */
  static final class Ticking extends Clock {
    private Instant next;

    Ticking(Instant start) {
      this.next = start;
    }

    @Override
    public synchronized Instant instant() {
      Instant now = next;
      next = next.plusSeconds(1);
      return now;
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }
  }
}
