package io.qwenmanaged.install.qwenpatch;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a Qwen Code package folder is the kit's managed build: the pinned version with every file
 * of the patch set as patched. Recognised by the hashes the set records, so a package is judged
 * without patching anything.
 */
public final class ManagedBuild {

  /** What a package folder is, measured against the patch set. */
  public sealed interface Status {}

  /** Every changed file is as patched: the managed build. */
  public record Managed() implements Status {}

  /** The pinned version exactly as released: the patch set applies. */
  public record Released() implements Status {}

  /** Neither; the reason names the first difference (a version, or a file below the package). */
  public record Other(String reason) implements Status {}

  private ManagedBuild() {}

  /** The status of {@code packageFolder} against {@code set}. */
  public static Status of(Path packageFolder, PatchSet set) throws IOException {
    Optional<String> version = version(packageFolder.resolve("package.json"));
    if (version.isEmpty()) {
      return new Other("its package.json names no version; the patch set is for " + set.version());
    }
    if (!version.get().equals(set.version())) {
      return new Other(
          "it is Qwen Code " + version.get() + "; the patch set is for " + set.version());
    }
    int patched = 0;
    int released = 0;
    for (PatchedFile file : set.files()) {
      String hash = hash(packageFolder.resolve(file.path())).orElse("");
      if (hash.equals(file.patched())) {
        patched++;
      } else if (hash.equals(file.released())) {
        released++;
      } else {
        return new Other(file.path() + " is neither as released nor as patched");
      }
    }
    if (patched == set.files().size()) {
      return new Managed();
    }
    if (released == set.files().size()) {
      return new Released();
    }
    return new Other("it is partly patched (" + patched + " of " + set.files().size() + " files)");
  }

  /** The version {@code manifest} names; empty when it is missing, not JSON or names none. */
  private static Optional<String> version(Path manifest) {
    try {
      if (!Files.isRegularFile(manifest, LinkOption.NOFOLLOW_LINKS)) {
        return Optional.empty();
      }
      String version = new ObjectMapper().readTree(manifest.toFile()).path("version").asText("");
      return version.isEmpty() ? Optional.empty() : Optional.of(version);
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** The SHA-256 of the regular file {@code file}; empty when it is missing or not regular. */
  private static Optional<String> hash(Path file) throws IOException {
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return Optional.empty();
    }
    try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
      return Optional.of(Sha256.hexOf(in));
    }
  }
}
