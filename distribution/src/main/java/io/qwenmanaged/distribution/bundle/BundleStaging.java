package io.qwenmanaged.distribution.bundle;

import io.qwenmanaged.distribution.ChecksumList;
import io.qwenmanaged.install.bundle.BundleLayout;
import io.qwenmanaged.install.qwenpatch.PatchApplier;
import io.qwenmanaged.install.qwenpatch.PatchSet;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * Stages the linux-x64 bundle for the build: the staged plain distribution (its POSIX samples
 * leaving the runtimes to the bundle), a private Java runtime made with jlink, Node.js and Qwen
 * Code from the npm packages the build installed with the committed lock — Qwen Code made the
 * managed build by the kit's patch set — and a {@code SHA256SUMS} over all of it. Run by the build
 * after {@code npm install}, before the archive is made; nothing here runs on an administrator's
 * machine.
 *
 * <pre>
 * BundleStaging DIST BUNDLE-SOURCES NPM-DIR BUNDLE-DIR NPM [JDK-HOME]
 * </pre>
 *
 * BUNDLE-SOURCES holds {@code java-modules} (the runtime's modules, comma-separated) and {@code
 * npm/} ({@code package.json}, the committed {@code package-lock.json} and {@code
 * bundled-packages}, the names of the packages the bundle ships); NPM-DIR is where npm installs
 * them (kept between builds); NPM is the npm program.
 */
public final class BundleStaging {

  private BundleStaging() {}

  /** Exits 0, or 1 with one line naming what is wrong. */
  public static void main(String[] args) {
    int code = run(args, System.err);
    if (code != 0) {
      System.exit(code);
    }
  }

  /** Stages the bundle; returns the exit code (0, 1 for a failed check, 2 for a usage error). */
  static int run(String[] args, PrintStream err) {
    if (args.length < 5 || args.length > 6) {
      err.println(
          "usage: BundleStaging <dist> <bundle sources> <npm dir> <bundle dir> <npm> [jdk home]");
      return 2;
    }
    try {
      stage(
          Path.of(args[0]),
          Path.of(args[1]),
          Path.of(args[2]),
          Path.of(args[3]),
          args[4],
          args.length == 6 && args[5] != null ? args[5] : "");
      return 0;
    } catch (BundleException | IOException e) {
      err.println("bundle: " + e.getMessage());
      return 1;
    }
  }

  private static void stage(
      Path dist, Path sources, Path npm, Path bundle, String npmProgram, String jdk)
      throws IOException, BundleException {
    Path pins = sources.resolve("npm");
    NpmLock lock = NpmLock.read(pins.resolve("package-lock.json"));
    NpmInstall.run(npmProgram, pins, lock, npm);
    List<String> names =
        Files.readAllLines(pins.resolve("bundled-packages")).stream()
            .map(String::strip)
            .filter(line -> !line.isEmpty())
            .toList();
    List<NpmLock.Entry> installed = InstalledPackages.check(npm, lock, names);
    BundleTree.delete(bundle);
    BundleTree.copy(dist, bundle, path -> !path.toString().equals(BundleLayout.CHECKSUMS));
    BundleSamples.rewrite(bundle.resolve("samples"));
    String modules = Files.readString(sources.resolve("java-modules")).strip();
    JavaImage.link(RuntimeJdk.find(jdk), modules, bundle.resolve(BundleLayout.JAVA));
    Path installedModules = npm.resolve("node_modules");
    BundleTree.copy(
        installedModules.resolve(ShippedFiles.NODE_PACKAGE),
        bundle.resolve(BundleLayout.NODE),
        ShippedFiles::isNodeFileShipped);
    Path qwen = bundle.resolve(BundleLayout.QWEN);
    for (NpmLock.Entry entry : installed) {
      if (!entry.name().equals(ShippedFiles.NODE_PACKAGE)) {
        BundleTree.copy(
            installedModules.resolve(entry.name()), qwen.resolve(entry.path()), path -> true);
      }
    }
    Files.copy(pins.resolve("package.json"), qwen.resolve("package.json"));
    Files.copy(pins.resolve("package-lock.json"), qwen.resolve("package-lock.json"));
    Path qwenPackage = bundle.resolve(BundleLayout.RUNTIME).resolve(BundleLayout.QWEN_PACKAGE);
    if (PatchApplier.apply(qwenPackage, PatchSet.shipped())
        instanceof PatchApplier.Refused refused) {
      throw new BundleException("the Qwen patch set does not apply: " + refused.reason());
    }
    // npm unpacks the bundled ripgrep without its execute bit; the bundle ships the one for its own
    // platform as a program (the others stay plain files).
    Path ripgrep = qwenPackage.resolve(ShippedFiles.RIPGREP);
    if (Files.isRegularFile(ripgrep)) {
      Files.setPosixFilePermissions(ripgrep, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    BundleTree.normaliseModes(bundle);
    ChecksumList.write(bundle);
  }
}
