package io.qwenmanaged.distribution.bundle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Installs the bundle's npm packages from the committed pins with npm: {@code package.json} and
 * {@code package-lock.json} copied into a folder kept between builds, then {@code npm install} with
 * install scripts off and only the linux-x64 (glibc) natives. npm checks every tarball against the
 * lock's SHA-512 and keeps tarballs in its cache, so a rebuild downloads nothing. {@code npm ci}
 * cannot be used: Qwen Code names optional platform packages the registry does not have, so no lock
 * lists them and {@code npm ci} calls every lock out of sync.
 */
final class NpmInstall {

  /** The flags after {@code npm install}. */
  static final List<String> FLAGS =
      List.of(
          "--ignore-scripts",
          "--no-audit",
          "--no-fund",
          "--prefer-offline",
          "--os=linux",
          "--cpu=x64",
          "--libc=glibc",
          "--loglevel=error");

  private static final Pattern MISMATCH = Pattern.compile("wanted (sha512-[A-Za-z0-9+/=]+)");
  private static final long LIMIT_MINUTES = 20;

  private NpmInstall() {}

  static void run(String npm, Path pins, NpmLock lock, Path folder)
      throws IOException, BundleException {
    Files.createDirectories(folder);
    for (String file : List.of("package.json", "package-lock.json")) {
      Files.copy(pins.resolve(file), folder.resolve(file), StandardCopyOption.REPLACE_EXISTING);
    }
    List<String> command = new ArrayList<>(List.of(npm, "install"));
    command.addAll(FLAGS);
    Path log = folder.resolve("npm-install.log");
    Process process;
    try {
      process =
          new ProcessBuilder(command)
              .directory(folder.toFile())
              .redirectErrorStream(true)
              .redirectOutput(log.toFile())
              .start();
    } catch (IOException e) {
      throw new BundleException("npm could not be started (" + npm + "): " + e.getMessage());
    }
    int exit = waitFor(process);
    if (exit != 0) {
      throw failure(Files.readString(log, StandardCharsets.UTF_8), exit, lock);
    }
  }

  private static int waitFor(Process process) throws BundleException {
    try {
      if (!process.waitFor(LIMIT_MINUTES, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new BundleException("npm install did not finish within " + LIMIT_MINUTES + " min");
      }
      return process.exitValue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new BundleException("interrupted while npm install ran");
    }
  }

  /** Names the package whose tarball did not match, when npm says which hash it wanted. */
  private static BundleException failure(String output, int exit, NpmLock lock) {
    Matcher wanted = MISMATCH.matcher(output);
    if (wanted.find()) {
      for (NpmLock.Entry entry : lock.entries().values()) {
        if (entry.integrity().equals(wanted.group(1))) {
          return new BundleException(
              entry.name()
                  + "@"
                  + entry.version()
                  + ": its tarball does not match the SHA-512 in "
                  + lock.file());
        }
      }
    }
    String first =
        output
            .lines()
            .map(String::strip)
            .filter(line -> !line.isEmpty() && !line.equals("npm error"))
            .filter(line -> !line.contains("A complete log of this run"))
            .findFirst()
            .orElse("no output");
    return new BundleException("npm install exited " + exit + ": " + first);
  }
}
