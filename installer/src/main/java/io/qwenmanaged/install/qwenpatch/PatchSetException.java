package io.qwenmanaged.install.qwenpatch;

/** The patch set the kit carries is not readable as one: a defect of the build, never input. */
public final class PatchSetException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  PatchSetException(String message) {
    super(message);
  }
}
