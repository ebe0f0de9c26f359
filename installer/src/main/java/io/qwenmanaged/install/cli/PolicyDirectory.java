package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.files.IoReason;
import io.qwenmanaged.install.generation.DurableFiles;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.generate.PolicyFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Writes a generation into an output directory so that a reader never sees a half-written file:
 * every file is first written in full to a temporary file beside it and flushed to disk, and only
 * when all of them are staged is each renamed over its target. A failure while staging removes the
 * temporary files and leaves the previous files untouched. A file whose bytes are already right is
 * left alone (running {@code generate} twice changes nothing), and a kit file this generation does
 * not produce (the write profile's {@code user-settings.json} after a switch to read-only) is
 * removed, so the directory never mixes two generations.
 */
final class PolicyDirectory {

  /** The outcome of writing: what changed, or the first problem (nothing was changed then). */
  sealed interface Outcome permits Written, Failed {}

  record Written(List<FileChange> changes) implements Outcome {}

  record Failed(Diagnostic diagnostic) implements Outcome {}

  private PolicyDirectory() {}

  /**
   * @param kitFile whether a file name is one a generation may produce; such files in {@code
   *     directory} that are absent from {@code files} are removed (a repository the plan no longer
   *     lists, the user settings of a read-only profile)
   */
  static Outcome write(Path directory, List<PolicyFile> files, Predicate<String> kitFile) {
    if (Files.exists(directory) && !Files.isDirectory(directory)) {
      return failed(directory, "is not a directory");
    }
    try {
      Files.createDirectories(directory);
    } catch (IOException e) {
      return failed(directory, "cannot be created: " + IoReason.of(e));
    }
    Map<PolicyFile, Path> staged = new LinkedHashMap<>();
    List<FileChange> changes = new ArrayList<>();
    Path current = directory;
    try {
      for (PolicyFile file : files) {
        current = directory.resolve(file.name());
        if (Files.isDirectory(current, LinkOption.NOFOLLOW_LINKS)) {
          discard(staged);
          return failed(current, "is a directory");
        }
        if (!alreadyWritten(current, file.bytes())) {
          staged.put(file, stage(directory, file));
        }
      }
      for (PolicyFile file : files) {
        current = directory.resolve(file.name());
        Path temporary = staged.remove(file);
        if (temporary != null) {
          Files.move(
              temporary,
              current,
              StandardCopyOption.ATOMIC_MOVE,
              StandardCopyOption.REPLACE_EXISTING);
        }
        changes.add(change(directory, file, temporary == null));
      }
      List<String> present;
      try (Stream<Path> entries = Files.list(directory)) {
        present = entries.map(entry -> entry.getFileName().toString()).sorted().toList();
      }
      for (String name : present.stream().filter(kitFile).toList()) {
        current = directory.resolve(name);
        if (files.stream().noneMatch(f -> f.name().equals(name))
            && Files.isRegularFile(current, LinkOption.NOFOLLOW_LINKS)) {
          Files.delete(current);
          changes.add(new FileChange(name, current.toString(), FileChange.Change.REMOVED, ""));
        }
      }
    } catch (IOException e) {
      discard(staged);
      return failed(current, "cannot be written: " + IoReason.of(e));
    }
    DurableFiles.syncDirectory(directory);
    return new Written(changes);
  }

  private static boolean alreadyWritten(Path target, byte[] bytes) throws IOException {
    if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)
        || Files.size(target) != bytes.length) {
      return false;
    }
    return Arrays.equals(Files.readAllBytes(target), bytes);
  }

  private static Path stage(Path directory, PolicyFile file) throws IOException {
    Path temporary = Files.createTempFile(directory, "." + file.name() + ".", ".tmp");
    DurableFiles.write(temporary, file.bytes(), DurableFiles.FILE);
    return temporary;
  }

  private static FileChange change(Path directory, PolicyFile file, boolean unchanged) {
    return new FileChange(
        file.name(),
        directory.resolve(file.name()).toString(),
        unchanged ? FileChange.Change.UNCHANGED : FileChange.Change.WRITTEN,
        Sha256.hex(file.bytes()));
  }

  private static void discard(Map<PolicyFile, Path> staged) {
    for (Path temporary : staged.values()) {
      try {
        Files.deleteIfExists(temporary);
      } catch (IOException e) {
        // Best effort: a leftover hidden .tmp file never replaces a policy file.
      }
    }
    staged.clear();
  }

  private static Failed failed(Path path, String message) {
    return new Failed(Diagnostic.policy(path.toString(), "", message));
  }
}
