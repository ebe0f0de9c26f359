package io.qwenmanaged.policy.manifest;

import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.FileStat;
import java.io.IOException;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The stat fingerprints the installer recorded for a generation's large files ({@value #FILE_NAME},
 * in the generation's config folder, listed with its SHA-256 in the install manifest). A
 * fingerprint vouches for a listed file only while the file system's record of the file is exactly
 * the recorded one and the manifest lists the SHA-256 the fingerprint was recorded with; anything
 * else — no fingerprint, a different device, inode, size, modification or change time, a file
 * system that reports none of them — leaves the file to be hashed.
 *
 * @param files absolute path → fingerprint, sorted by path
 */
public record Fingerprints(SortedMap<String, Fingerprint> files) {

  /** The file name the installer writes into a generation's config folder. */
  public static final String FILE_NAME = "file-fingerprints.json";

  /** No fingerprints: every listed file is hashed. */
  public static final Fingerprints NONE = new Fingerprints(new TreeMap<>());

  /**
   * One file's fingerprint.
   *
   * @param sha256 the SHA-256 the file had when its stat was taken, lower-case hex
   * @param stat the file system's record of the file then
   */
  public record Fingerprint(String sha256, FileStat stat) {}

  public Fingerprints {
    files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
  }

  /** Fingerprints of {@code files} (path → fingerprint, in any order). */
  public static Fingerprints of(Map<String, Fingerprint> files) {
    return new Fingerprints(new TreeMap<>(files));
  }

  /**
   * Whether the fingerprint of {@code path} proves it still has the content {@code sha256}: there
   * is one, it was recorded with that SHA-256, its times are finer than whole seconds, and the file
   * system's record of the file now is the same. A file system that cannot answer proves nothing.
   */
  public boolean vouchesFor(String path, String sha256, FileFacts facts) {
    Fingerprint recorded = files.get(path);
    if (recorded == null || !recorded.sha256().equals(sha256) || recorded.stat().coarse()) {
      return false;
    }
    try {
      return facts.stat(path).equals(Optional.of(recorded.stat()));
    } catch (IOException e) {
      return false;
    }
  }
}
