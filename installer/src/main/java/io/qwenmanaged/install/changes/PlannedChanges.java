package io.qwenmanaged.install.changes;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.generation.GenerationWriter;
import io.qwenmanaged.install.generation.Generations;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.LauncherCommandLine;
import io.qwenmanaged.install.generation.PlannedGeneration;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.manifest.Fingerprints;
import io.qwenmanaged.policy.model.KitFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * What installing a plan would change in the current generation, file by file and value by value.
 * The install's planned generation is read as the current one would hold it (its id replaced by the
 * current id), so the generation's own paths cancel out and only what the plan or the kit changes
 * is listed: the generated JSON files and the plan copy by JSON Pointer, the jars, the CA PEM and
 * trust store, the launcher's command line and the wrappers as whole files. Nothing installed:
 * every file the plan would make is added.
 */
public final class PlannedChanges {

  /**
   * Files of a generation's config folder that are records, not what a plan makes (its copy of
   * launcher.json is compared as the current one): the manifests of what was installed and the
   * files' fingerprints. A change of the bundled runtimes shows as a change of the pins in
   * launcher.json, not as thousands of file hashes.
   */
  private static final List<String> RECORDS =
      List.of(
          KitFiles.INSTALL_MANIFEST,
          GenerationWriter.PREVIOUS,
          GenerationWriter.QWEN_PACKAGE,
          GenerationWriter.RUNTIMES,
          Fingerprints.FILE_NAME);

  /** The generation's trust files, listed whole (added, changed or removed) like the jars. */
  private static final List<String> TRUST_FILES =
      List.of(KitFiles.CA_CERTIFICATES, KitFiles.TRUST_STORE);

  private PlannedChanges() {}

  /**
   * The changes installing {@code next}, as the install planned it, at {@code paths} would make;
   * empty when it would change nothing.
   */
  public static List<FileChangeEntry> of(PlannedGeneration next, InstallPaths paths)
      throws IOException {
    Optional<String> current = new Generations(paths).current();
    UnaryOperator<byte[]> asInstalled =
        bytes -> current.map(id -> next.namedAs(id, bytes)).orElse(bytes);
    List<FileChangeEntry> changes = new ArrayList<>();
    Path config = current.map(paths::configGeneration).orElse(null);
    json(
        changes,
        KitFiles.LAUNCHER,
        current.map(c -> paths.launcherJson()),
        asInstalled.apply(next.launcherJson()));
    TreeSet<String> names = new TreeSet<>(next.configFiles().keySet());
    names.remove(KitFiles.LAUNCHER);
    names.removeAll(RECORDS);
    if (config != null) {
      names.addAll(installedConfigFiles(config));
    }
    for (String name : names) {
      json(
          changes,
          name,
          Optional.ofNullable(config).map(c -> c.resolve(name)),
          Optional.ofNullable(next.configFiles().get(name)).map(asInstalled).orElse(null));
    }
    Path prefix = current.map(paths::prefixGeneration).orElse(null);
    for (var jar : next.jars().entrySet()) {
      whole(
          changes,
          "lib/" + jar.getKey(),
          Optional.ofNullable(prefix).map(p -> p.resolve("lib").resolve(jar.getKey())),
          Files.readAllBytes(jar.getValue()));
    }
    whole(
        changes,
        LauncherCommandLine.FILE,
        Optional.ofNullable(prefix).map(p -> p.resolve(LauncherCommandLine.FILE)),
        asInstalled.apply(next.launcherArgs()));
    for (int i = 0; i < paths.wrappers().size(); i++) {
      Path wrapper = paths.wrappers().get(i);
      whole(changes, "bin/" + wrapper.getFileName(), Optional.of(wrapper), next.wrappers().get(i));
    }
    return changes;
  }

  private static List<String> installedConfigFiles(Path config) throws IOException {
    if (!Files.isDirectory(config, LinkOption.NOFOLLOW_LINKS)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(config)) {
      return files
          .filter(file -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
          .map(file -> file.getFileName().toString())
          .filter(name -> name.endsWith(".json") || TRUST_FILES.contains(name))
          .filter(name -> !RECORDS.contains(name))
          .filter(name -> !name.equals(KitFiles.LAUNCHER))
          .filter(name -> !name.startsWith("."))
          .toList();
    }
  }

  /** A JSON file of the generation: value by value, or whole when added, removed or not JSON. */
  private static void json(
      List<FileChangeEntry> changes, String name, Optional<Path> installed, byte[] planned)
      throws IOException {
    byte[] now = read(installed);
    if (Arrays.equals(now, planned)) {
      return;
    }
    Optional<JsonNode> before = parse(now, name);
    Optional<JsonNode> after = parse(planned, name);
    if (before.isPresent() && after.isPresent()) {
      changes.addAll(JsonChanges.of(name, before.get(), after.get()));
    } else {
      wholeChange(changes, name, now, planned);
    }
  }

  private static void whole(
      List<FileChangeEntry> changes, String name, Optional<Path> installed, byte[] planned)
      throws IOException {
    byte[] now = read(installed);
    if (!Arrays.equals(now, planned)) {
      wholeChange(changes, name, now, planned);
    }
  }

  private static void wholeChange(
      List<FileChangeEntry> changes, String name, byte[] now, byte[] planned) {
    FileChangeEntry.Kind kind =
        now == null
            ? FileChangeEntry.Kind.ADDED
            : planned == null ? FileChangeEntry.Kind.REMOVED : FileChangeEntry.Kind.CHANGED;
    changes.add(new FileChangeEntry(name, "", kind, Optional.empty(), Optional.empty()));
  }

  /** The installed file's bytes; null when it is not there. */
  private static byte[] read(Optional<Path> file) throws IOException {
    if (file.isEmpty() || !Files.isRegularFile(file.get(), LinkOption.NOFOLLOW_LINKS)) {
      return null;
    }
    return Files.readAllBytes(file.get());
  }

  private static Optional<JsonNode> parse(byte[] bytes, String name) {
    if (bytes == null) {
      return Optional.empty();
    }
    return StrictJson.read(bytes, name) instanceof JsonReadResult.Parsed parsed
        ? Optional.of(parsed.document())
        : Optional.empty();
  }
}
