package io.qwenmanaged.install.exec;

import io.qwenmanaged.policy.model.ManagedServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/**
 * The stand-in key of a training run, handed to {@code mcp-server.jar} the way a session hands over
 * the real one: in an owner-only file in a private temporary folder, named by {@value
 * ManagedServer#CREDENTIAL_FILE_ENV}, so the archive holds the classes that path loads. Closing
 * removes the file and the folder.
 */
final class TrainingCredential implements AutoCloseable {

  private final Path folder;

  private TrainingCredential(Path folder) {
    this.folder = folder;
  }

  /** Writes {@link StandInKeys#VALUE} into a new private file. */
  static TrainingCredential create() throws IOException {
    Path folder = Files.createTempDirectory("qwen-managed-training-key");
    TrainingCredential credential = new TrainingCredential(folder);
    Path file = credential.file();
    Files.writeString(file, StandInKeys.VALUE, StandardCharsets.UTF_8);
    if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    }
    return credential;
  }

  /** The variable that names the file. */
  Map<String, String> variable() {
    return Map.of(ManagedServer.CREDENTIAL_FILE_ENV, file().toString());
  }

  private Path file() {
    return folder.resolve("credential");
  }

  @Override
  public void close() throws IOException {
    Files.deleteIfExists(file());
    Files.deleteIfExists(folder);
  }
}
