package io.qwenmanaged.policy.manifest;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.util.ArrayList;
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
 * reading it, every other file is hashed. Hashing the kit's jars and class-data archives (tens of
 * MiB) is most of the check's time, so the files are hashed on as many threads as the machine has
 * processors (at most four); the problems come back in the manifest's order whatever the threads'
 * timing, and the threads end before the check returns.
 */
final class ListedFiles {

  private static final int MAX_THREADS = 4;

  private ListedFiles() {}

  static List<Diagnostic> check(
      Map<String, String> files,
      Platform platform,
      FileFacts facts,
      Set<String> alreadyReported,
      Fingerprints fingerprints) {
    List<Map.Entry<String, String>> checked =
        files.entrySet().stream()
            .filter(e -> !alreadyReported.contains(e.getKey()) && platform.isAbsolute(e.getKey()))
            .toList();
    int threads =
        Math.min(checked.size(), Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors()));
    if (threads <= 1) {
      List<Diagnostic> problems = new ArrayList<>();
      checked.forEach(
          e -> one(e.getKey(), e.getValue(), facts, fingerprints).ifPresent(problems::add));
      return problems;
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Optional<Diagnostic>>> results = new ArrayList<>();
      for (Map.Entry<String, String> e : checked) {
        results.add(pool.submit(() -> one(e.getKey(), e.getValue(), facts, fingerprints)));
      }
      List<Diagnostic> problems = new ArrayList<>();
      for (Future<Optional<Diagnostic>> result : results) {
        result.get().ifPresent(problems::add);
      }
      return problems;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while hashing the installed files", e);
    } catch (ExecutionException e) {
      // one() turns every I/O failure into a diagnostic: anything else is a bug in the check.
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

  private static Optional<Diagnostic> one(
      String file, String sha256, FileFacts facts, Fingerprints fingerprints) {
    Optional<Diagnostic> kind = RegularFile.kind(facts, file, file);
    if (kind.isPresent() || fingerprints.vouchesFor(file, sha256, facts)) {
      return kind;
    }
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
