package io.qwenmanaged.policy.manifest;

/** How the manifest check proves that a listed file still has its recorded SHA-256. */
public enum ContentProof {
  /** Every listed file is hashed: {@code doctor} and {@code verify}. */
  HASH_EVERY_FILE,
  /**
   * A file whose stat fingerprint is unchanged since install is accepted without hashing; every
   * other file is hashed: the launcher's start path.
   */
  TRUST_UNCHANGED_FINGERPRINTS
}
