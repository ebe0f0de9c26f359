package io.qwenmanaged.policy.qwenconfig;

/**
 * Whether, and how, an administrator's plan may allow an element of a repository's Qwen
 * configuration that the managed Qwen ignores.
 */
public sealed interface Allowance permits Allowance.Never, Allowance.ByKind, Allowance.FileOnly {

  /** Never: it could take part in the decision on a memory write or answer Qwen's dialogs. */
  record Never() implements Allowance {}

  /** By its kind for the repository, or by the file's SHA-256. */
  record ByKind(AllowKind kind) implements Allowance {}

  /** Only by the file's SHA-256: it belongs to no kind the plan can name. */
  record FileOnly() implements Allowance {}

  static Allowance never() {
    return new Never();
  }

  static Allowance kind(AllowKind kind) {
    return new ByKind(kind);
  }

  static Allowance fileOnly() {
    return new FileOnly();
  }
}
