package io.qwenmanaged.policy.model;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/**
 * What the installer records about one installation, in {@code launcher.json}'s {@code install}
 * block and in the install manifest, which must agree.
 *
 * @param generation the generation id, e.g. {@code 20260101T120000Z-1} (letters, digits, {@code .},
 *     {@code _}, {@code -}; at most 64 characters)
 * @param kitVersion the version of the kit that installed it
 * @param scope {@code system} or {@code user}
 * @param user the installing user: present exactly for a {@code user} install
 */
public record InstallFacts(
    String generation, String kitVersion, InstallScope scope, Optional<String> user) {

  /**
   * Puts {@code generation}, {@code kitVersion}, {@code scope} and, for a user install, {@code
   * user} into {@code object}, in this order ({@code launcher.json}'s {@code install} block and the
   * install manifest write them alike; {@link LauncherConfigReader#install} reads them back).
   *
   * @return {@code object}
   */
  public ObjectNode writeTo(ObjectNode object) {
    object.put("generation", generation).put("kitVersion", kitVersion).put("scope", scope.id());
    user.ifPresent(name -> object.put("user", name));
    return object;
  }

  /** A system install: every kit file owned by root (Windows: Administrators or SYSTEM). */
  public static InstallFacts system(String generation, String kitVersion) {
    return new InstallFacts(generation, kitVersion, InstallScope.SYSTEM, Optional.empty());
  }

  /** A user install by {@code user}: kit files owned by root or that user. */
  public static InstallFacts user(String generation, String kitVersion, String user) {
    return new InstallFacts(generation, kitVersion, InstallScope.USER, Optional.of(user));
  }
}
