package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.JsonFile;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The generations of one installation: which is current (named by {@code launcher.json}), which
 * were current before it (each generation's {@code previous}), and the removal of what is not kept.
 * Removing a folder first renames it to a hidden name, so a kill never leaves a kept generation
 * half deleted; hidden folders, whether renamed so or left by killed runs, are deleted later.
 */
public final class Generations {

  /** How many generations are kept, the current one included. */
  public static final int KEPT = 3;

  private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

  private final InstallPaths paths;

  public Generations(InstallPaths paths) {
    this.paths = paths;
  }

  /** The current generation's id, when {@code launcher.json} is a valid installed one. */
  public Optional<String> current() {
    if (!Files.exists(paths.launcherJson())) {
      return Optional.empty();
    }
    if (!(JsonFile.read(paths.launcherJson(), KitFiles.LAUNCHER) instanceof JsonFile.Parsed parsed)
        || !SchemaValidator.validate("launcher", parsed.document(), KitFiles.LAUNCHER).isEmpty()) {
      return Optional.empty();
    }
    String id = parsed.document().at("/install/generation").asText("");
    return ID.matcher(id).matches() ? Optional.of(id) : Optional.empty();
  }

  /** The generation that was current before {@code id}, when recorded and still present. */
  public Optional<String> previous(String id) {
    Path file = paths.configGeneration(id).resolve(GenerationWriter.PREVIOUS);
    try {
      if (!Files.isRegularFile(file)) {
        return Optional.empty();
      }
      String previous = Files.readString(file, StandardCharsets.UTF_8).strip();
      return ID.matcher(previous).matches() && exists(previous)
          ? Optional.of(previous)
          : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** Whether both folders of generation {@code id} are in place. */
  public boolean exists(String id) {
    return Files.isDirectory(paths.configGeneration(id))
        && Files.isDirectory(paths.prefixGeneration(id));
  }

  /** The current generation and those before it, newest first, at most {@link #KEPT}. */
  public List<String> kept() {
    Set<String> kept = new LinkedHashSet<>();
    Optional<String> at = current();
    while (at.isPresent() && kept.size() < KEPT && kept.add(at.get())) {
      at = previous(at.get());
    }
    return List.copyOf(kept);
  }

  /**
   * Removes every generation folder that will not be kept once {@code next} is current and every
   * leftover of a killed run: {@link #retire} then {@link #sweep}; returns the ids removed.
   */
  public List<String> prune(String next) throws IOException {
    List<String> removed = retire(next);
    sweep();
    return removed;
  }

  /**
   * Renames every generation folder that will not be kept once {@code next} is current (it, the
   * current one and the one before that) to a hidden name ({@link InstallPaths#removing}), one
   * atomic step each, so that no kept generation is ever half deleted; returns the ids.
   */
  public List<String> retire(String next) throws IOException {
    List<String> kept = new ArrayList<>();
    kept.add(next);
    for (String id : kept()) {
      if (kept.size() < KEPT && !kept.contains(id)) {
        kept.add(id);
      }
    }
    List<String> removed = new ArrayList<>();
    for (Path root : List.of(paths.prefixGenerations(), paths.configGenerations())) {
      for (Path folder : Folders.children(root)) {
        String name = folder.getFileName().toString();
        if (!name.startsWith(".") && !kept.contains(name)) {
          Path removing = InstallPaths.removing(folder);
          Folders.deleteTree(removing);
          DurableFiles.renameDirectory(folder, removing);
          if (!removed.contains(name)) {
            removed.add(name);
          }
        }
      }
    }
    return removed;
  }

  /**
   * Removes every runtimes folder ({@code <prefix>/runtimes/<kit version>}) no kept generation's
   * {@value GenerationWriter#RUNTIMES} lists a file of: renamed to a hidden name, then deleted with
   * every hidden folder ({@link #sweep}); returns the folders removed.
   */
  public List<Path> pruneRuntimes() throws IOException {
    Set<Path> used = new LinkedHashSet<>();
    List<Diagnostic> ignored = new ArrayList<>();
    for (String id : kept()) {
      for (Path file : QwenPackageFiles.runtimes(paths, id, ignored)) {
        if (file.startsWith(paths.runtimesRoot())
            && file.getNameCount() > paths.runtimesRoot().getNameCount()) {
          used.add(paths.runtimesRoot().resolve(file.getName(paths.runtimesRoot().getNameCount())));
        }
      }
    }
    List<Path> removed = new ArrayList<>();
    for (Path folder : Folders.children(paths.runtimesRoot())) {
      if (!folder.getFileName().toString().startsWith(".") && !used.contains(folder)) {
        Path removing = InstallPaths.removing(folder);
        Folders.deleteTree(removing);
        DurableFiles.renameDirectory(folder, removing);
        removed.add(folder);
      }
    }
    sweep();
    return removed;
  }

  /**
   * Deletes every hidden folder among the generations: those {@link #retire} renamed, and the
   * staging folders of runs that were stopped.
   */
  public void sweep() throws IOException {
    for (Path root :
        List.of(paths.prefixGenerations(), paths.configGenerations(), paths.runtimesRoot())) {
      for (Path folder : Folders.children(root)) {
        if (folder.getFileName().toString().startsWith(".")) {
          Folders.deleteTree(folder);
        }
      }
    }
  }
}
