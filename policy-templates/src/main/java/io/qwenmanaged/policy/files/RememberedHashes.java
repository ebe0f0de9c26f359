package io.qwenmanaged.policy.files;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The file facts of one run that checks the same files more than once (doctor on every repository):
 * each file is hashed the first time, and a later hash of it is the remembered one while the file
 * system's record of the file ({@link FileStat}) is exactly the one taken right after that hashing.
 * A hash is remembered only when the record was the same before and after it and its times are
 * finer than whole seconds; without a record (as on Windows) every hash reads the file. So a later
 * check can accept nothing the first one did not: a file written, replaced or moved since has
 * another record and is hashed again. Safe for the hashing threads of one check.
 */
public final class RememberedHashes implements FileFacts.Delegating {

  private record Remembered(String sha256, FileStat stat) {}

  private final FileFacts files;
  private final Map<String, Remembered> hashes = new ConcurrentHashMap<>();

  /** Remembers the hashes of {@code files}, which answers everything else. */
  public RememberedHashes(FileFacts files) {
    this.files = files;
  }

  @Override
  public String sha256(String path) throws IOException {
    Optional<FileStat> before = files.stat(path);
    Remembered remembered = hashes.get(path);
    if (remembered != null && before.equals(Optional.of(remembered.stat()))) {
      return remembered.sha256();
    }
    String sha256 = files.sha256(path);
    Optional<FileStat> after = files.stat(path);
    if (before.isPresent() && !before.get().coarse() && before.equals(after)) {
      hashes.put(path, new Remembered(sha256, after.get()));
    } else {
      hashes.remove(path);
    }
    return sha256;
  }

  @Override
  public FileFacts files() {
    return files;
  }
}
