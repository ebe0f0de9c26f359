package io.qwenmanaged.tests.e2e.harness;

/** Whether a repository vector did, in real Qwen, what it tried; with the reason in one line. */
public sealed interface VectorVerdict
    permits VectorVerdict.Reproduced, VectorVerdict.NotReproduced, VectorVerdict.Inconclusive {

  String why();

  /** The repository got what it tried. */
  record Reproduced(String why) implements VectorVerdict {}

  /** It did not; the kit's promise held for this vector. */
  record NotReproduced(String why) implements VectorVerdict {}

  /**
   * The run never reached the point where the vector could act (e.g. the agent it writes was never
   * called), so it says nothing either way.
   */
  record Inconclusive(String why) implements VectorVerdict {}

  /** {@code REPRODUCED}, {@code NOT REPRODUCED} or {@code INCONCLUSIVE}. */
  default String label() {
    if (this instanceof Reproduced) {
      return "REPRODUCED";
    }
    return this instanceof NotReproduced ? "NOT REPRODUCED" : "INCONCLUSIVE";
  }

  static VectorVerdict reproduced(String why) {
    return new Reproduced(why);
  }

  static VectorVerdict notReproduced(String why) {
    return new NotReproduced(why);
  }

  static VectorVerdict inconclusive(String why) {
    return new Inconclusive(why);
  }
}
