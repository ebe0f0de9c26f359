package io.qwenmanaged.install.qwenpatch;

import io.qwenmanaged.install.files.PosixModes;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies the patch set to a Qwen Code package folder holding the pinned version exactly as
 * released. Every hunk must match its lines exactly where its header says (no fuzz, no search),
 * every result must have the SHA-256 the set records, and only then are the files replaced, each by
 * writing a sibling and renaming it over the original: a package is either left as it was or ends
 * as the managed build, never patched differently.
 */
public final class PatchApplier {

  /** What applying did. */
  public sealed interface Outcome {}

  /** The files below the package folder that were patched. */
  public record Patched(List<String> files) implements Outcome {}

  /** The package already is the managed build; nothing was written. */
  public record AlreadyManaged() implements Outcome {}

  /** Nothing was written; the reason says why, naming the package's version or file. */
  public record Refused(String reason) implements Outcome {}

  private PatchApplier() {}

  /** Makes {@code packageFolder} the managed build of {@code set}'s version. */
  public static Outcome apply(Path packageFolder, PatchSet set) throws IOException {
    ManagedBuild.Status status = ManagedBuild.of(packageFolder, set);
    if (status instanceof ManagedBuild.Managed) {
      return new AlreadyManaged();
    }
    if (status instanceof ManagedBuild.Other other) {
      return new Refused(other.reason());
    }
    Map<String, List<String>> contents = new LinkedHashMap<>();
    for (PatchedFile file : set.files()) {
      contents.put(file.path(), lines(packageFolder.resolve(file.path())));
    }
    for (QwenPatch patch : set.patches()) {
      for (QwenPatch.FileDiff diff : patch.files()) {
        List<String> lines = contents.get(diff.path());
        if (lines == null) {
          return new Refused(
              patch.name() + " changes " + diff.path() + ", which files.sha256 omits");
        }
        String problem = applyHunks(lines, diff.hunks());
        if (!problem.isEmpty()) {
          return new Refused(patch.name() + " does not apply to " + diff.path() + ": " + problem);
        }
      }
    }
    Map<String, byte[]> results = new LinkedHashMap<>();
    for (PatchedFile file : set.files()) {
      byte[] bytes = String.join("\n", contents.get(file.path())).getBytes(StandardCharsets.UTF_8);
      if (!Sha256.hex(bytes).equals(file.patched())) {
        return new Refused(
            file.path() + " does not come out with the SHA-256 files.sha256 records");
      }
      results.put(file.path(), bytes);
    }
    for (Map.Entry<String, byte[]> result : results.entrySet()) {
      replace(packageFolder.resolve(result.getKey()), result.getValue());
    }
    return new Patched(List.copyOf(results.keySet()));
  }

  /** Applies {@code hunks} to {@code lines} in place; a description of the first miss, or "". */
  private static String applyHunks(List<String> lines, List<QwenPatch.Hunk> hunks) {
    int shift = 0;
    for (QwenPatch.Hunk hunk : hunks) {
      int at = hunk.oldStart() - 1 + shift;
      int end = at + hunk.before().size();
      if (at < 0 || end > lines.size() || !lines.subList(at, end).equals(hunk.before())) {
        return "the lines at " + hunk.oldStart() + " are not the ones it changes";
      }
      List<String> region = lines.subList(at, end);
      region.clear();
      region.addAll(hunk.after());
      shift += hunk.after().size() - hunk.before().size();
    }
    return "";
  }

  private static List<String> lines(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    try {
      String text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString();
      return new ArrayList<>(List.of(text.split("\n", -1)));
    } catch (CharacterCodingException e) {
      throw new IOException(file + " is not UTF-8 text", e);
    }
  }

  private static void replace(Path file, byte[] bytes) throws IOException {
    Path sibling = file.resolveSibling("." + file.getFileName() + ".patching");
    Files.deleteIfExists(sibling);
    Files.write(sibling, bytes);
    if (PosixModes.supported(file)) {
      Files.setPosixFilePermissions(
          sibling, Files.getPosixFilePermissions(file, LinkOption.NOFOLLOW_LINKS));
    }
    Files.move(sibling, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
