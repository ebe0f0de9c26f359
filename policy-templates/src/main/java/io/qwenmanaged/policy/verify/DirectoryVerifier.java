package io.qwenmanaged.policy.verify;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.model.KitFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Verifies a config directory on disk: reads each file the generator may have written with a size
 * cap ({@link BoundedFile}), then verifies what was read. A file that cannot be read is one {@link
 * Diagnostic.Kind#IO} problem, and nothing else is reported about it.
 *
 * @param diagnostics every problem, read failures first; empty when the directory is valid
 * @param filesRead how many policy files were read
 */
public record DirectoryVerifier(List<Diagnostic> diagnostics, int filesRead) {

  /** Verifies the directory {@code configDir}, naming it {@code shownAs} when it is missing. */
  public static DirectoryVerifier verify(Path configDir, String shownAs) {
    if (!Files.isDirectory(configDir)) {
      String problem = Files.exists(configDir) ? "is not a directory" : "does not exist";
      return new DirectoryVerifier(List.of(Diagnostic.io(shownAs, problem)), 0);
    }
    List<String> names;
    try (Stream<Path> entries = Files.list(configDir)) {
      names =
          entries
              .map(entry -> entry.getFileName().toString())
              .filter(KitFiles::isGenerated)
              .sorted()
              .toList();
    } catch (IOException e) {
      return new DirectoryVerifier(List.of(Diagnostic.io(shownAs, "cannot be listed")), 0);
    }
    Map<String, byte[]> files = new LinkedHashMap<>();
    List<Diagnostic> diagnostics = new ArrayList<>();
    Set<String> unread = new HashSet<>();
    for (String name : names) {
      Path path = configDir.resolve(name);
      BoundedFile.Outcome read = BoundedFile.read(path, name);
      if (read instanceof BoundedFile.Read) {
        files.put(name, ((BoundedFile.Read) read).bytes());
      } else {
        diagnostics.add(((BoundedFile.Failed) read).diagnostic());
        unread.add(name);
      }
    }
    for (Diagnostic diagnostic : PolicyVerifier.verify(files)) {
      if (!unread.contains(diagnostic.file())) {
        diagnostics.add(diagnostic);
      }
    }
    return new DirectoryVerifier(List.copyOf(diagnostics), files.size());
  }
}
