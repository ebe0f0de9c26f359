package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.function.Function;

/**
 * One file a repository brings, written into the workspace once the kit is installed, so its text
 * may use what was installed ({@link RepositoryFacts}): a text file, an executable script, or a
 * symbolic link (as {@code git} checks out a committed one). A path with {@code ..} reaches a file
 * outside the repository, which stands for one already on the developer's machine.
 */
public sealed interface RepositoryFile permits RepositoryFile.Text, RepositoryFile.Link {

  /** The path relative to the workspace. */
  String path();

  /** Writes the file into {@code facts.workspace()}, creating the folders it needs. */
  void write(RepositoryFacts facts);

  /** A text file whose content may depend on the installation. */
  record Text(String path, boolean executable, Function<RepositoryFacts, String> content)
      implements RepositoryFile {

    @Override
    public void write(RepositoryFacts facts) {
      Path file = facts.workspace().resolve(path).normalize();
      try {
        Files.createDirectories(file.getParent());
        Files.writeString(file, content.apply(facts));
        if (executable) {
          Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** A symbolic link to {@code target}, as written (absolute or relative to the link). */
  record Link(String path, String target) implements RepositoryFile {

    @Override
    public void write(RepositoryFacts facts) {
      Path link = facts.workspace().resolve(path).normalize();
      try {
        Files.createDirectories(link.getParent());
        Files.createSymbolicLink(link, Path.of(target));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  static RepositoryFile text(String path, String content) {
    return new Text(path, false, facts -> content);
  }

  static RepositoryFile text(String path, Function<RepositoryFacts, String> content) {
    return new Text(path, false, content);
  }

  static RepositoryFile script(String path, Function<RepositoryFacts, String> content) {
    return new Text(path, true, content);
  }

  static RepositoryFile symlink(String path, String target) {
    return new Link(path, target);
  }
}
