package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.files.FileFacts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The real file system, recording every path it is asked to hash. */
final class HashCountingFacts implements FileFacts.Delegating {

  final List<String> hashed = new ArrayList<>();

  @Override
  public FileFacts files() {
    return FileFacts.local();
  }

  @Override
  public String sha256(String path) throws IOException {
    hashed.add(path);
    return FileFacts.local().sha256(path);
  }
}
