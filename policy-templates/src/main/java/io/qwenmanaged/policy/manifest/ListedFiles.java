package io.qwenmanaged.policy.manifest;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.FileStat;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Checks that every file an install manifest lists is a regular file with its recorded SHA-256: a
 * file the given fingerprints vouch for (its stat unchanged since install) is accepted without
 * reading it, every other file is hashed. The kind of each file and its fingerprint are looked at
 * first, one file after the other; hashing the kit's jars and class-data archives (tens of MiB) is
 * most of the check's time, so when there is that much to hash the files are hashed on as many
 * threads as the machine has processors (at most four); a few small files (the policy files a start
 * hashes) are hashed on the calling thread, which costs less than starting threads. The problems
 * come back in the manifest's order whatever the threads' timing, and the threads end before the
 * check returns.
 */
final class ListedFiles {

  private static final int MAX_THREADS = 4;

  /** Up to this many bytes in all, files are hashed on the calling thread. */
  static final long ONE_THREAD_BYTES = 1024 * 1024;

  private ListedFiles() {}

  static List<Diagnostic> check(
      Map<String, String> files,
      Platform platform,
      FileFacts facts,
      Set<String> alreadyReported,
      Fingerprints fingerprints) {
    Map<String, Optional<Diagnostic>> results = new LinkedHashMap<>();
    List<Map.Entry<String, String>> toHash = new ArrayList<>();
    for (Map.Entry<String, String> e : files.entrySet()) {
      String file = e.getKey();
      if (alreadyReported.contains(file) || !platform.isAbsolute(file)) {
        continue;
      }
      Optional<Diagnostic> kind = RegularFile.kind(facts, file, file);
      results.put(file, kind);
      if (kind.isEmpty() && !fingerprints.vouchesFor(file, e.getValue(), facts)) {
        toHash.add(e);
      }
    }
    results.putAll(hashAll(toHash, facts));
    List<Diagnostic> problems = new ArrayList<>();
    results.values().forEach(result -> result.ifPresent(problems::add));
    return problems;
  }

  /** Each file of {@code files} → its problem when its SHA-256 is not the listed one. */
  private static Map<String, Optional<Diagnostic>> hashAll(
      List<Map.Entry<String, String>> files, FileFacts facts) {
    Map<String, Optional<Diagnostic>> results = new LinkedHashMap<>();
    int threads =
        Math.min(files.size(), Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors()));
    if (threads <= 1 || small(files, facts)) {
      files.forEach(e -> results.put(e.getKey(), hash(e.getKey(), e.getValue(), facts)));
      return results;
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Optional<Diagnostic>>> pending = new ArrayList<>();
      for (Map.Entry<String, String> e : files) {
        pending.add(pool.submit(() -> hash(e.getKey(), e.getValue(), facts)));
      }
      for (int i = 0; i < files.size(); i++) {
        results.put(files.get(i).getKey(), pending.get(i).get());
      }
      return results;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while hashing the installed files", e);
    } catch (ExecutionException e) {
      // hash() turns every I/O failure into a diagnostic: anything else is a bug in the check.
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  /** Whether {@code files} are known to hold little enough to hash on one thread. */
  private static boolean small(List<Map.Entry<String, String>> files, FileFacts facts) {
    long total = 0;
    for (Map.Entry<String, String> e : files) {
      Optional<FileStat> stat;
      try {
        stat = facts.stat(e.getKey());
      } catch (IOException unknown) {
        return false;
      }
      if (stat.isEmpty()) {
        return false;
      }
      total += stat.get().size();
    }
    return total <= ONE_THREAD_BYTES;
  }

  private static Optional<Diagnostic> hash(String file, String sha256, FileFacts facts) {
    try {
      if (!facts.sha256(file).equals(sha256)) {
        return Optional.of(Diagnostic.policy(file, "", ManifestCheck.CHANGED));
      }
      return Optional.empty();
    } catch (IOException e) {
      return Optional.of(RegularFile.unreadable(file, "read", e));
    }
  }
}
