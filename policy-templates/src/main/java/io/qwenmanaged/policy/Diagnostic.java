package io.qwenmanaged.policy;

/**
 * One problem found in a file the kit reads or writes: where (file name and JSON Pointer) and what.
 * Validators return these instead of throwing; only a CLI edge turns them into exit codes.
 *
 * @param file the file's name as the user knows it, e.g. {@code launcher.json}
 * @param pointer the JSON Pointer of the offending value ({@code ""} for the whole document)
 * @param message one line, without the offending value when it may be a secret
 */
public record Diagnostic(String file, String pointer, String message) {

  /** {@code launcher.json:/environment/allow/3: error: ...} */
  public String render() {
    return file + ":" + pointer + ": error: " + message;
  }
}
