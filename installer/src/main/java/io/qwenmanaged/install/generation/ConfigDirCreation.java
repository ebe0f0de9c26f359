package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.lock.AdminLock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The first install's config directory, made so that two first installs started together agree on
 * who made it: the directory is built under a hidden name beside its place, holding the record of
 * the folders the kit made ({@link CreatedFolders}) and the empty admin lock file, and one rename
 * puts it in place. The install whose rename loses removes its copy and takes the lock in the
 * directory that won, like any later command; the record always says the kit made the directory, so
 * uninstall removes it again.
 */
public final class ConfigDirCreation {

  private ConfigDirCreation() {}

  /** Creates {@code configDir} (and its missing parents) unless it exists. */
  public static void ensure(Path configDir) throws IOException {
    Path config = configDir.toAbsolutePath().normalize();
    if (Files.exists(config, LinkOption.NOFOLLOW_LINKS) || config.getParent() == null) {
      return;
    }
    List<Path> created = new ArrayList<>();
    for (Path at = config.getParent(); at != null && !Files.exists(at); at = at.getParent()) {
      created.add(0, at);
    }
    Folders.create(config.getParent());
    created.add(config);
    Path building =
        config.resolveSibling(
            "." + config.getFileName() + ".qwen-managed-creating-" + UUID.randomUUID());
    DurableFiles.createDirectory(building);
    try {
      DurableFiles.write(
          building.resolve(CreatedFolders.FILE),
          CreatedFolders.recordBytes(created),
          DurableFiles.FILE);
      DurableFiles.write(building.resolve(AdminLock.FILE), new byte[0], DurableFiles.FILE);
      DurableFiles.renameDirectory(building, config);
    } catch (IOException e) {
      if (!Files.isDirectory(config, LinkOption.NOFOLLOW_LINKS)) {
        Folders.deleteTree(building);
        throw e;
      }
    }
    // Another install's directory won the race: this copy goes.
    Folders.deleteTree(building);
  }
}
