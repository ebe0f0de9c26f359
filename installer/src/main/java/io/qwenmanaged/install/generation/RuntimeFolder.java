package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.install.files.PosixModes;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What a runtimes folder (a bundle's, or an installed copy) holds. */
final class RuntimeFolder {

  private RuntimeFolder() {}

  /**
   * Whether {@code folder} holds exactly {@code files} (paths below it, forward slashes) with their
   * SHA-256, and nothing else but folders.
   */
  static boolean holdsExactly(Path folder, Map<String, String> files) throws IOException {
    if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
      return false;
    }
    List<String> present = relativeFiles(folder);
    if (present.size() != files.size() || !files.keySet().containsAll(present)) {
      return false;
    }
    for (Map.Entry<String, String> file : files.entrySet()) {
      if (!hash(folder.resolve(file.getKey())).equals(file.getValue())) {
        return false;
      }
    }
    return true;
  }

  /**
   * Every entry below {@code folder} that is not a folder, by its path relative to it with forward
   * slashes; a link or a special file is listed too, so it never matches a list of regular files.
   */
  static List<String> relativeFiles(Path folder) throws IOException {
    List<String> files = new ArrayList<>();
    for (Path path : Folders.walk(folder)) {
      if (!Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
        String relative = folder.relativize(path).toString().replace('\\', '/');
        files.add(
            Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) ? relative : "\0" + relative);
      }
    }
    return files;
  }

  /** The SHA-256 of file {@code path}, read in chunks. */
  static String hash(Path path) throws IOException {
    MessageDigest digest = Sha256.digest();
    try (InputStream in = Files.newInputStream(path, LinkOption.NOFOLLOW_LINKS)) {
      byte[] buffer = new byte[1 << 20];
      for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
        digest.update(buffer, 0, read);
      }
    } catch (IOException e) {
      throw FileFailure.of("cannot be read", path, e);
    }
    return Sha256.hexOf(digest);
  }

  /** Whether {@code path}'s owner may execute it (where the file system has POSIX modes). */
  static boolean ownerExecutable(Path path) throws IOException {
    if (!PosixModes.supported(path)) {
      return false;
    }
    return Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS)
        .contains(PosixFilePermission.OWNER_EXECUTE);
  }
}
