package io.qwenmanaged.policy.schema;

/**
 * What the compact schema evaluator says of a value: {@link #VALID} and {@link #INVALID} are
 * definite and agree with the full validator; {@link #UNDECIDED} is said wherever the two could
 * disagree (a number written as a fraction where an integer is asked for, a string with a line
 * terminator under a pattern), and then only the full validator decides.
 */
enum Verdict {
  VALID,
  INVALID,
  UNDECIDED;

  /** Both must hold: invalid if either is invalid, else undecided if either is. */
  Verdict and(Verdict other) {
    if (this == INVALID || other == INVALID) {
      return INVALID;
    }
    return this == UNDECIDED || other == UNDECIDED ? UNDECIDED : VALID;
  }

  /** {@link #VALID} when {@code holds}, else {@link #INVALID}. */
  static Verdict of(boolean holds) {
    return holds ? VALID : INVALID;
  }
}
