package io.qwenmanaged.policy.model;

import java.util.Optional;

/**
 * Who an installation is protected against: a {@code system} install (run as root or elevated) is
 * owned by the administrator; a {@code user} install (trials, tests) by the user who installed it,
 * so it is not protected against that user.
 */
public enum InstallScope {
  SYSTEM("system"),
  USER("user");

  private final String id;

  InstallScope(String id) {
    this.id = id;
  }

  /** The spelling in {@code launcher.json} and the install manifest. */
  public String id() {
    return id;
  }

  /** The scope with this spelling, if any. */
  public static Optional<InstallScope> fromId(String id) {
    for (InstallScope scope : values()) {
      if (scope.id.equals(id)) {
        return Optional.of(scope);
      }
    }
    return Optional.empty();
  }
}
