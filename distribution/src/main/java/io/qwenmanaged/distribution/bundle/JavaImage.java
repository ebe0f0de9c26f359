package io.qwenmanaged.distribution.bundle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Makes the private Java runtime with jlink: only the given modules, no debug attributes, headers
 * or man pages, and the JDK's default class-data archive (needed under the kit's application
 * archives; JDK 25 writes it byte for byte the same on every build). The archive for heaps above 32
 * GiB is left out: the kit's JVMs run with small heaps.
 */
final class JavaImage {

  private static final long LIMIT_MINUTES = 10;

  private JavaImage() {}

  static void link(Path jdk, String modules, Path output) throws IOException, BundleException {
    Files.createDirectories(output.getParent());
    Path log = output.resolveSibling("jlink.log");
    List<String> command =
        List.of(
            jdk.resolve("bin/jlink").toString(),
            "--add-modules",
            modules,
            "--strip-debug",
            "--no-header-files",
            "--no-man-pages",
            "--generate-cds-archive",
            "--output",
            output.toString());
    Process jlink =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      if (!jlink.waitFor(LIMIT_MINUTES, TimeUnit.MINUTES)) {
        jlink.destroyForcibly();
        throw new BundleException("jlink did not finish within " + LIMIT_MINUTES + " minutes");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new BundleException("interrupted while jlink ran");
    }
    String printed = Files.readString(log, StandardCharsets.UTF_8).strip();
    Files.delete(log);
    if (jlink.exitValue() != 0) {
      throw new BundleException("jlink exited " + jlink.exitValue() + ": " + printed);
    }
    Files.deleteIfExists(output.resolve("lib/server/classes_nocoops.jsa"));
    BundleTree.replaceLinks(output);
  }
}
