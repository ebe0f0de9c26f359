package io.qwenmanaged.install.testing;

import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The real file system as a machine where a test's own folder is an administrator's: every entry
 * below {@code root} is owned by {@code owner} with its real type and mode, and every directory on
 * the way to it (such as {@code /tmp}, which others can write to) is {@code owner}'s with mode
 * 0755. So the installer's location and manifest checks pass for the test's folders whoever runs
 * the tests, and a mode a test gives a folder of its own is still judged.
 */
final class TrustedTree implements FileFacts {

  private final Path root;
  private final String owner;

  TrustedTree(Path root, String owner) {
    this.root = root.toAbsolutePath().normalize();
    this.owner = owner;
  }

  @Override
  public Optional<FileEntry> entry(String path) throws IOException {
    Optional<FileEntry> real = FileFacts.local().entry(path);
    Path at = Path.of(path).toAbsolutePath().normalize();
    if (real.isEmpty()) {
      return real;
    }
    if (!at.startsWith(root) && root.startsWith(at)) {
      return Optional.of(
          new FileEntry(FileEntry.Type.DIRECTORY, owner, new FileEntry.PosixMode(0755)));
    }
    return Optional.of(new FileEntry(real.get().type(), owner, real.get().protection()));
  }

  @Override
  public String readLink(String path) throws IOException {
    return FileFacts.local().readLink(path);
  }

  @Override
  public byte[] read(String path, int limit) throws IOException {
    return FileFacts.local().read(path, limit);
  }

  @Override
  public String sha256(String path) throws IOException {
    return FileFacts.local().sha256(path);
  }
}
