package io.qwenmanaged.policy;

/**
 * One problem found in a file the kit reads or writes: where (file name and JSON Pointer), what,
 * and of which kind. Validators return these instead of throwing; only a CLI edge turns them into
 * exit codes, by {@link Kind}.
 *
 * @param file the file's name as the user knows it, e.g. {@code launcher.json}
 * @param pointer the JSON Pointer of the offending value ({@code ""} for the whole document)
 * @param message one line, without the offending value when it may be a secret
 * @param kind whether the policy is wrong or the file could not be read
 */
public record Diagnostic(String file, String pointer, String message, Kind kind) {

  /** What a problem means for the command that found it. */
  public enum Kind {
    /**
     * The policy is invalid, tampered with or insecure: the files say something the kit refuses.
     */
    POLICY,
    /** A file or directory could not be read or written: the check itself could not be done. */
    IO,
    /**
     * Nothing is wrong with the files, but the kit will not act here: the launcher was started
     * outside every managed repository of an installation that has several.
     */
    REFUSED
  }

  /** A {@link Kind#POLICY} problem. */
  public Diagnostic(String file, String pointer, String message) {
    this(file, pointer, message, Kind.POLICY);
  }

  /** An {@link Kind#IO} problem with a whole file. */
  public static Diagnostic io(String file, String message) {
    return new Diagnostic(file, "", message, Kind.IO);
  }

  /** {@code launcher.json:/environment/allow/3: error: ...} */
  public String render() {
    return file + ":" + pointer + ": error: " + message;
  }
}
