package io.qwenmanaged.install.generation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The developer's command(s) a generation installs, each replaced atomically where its bytes
 * differ, and what each held before, so that a generation that does not work can put them back.
 */
final class WrapperReplacement {

  /** Each replaced command and what it held before (empty where there was none). */
  private final Map<Path, Optional<byte[]>> before;

  private WrapperReplacement(Map<Path, Optional<byte[]>> before) {
    this.before = before;
  }

  /** Replaces each of {@code generation}'s commands in {@code paths} where its bytes differ. */
  static WrapperReplacement replace(PlannedGeneration generation, InstallPaths paths)
      throws IOException {
    Map<Path, Optional<byte[]>> before = new LinkedHashMap<>();
    List<Path> wrappers = paths.wrappers();
    for (int i = 0; i < wrappers.size(); i++) {
      Path wrapper = wrappers.get(i);
      byte[] bytes = generation.wrappers().get(i);
      if (!Folders.sameBytes(wrapper, bytes)) {
        before.put(
            wrapper,
            Files.isRegularFile(wrapper, LinkOption.NOFOLLOW_LINKS)
                ? Optional.of(Folders.read(wrapper))
                : Optional.empty());
        Folders.create(wrapper.getParent());
        DurableFiles.replace(wrapper, bytes, DurableFiles.EXECUTABLE);
      }
    }
    return new WrapperReplacement(before);
  }

  /** Puts back what {@link #replace} replaced: the old bytes, or no file where there was none. */
  void restore() throws IOException {
    for (Map.Entry<Path, Optional<byte[]>> wrapper : before.entrySet()) {
      if (wrapper.getValue().isPresent()) {
        DurableFiles.replace(wrapper.getKey(), wrapper.getValue().get(), DurableFiles.EXECUTABLE);
      } else {
        DurableFiles.delete(wrapper.getKey());
      }
    }
  }
}
