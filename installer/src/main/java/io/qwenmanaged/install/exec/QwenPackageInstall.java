package io.qwenmanaged.install.exec;

import io.qwenmanaged.install.files.PosixModes;
import io.qwenmanaged.install.qwenpatch.ManagedBuild;
import io.qwenmanaged.install.qwenpatch.PatchApplier;
import io.qwenmanaged.install.qwenpatch.PatchSet;
import io.qwenmanaged.policy.process.ProgramRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code install --install-qwen}: installs the plan's pinned {@code @qwen-code/qwen-code} version
 * with npm into {@code <prefix>/qwen/<version>} — in a hidden folder first, renamed into place when
 * npm succeeded — with lifecycle scripts off, no audit, no funding messages, a timeout, and npm's
 * output shown only when it fails. The version the kit's patch set is for is made the managed build
 * before it is put in place (another version is installed as released: a profile that writes memory
 * refuses it later). An existing folder is reused when it holds that version — as the managed
 * build, where there is one — and replaced otherwise. The package's bundled ripgrep is made
 * executable (npm unpacks it without the execute bit, and Qwen then greets every start with an
 * error and falls back to a slower search).
 */
public final class QwenPackageInstall {

  /** The package name on npm. */
  public static final String PACKAGE = "@qwen-code/qwen-code";

  /** npm downloads and unpacks ~150 MB; generous for a slow link, finite for a hung one. */
  static final Duration TIMEOUT = Duration.ofMinutes(10);

  private static final Pattern VERSION = Pattern.compile("\"version\"\\s*:\\s*\"([^\"]+)\"");

  /** The outcome: the package folder, or why npm did not produce it. */
  public sealed interface Outcome {}

  public record Installed(Path packageFolder, boolean reused) implements Outcome {}

  public record Failed(String reason, String output) implements Outcome {}

  private QwenPackageInstall() {}

  /** The package folder of {@code version} under {@code prefix}. */
  public static Path packageFolder(Path prefix, String version) {
    return prefix.resolve("qwen").resolve(version).resolve("node_modules").resolve(PACKAGE);
  }

  /**
   * Installs {@code version} under {@code prefix} with {@code npm}.
   *
   * @param environment the environment npm runs with (the administrator's, for PATH, HOME and proxy
   *     settings)
   */
  public static Outcome install(
      Path npm, Path prefix, String version, Map<String, String> environment) throws IOException {
    Path root = prefix.resolve("qwen").resolve(version);
    PatchSet patches = PatchSet.shipped();
    if (ManagedBuild.of(packageFolder(prefix, version), patches) instanceof ManagedBuild.Managed) {
      return new Installed(packageFolder(prefix, version), true);
    }
    Path staging = root.resolveSibling("." + version + ".staging");
    deleteTree(staging);
    Files.createDirectories(staging);
    ProgramRun.Outcome result =
        ProgramRun.run(
            List.of(
                npm.toString(),
                "install",
                "--prefix",
                staging.toString(),
                "--ignore-scripts",
                "--no-audit",
                "--no-fund",
                "--no-save",
                "--omit=dev",
                PACKAGE + "@" + version),
            environment,
            staging,
            new byte[0],
            TIMEOUT);
    if (!result.succeeded()) {
      deleteTree(staging);
      return failure(result);
    }
    Path installed = staging.resolve("node_modules").resolve(PACKAGE);
    Optional<String> found = installedVersion(installed);
    if (found.isEmpty() || !found.get().equals(version)) {
      deleteTree(staging);
      return new Failed("npm installed no " + PACKAGE + " " + version, "");
    }
    if (PatchApplier.apply(installed, patches) instanceof PatchApplier.Refused refused) {
      deleteTree(staging);
      return new Failed(
          "the kit's patch set does not apply to what npm installed: " + refused.reason(), "");
    }
    makeRipgrepExecutable(installed);
    deleteTree(root);
    Files.createDirectories(root.getParent());
    Files.move(staging, root, StandardCopyOption.ATOMIC_MOVE);
    return new Installed(packageFolder(prefix, version), false);
  }

  /** The version in {@code folder/package.json}, when there is one. */
  public static Optional<String> installedVersion(Path folder) {
    Path manifest = folder.resolve("package.json");
    try {
      if (!Files.isRegularFile(manifest, LinkOption.NOFOLLOW_LINKS)) {
        return Optional.empty();
      }
      Matcher matcher = VERSION.matcher(Files.readString(manifest, StandardCharsets.UTF_8));
      return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** The bundled ripgrep binaries ({@code vendor/ripgrep/<platform>/rg}), made executable. */
  public static List<Path> makeRipgrepExecutable(Path packageFolder) throws IOException {
    Path vendor = packageFolder.resolve("vendor").resolve("ripgrep");
    List<Path> binaries = new ArrayList<>();
    if (!Files.isDirectory(vendor)) {
      return binaries;
    }
    try (Stream<Path> walk = Files.walk(vendor)) {
      for (Path file : walk.filter(Files::isRegularFile).toList()) {
        String name = file.getFileName().toString();
        if (name.equals("rg") && PosixModes.supported(file)) {
          Set<PosixFilePermission> mode = EnumSet.copyOf(Files.getPosixFilePermissions(file));
          mode.addAll(
              EnumSet.of(
                  PosixFilePermission.OWNER_EXECUTE,
                  PosixFilePermission.GROUP_EXECUTE,
                  PosixFilePermission.OTHERS_EXECUTE));
          Files.setPosixFilePermissions(file, mode);
          binaries.add(file);
        }
      }
    }
    return binaries;
  }

  private static Failed failure(ProgramRun.Outcome result) {
    if (result instanceof ProgramRun.NotStarted notStarted) {
      return new Failed("npm could not be started", notStarted.reason());
    }
    if (result instanceof ProgramRun.TimedOut timedOut) {
      return new Failed(
          "npm did not finish within " + TIMEOUT.toMinutes() + " minutes; it was stopped",
          timedOut.stdout() + timedOut.stderr());
    }
    ProgramRun.Exited exited = (ProgramRun.Exited) result;
    return new Failed(
        "npm failed with exit code " + exited.code(), exited.stdout() + exited.stderr());
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
