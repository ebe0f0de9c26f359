package io.qwenmanaged.launcher.start;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Creates the developer's private directories (QWEN_HOME, QWEN_RUNTIME_DIR) that do not exist yet,
 * parents first, each with mode 0700 whatever the umask: another user could otherwise plant
 * settings there.
 */
final class PrivateDirectories {

  private static final Set<PosixFilePermission> OWNER_ONLY =
      PosixFilePermissions.fromString("rwx------");

  private PrivateDirectories() {}

  /** Creates {@code directories}; returns the first one that could not be, with the reason. */
  static Optional<String> create(List<Path> directories) {
    boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    List<Path> parentsFirst =
        directories.stream().sorted(Comparator.comparingInt(Path::getNameCount)).toList();
    for (Path directory : parentsFirst) {
      try {
        if (posix) {
          Files.createDirectory(directory, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
          Files.setPosixFilePermissions(directory, OWNER_ONLY);
        } else {
          Files.createDirectory(directory);
        }
      } catch (FileAlreadyExistsException e) {
        if (!Files.isDirectory(directory)) {
          return Optional.of(failure(directory, "a file of that name exists"));
        }
      } catch (NoSuchFileException e) {
        return Optional.of(failure(directory, "its parent directory does not exist"));
      } catch (AccessDeniedException e) {
        return Optional.of(failure(directory, "permission denied"));
      } catch (IOException e) {
        return Optional.of(failure(directory, "I/O error"));
      }
    }
    return Optional.empty();
  }

  private static String failure(Path directory, String reason) {
    return directory + ": error: could not be created with mode 0700: " + reason;
  }
}
