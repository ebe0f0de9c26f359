package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.bundle.BundleLayout;
import io.qwenmanaged.install.generation.GenerationPlanner;
import io.qwenmanaged.policy.Diagnostic;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code install} copies the kit's jars from the distribution it runs from, so it runs only from an
 * unpacked distribution: the folder of {@code installer.jar} is a {@code lib/} holding the kit's
 * four jars, with the distribution's {@code SHA256SUMS} beside it. Run from a build tree ({@code
 * installer/target/installer.jar}), it says so before anything is read or written.
 */
final class DistributionLayout {

  /** The jars of a distribution's {@code lib/}: those a generation runs, and the admin CLI. */
  static final List<String> JARS = jars();

  static final String NOT_A_DISTRIBUTION =
      "is not the lib/ folder of an unpacked distribution (%s): install copies the kit's jars from"
          + " the folder of installer.jar, so run it from the unpacked qwen-managed-kit/ folder,"
          + " through posix/install.sh or windows\\install.ps1";

  private DistributionLayout() {}

  /** Why {@code lib} is not an unpacked distribution's {@code lib/}; empty when it is one. */
  static Optional<Diagnostic> problem(Path lib) {
    Path folder = lib.toAbsolutePath().normalize();
    List<String> missing = new ArrayList<>();
    List<String> jars = new ArrayList<>();
    for (String jar : JARS) {
      if (!Files.isRegularFile(folder.resolve(jar), LinkOption.NOFOLLOW_LINKS)) {
        jars.add(jar);
      }
    }
    if (!jars.isEmpty()) {
      missing.add("it has no " + String.join(", ", jars));
    }
    Path top = folder.getParent();
    if (top == null || !Files.isRegularFile(top.resolve(BundleLayout.CHECKSUMS))) {
      missing.add(
          top == null
              ? "there is no folder above it for " + BundleLayout.CHECKSUMS
              : "there is no " + top.resolve(BundleLayout.CHECKSUMS));
    }
    Path name = folder.getFileName();
    if (missing.isEmpty() && name != null && name.toString().equals("lib")) {
      return Optional.empty();
    }
    if (missing.isEmpty()) {
      missing.add("it is not named lib");
    }
    return Optional.of(
        Diagnostic.io(
            folder.toString(), String.format(NOT_A_DISTRIBUTION, String.join("; ", missing))));
  }

  private static List<String> jars() {
    List<String> jars = new ArrayList<>(GenerationPlanner.JARS);
    jars.add("installer.jar");
    return List.copyOf(jars);
  }
}
