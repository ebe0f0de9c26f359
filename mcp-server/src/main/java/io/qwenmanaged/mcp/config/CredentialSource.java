package io.qwenmanaged.mcp.config;

import io.qwenmanaged.content.StrictUtf8;
import io.qwenmanaged.policy.Secret;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.model.ManagedServer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where the MCP server and the auto-recall hook get the provider's key. In a session the launcher
 * hands it over in a file and names only the file, in {@value ManagedServer#CREDENTIAL_FILE_ENV};
 * when that variable is present the file is the only source. The file must be an absolute path to a
 * regular file (not a link) of at most {@value #MAX_BYTES} bytes holding one line of UTF-8 text
 * without control characters (one trailing newline is dropped), and, where the file system has
 * POSIX permissions, owned by the user the process runs as and closed to group and others.
 *
 * <p>Without that variable — the server run by hand, outside a session — the key is the value of
 * the configured credential variable. Either way a key that cannot be had is simply absent: callers
 * report their one stable error, which names neither the key nor the file.
 */
final class CredentialSource {

  /** The largest credential file accepted, in bytes. */
  static final int MAX_BYTES = 4096;

  private static final Set<PosixFilePermission> GROUP_OR_OTHERS =
      EnumSet.of(
          PosixFilePermission.GROUP_READ,
          PosixFilePermission.GROUP_WRITE,
          PosixFilePermission.GROUP_EXECUTE,
          PosixFilePermission.OTHERS_READ,
          PosixFilePermission.OTHERS_WRITE,
          PosixFilePermission.OTHERS_EXECUTE);

  private CredentialSource() {}

  /**
   * The key for a provider whose credential variable is {@code credentialEnv}, from {@code env}.
   */
  static Optional<Secret> resolve(Map<String, String> env, String credentialEnv) {
    return resolve(env, credentialEnv, System.getProperty("user.name"));
  }

  /** {@link #resolve(Map, String)} for a process running as {@code userName}. */
  static Optional<Secret> resolve(Map<String, String> env, String credentialEnv, String userName) {
    String file = env.get(ManagedServer.CREDENTIAL_FILE_ENV);
    Optional<String> value =
        file == null ? Optional.ofNullable(env.get(credentialEnv)) : fromFile(file, userName);
    return value.filter(text -> !text.isEmpty()).map(Secret::new);
  }

  private static Optional<String> fromFile(String file, String userName) {
    try {
      Path path = Path.of(file);
      if (!path.isAbsolute() || !acceptable(path, userName)) {
        return Optional.empty();
      }
      Optional<byte[]> bytes;
      try (InputStream in = Files.newInputStream(path, LinkOption.NOFOLLOW_LINKS)) {
        bytes = BoundedFile.upTo(in, MAX_BYTES);
      }
      return bytes.flatMap(StrictUtf8::decode).flatMap(CredentialSource::oneLine);
    } catch (InvalidPathException
        | IOException
        | SecurityException
        | UnsupportedOperationException e) {
      return Optional.empty();
    }
  }

  private static boolean acceptable(Path path, String userName) throws IOException {
    if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      BasicFileAttributes basic =
          Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      return basic.isRegularFile() && basic.size() <= MAX_BYTES;
    }
    PosixFileAttributes posix =
        Files.readAttributes(path, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    return posix.isRegularFile()
        && posix.size() <= MAX_BYTES
        && posix.owner().getName().equals(userName)
        && posix.permissions().stream().noneMatch(GROUP_OR_OTHERS::contains);
  }

  private static Optional<String> oneLine(String text) {
    String line = text;
    if (line.endsWith("\n")) {
      line = line.substring(0, line.length() - 1);
      if (line.endsWith("\r")) {
        line = line.substring(0, line.length() - 1);
      }
    }
    return line.chars().anyMatch(c -> c < 0x20 || c == 0x7f) ? Optional.empty() : Optional.of(line);
  }
}
