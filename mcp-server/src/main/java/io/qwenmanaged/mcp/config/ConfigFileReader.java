package io.qwenmanaged.mcp.config;

import io.qwenmanaged.policy.files.BoundedFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * Finds and reads the configuration file named by the locator variable: an absolute path to a
 * regular file (symbolic links followed) of at most {@value #MAX_BYTES} bytes.
 *
 * <p>The file type is checked before the file is opened, so a FIFO or device is never opened (it
 * could block or never end), and the bytes are read with {@link BoundedFile#upTo}. Only a file that
 * exists and is the wrong kind (a directory, FIFO, device) or too large is "not a valid file";
 * every failure to look at or read it, including a file that does not exist, is "could not be
 * read".
 */
final class ConfigFileReader {

  /** The largest accepted configuration, in bytes. */
  static final int MAX_BYTES = 65_536;

  private ConfigFileReader() {}

  static LoadStep<byte[]> read(String locator) {
    if (locator == null || locator.isEmpty()) {
      return LoadStep.refused(StartupError.CONFIG_PATH_NOT_ABSOLUTE);
    }
    Path path;
    try {
      path = Path.of(locator);
    } catch (InvalidPathException e) {
      return LoadStep.refused(StartupError.CONFIG_PATH_NOT_ABSOLUTE);
    }
    if (!path.isAbsolute()) {
      return LoadStep.refused(StartupError.CONFIG_PATH_NOT_ABSOLUTE);
    }
    try {
      BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
      if (!attributes.isRegularFile() || attributes.size() > MAX_BYTES) {
        return LoadStep.refused(StartupError.CONFIG_NOT_A_VALID_FILE);
      }
      Optional<byte[]> bytes;
      try (InputStream in = Files.newInputStream(path)) {
        bytes = BoundedFile.upTo(in, MAX_BYTES);
      }
      return bytes.isPresent()
          ? LoadStep.ok(bytes.get())
          : LoadStep.refused(StartupError.CONFIG_NOT_A_VALID_FILE);
    } catch (IOException | SecurityException e) {
      return LoadStep.refused(StartupError.CONFIG_UNREADABLE);
    }
  }
}
