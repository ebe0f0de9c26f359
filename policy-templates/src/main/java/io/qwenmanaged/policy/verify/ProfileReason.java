package io.qwenmanaged.policy.verify;

import io.qwenmanaged.policy.model.Profile;

/** Why a write-only part of a generated file must be present or absent. */
final class ProfileReason {

  /** Why a write-only part must be present. */
  static final String WRITE = "launcher.json has the mem0-write profile";

  /** Why a write-only part must be absent. */
  static final String READ_ONLY = "launcher.json has a read-only profile";

  private ProfileReason() {}

  static String of(Profile profile) {
    return profile.write() ? WRITE : READ_ONLY;
  }
}
