package io.qwenmanaged.launcher.session;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.LongPredicate;

/**
 * Removes the session folders that launchers which are gone left behind (killed, say, before they
 * could clean up). A folder is removed only when its name is one the kit gives ({@link
 * SessionFolder}), it is a real folder (not a link), the launcher its name records is no longer
 * running, and it holds nothing but the credential file; anything else is left alone. Failures are
 * ignored: a folder that stays is tried again at the next start.
 */
final class StaleSessions {

  private StaleSessions() {}

  /** Removes the left-behind session folders in {@code parent}; {@code alive} tells running ids. */
  static void remove(Path parent, LongPredicate alive) {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(parent)) {
      for (Path entry : entries) {
        Optional<SessionFolder> folder = SessionFolder.parse(entry.getFileName().toString());
        if (folder.isPresent()
            && !alive.test(folder.get().launcherPid())
            && Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
          removeFolder(entry);
        }
      }
    } catch (IOException | SecurityException e) {
      // Nothing to clean up now; the next start tries again.
    }
  }

  /** Whether process {@code pid} is running, as the operating system reports it. */
  static boolean running(long pid) {
    return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
  }

  /** Removes the credential file of {@code folder}, then the folder if that left it empty. */
  static void removeFolder(Path folder) {
    try {
      Files.deleteIfExists(folder.resolve(SessionFolder.CREDENTIAL_FILE));
      Files.deleteIfExists(folder);
    } catch (IOException | SecurityException e) {
      // A folder that is not empty or cannot be removed stays; nothing in it is read again.
    }
  }
}
