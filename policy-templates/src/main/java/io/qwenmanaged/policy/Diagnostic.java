package io.qwenmanaged.policy;

import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;

/**
 * One problem found in a file the kit reads or writes: where (file name and JSON Pointer), what,
 * and of which kind. Validators return these instead of throwing; only a CLI edge turns them into
 * exit codes, by {@link Kind} — the kind of the worst problem of a list ({@link Kind#worst})
 * decides, for every command of both CLIs.
 *
 * @param file the file's name as the user knows it, e.g. {@code launcher.json}
 * @param pointer the JSON Pointer of the offending value ({@code ""} for the whole document)
 * @param message one line, without the offending value when it may be a secret
 * @param kind whether the policy is wrong or the file could not be read
 */
public record Diagnostic(String file, String pointer, String message, Kind kind) {

  /** What a problem means for the command that found it, worst first. */
  public enum Kind {
    /**
     * The policy is invalid, tampered with or insecure: the files say something the kit refuses.
     */
    POLICY(0),
    /**
     * Nothing is wrong with the files, but the kit will not act here: the launcher was started
     * outside every managed repository of an installation that has several.
     */
    REFUSED(1),
    /** A file or directory could not be read or written: the check itself could not be done. */
    IO(2);

    private final int rank;

    Kind(int rank) {
      this.rank = rank;
    }

    /**
     * The kind that decides the outcome of {@code problems}: a policy problem outweighs a refusal,
     * which outweighs an I/O problem (a check that could not be done says less than one that found
     * the policy wrong); empty when there is no problem.
     */
    public static Optional<Kind> worst(Collection<Diagnostic> problems) {
      return problems.stream().map(Diagnostic::kind).min(Comparator.comparingInt(k -> k.rank));
    }
  }

  /** A {@link Kind#POLICY} problem. */
  public static Diagnostic policy(String file, String pointer, String message) {
    return new Diagnostic(file, pointer, message, Kind.POLICY);
  }

  /** An {@link Kind#IO} problem with a whole file. */
  public static Diagnostic io(String file, String message) {
    return new Diagnostic(file, "", message, Kind.IO);
  }

  /**
   * {@code launcher.json:/environment/allow/3: error: ...}, or {@code launcher.json: error: ...}
   * when the problem is with the whole file.
   */
  public String render() {
    return file + (pointer.isEmpty() ? "" : ":" + pointer) + ": error: " + message;
  }
}
