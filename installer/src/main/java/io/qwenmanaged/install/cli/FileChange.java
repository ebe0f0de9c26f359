package io.qwenmanaged.install.cli;

/**
 * What {@code generate} did to one file of the output directory.
 *
 * @param name the file's name, e.g. {@code system-settings.json}
 * @param path the file's path as it will be shown to the admin
 * @param change what happened to it
 * @param sha256 the SHA-256 of the file's bytes now (lower-case hex); empty for a removed file
 */
record FileChange(String name, String path, Change change, String sha256) {

  /** The closed set of changes, with the word the reports use. */
  enum Change {
    WRITTEN("written"),
    UNCHANGED("unchanged"),
    REMOVED("removed");

    private final String word;

    Change(String word) {
      this.word = word;
    }

    String word() {
      return word;
    }
  }
}
