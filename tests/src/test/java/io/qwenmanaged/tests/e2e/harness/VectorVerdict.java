package io.qwenmanaged.tests.e2e.harness;

/** Whether a repository vector did, in real Qwen, what it tried; with the reason in one line. */
public sealed interface VectorVerdict
    permits VectorVerdict.Reproduced, VectorVerdict.NotReproduced {

  String why();

  /** The repository got what it tried. */
  record Reproduced(String why) implements VectorVerdict {}

  /** It did not; the kit's promise held for this vector. */
  record NotReproduced(String why) implements VectorVerdict {}

  /** {@code REPRODUCED} or {@code NOT REPRODUCED}. */
  default String label() {
    return this instanceof Reproduced ? "REPRODUCED" : "NOT REPRODUCED";
  }

  static VectorVerdict reproduced(String why) {
    return new Reproduced(why);
  }

  static VectorVerdict notReproduced(String why) {
    return new NotReproduced(why);
  }
}
