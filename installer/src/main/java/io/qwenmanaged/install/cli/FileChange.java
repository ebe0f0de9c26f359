package io.qwenmanaged.install.cli;

/**
 * What {@code generate} did to one file of the output directory, or what {@code uninstall} did (or,
 * in a dry run, would do) to one installed file.
 *
 * @param name the file's name, e.g. {@code system-settings.json}
 * @param path the file's path as it will be shown to the admin
 * @param change what happened to it
 * @param sha256 the SHA-256 of the file's bytes now (lower-case hex); empty for a removed file
 */
record FileChange(String name, String path, Change change, String sha256) {

  /**
   * The closed set of changes, each with the word of the JSON report and the phrase a person reads.
   */
  enum Change {
    WRITTEN("written", "written"),
    UNCHANGED("unchanged", "unchanged"),
    REMOVED("removed", "removed"),
    // A dry run names what it leaves in place in the future tense, never as done.
    WOULD_REMOVE("would-remove", "would remove");

    private final String word;
    private final String phrase;

    Change(String word, String phrase) {
      this.word = word;
      this.phrase = phrase;
    }

    /** The value of the JSON report's {@code change}. */
    String word() {
      return word;
    }

    /** How the human report starts the file's line. */
    String phrase() {
      return phrase;
    }
  }
}
