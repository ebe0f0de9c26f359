package io.qwenmanaged.policy;

import java.util.function.Supplier;

/**
 * Which code decides, on the current thread, whether bytes are strict JSON, whether a document fits
 * its bundled schema and what a content's SHA-256 is.
 *
 * <p>Everywhere the kit judges with the libraries: Jackson, the networknt JSON Schema validator and
 * the platform's {@code MessageDigest}. Only the launcher's start, which must come close to the
 * bare JVM's start time, puts the compact stand-ins first (the strict tree parser, the compact
 * schema evaluator, the compact SHA-256); each of them answers "valid" only when sure and leaves
 * everything else to the libraries, so refusals and their messages are the libraries' in both
 * cases. Since the installer, {@code generate}, {@code verify}, {@code doctor} and the MCP server
 * never run the stand-ins, what they write and accept checks what the start's stand-ins accept.
 *
 * <p>The choice is made once for a piece of work with {@link #call} and holds for the threads that
 * work starts; outside such a call the libraries judge.
 */
public enum Judges {

  /** Jackson, the networknt validator and {@code MessageDigest} alone. */
  LIBRARIES,

  /** The compact stand-ins first, the libraries for whatever they do not accept: the start only. */
  STAND_INS;

  private static final InheritableThreadLocal<Judges> CURRENT =
      new InheritableThreadLocal<>() {
        @Override
        protected Judges initialValue() {
          return LIBRARIES;
        }
      };

  /** Who judges on this thread now. */
  public static Judges current() {
    return CURRENT.get();
  }

  /** Whether the compact stand-ins judge first on this thread now. */
  public static boolean standIns() {
    return current() == STAND_INS;
  }

  /** Runs {@code work} with these judges on this thread (and the threads it starts). */
  public <T> T call(Supplier<T> work) {
    Judges before = CURRENT.get();
    CURRENT.set(this);
    try {
      return work.get();
    } finally {
      CURRENT.set(before);
    }
  }
}
