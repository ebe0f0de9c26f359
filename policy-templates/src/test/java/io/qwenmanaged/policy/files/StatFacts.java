package io.qwenmanaged.policy.files;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@link FakeFileFacts} with the stat of each file set by the test, and a count of how often each
 * file's bytes were read or hashed. Without a stat set, a file has none (as on Windows).
 */
public final class StatFacts implements FileFacts.Delegating {

  private final FakeFileFacts files;
  private final Map<String, FileStat> stats = new HashMap<>();
  private final Map<String, Integer> reads = new HashMap<>();

  public StatFacts(FakeFileFacts files) {
    this.files = files;
  }

  /** Sets the stat {@code path} reports. */
  public StatFacts stat(String path, FileStat stat) {
    stats.put(path, stat);
    return this;
  }

  /** How often the bytes of {@code path} were read or hashed. */
  public int reads(String path) {
    return reads.getOrDefault(path, 0);
  }

  @Override
  public FileFacts files() {
    return files;
  }

  @Override
  public synchronized byte[] read(String path, int limit) throws IOException {
    reads.merge(path, 1, Integer::sum);
    return files.read(path, limit);
  }

  @Override
  public String sha256(String path) throws IOException {
    synchronized (this) {
      reads.merge(path, 1, Integer::sum);
    }
    return files.sha256(path);
  }

  @Override
  public synchronized Optional<FileStat> stat(String path) {
    return Optional.ofNullable(stats.get(path));
  }
}
