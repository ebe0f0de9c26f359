package io.qwenmanaged.install.qwenpatch;

import java.util.List;

/**
 * One patch of the set: its file name, its header (what it changes, why, the vector it closes,
 * where it stands upstream) and the changes it makes, file by file.
 */
public record QwenPatch(String name, List<String> header, List<FileDiff> files) {

  public QwenPatch {
    header = List.copyOf(header);
    files = List.copyOf(files);
  }

  /** The changes to one file of the package, by its path below the package folder. */
  public record FileDiff(String path, List<Hunk> hunks) {

    public FileDiff {
      hunks = List.copyOf(hunks);
    }
  }

  /**
   * One change: at line {@code oldStart} (1-based, in the file as the patches before it left it),
   * the lines {@code before} are replaced by {@code after}; both hold the unchanged context lines
   * too.
   */
  public record Hunk(int oldStart, List<String> before, List<String> after) {

    public Hunk {
      before = List.copyOf(before);
      after = List.copyOf(after);
    }
  }
}
