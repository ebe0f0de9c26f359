package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.FileStat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The real file system, recording every path it is asked to hash. */
final class HashCountingFacts implements FileFacts {

  final List<String> hashed = new ArrayList<>();

  @Override
  public Optional<FileEntry> entry(String path) throws IOException {
    return FileFacts.local().entry(path);
  }

  @Override
  public Optional<FileStat> stat(String path) throws IOException {
    return FileFacts.local().stat(path);
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
    hashed.add(path);
    return FileFacts.local().sha256(path);
  }
}
