package io.qwenmanaged.policy.qwenconfig;

/** Whether, and how, an administrator may allow a refused element of a repository's files. */
public sealed interface Allowance permits Allowance.Never, Allowance.ByKind, Allowance.FileOnly {

  /** Never: it can decide on memory writes, answer dialogs, or remove the kit's server or hook. */
  record Never() implements Allowance {}

  /** By its kind for the repository, or by the file's SHA-256. */
  record ByKind(AllowKind kind) implements Allowance {}

  /**
   * Only by the file's SHA-256: the kit cannot read the file the way Qwen does, so it cannot name a
   * kind (the write-time check still refuses any hook there that could match the write tool).
   */
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
