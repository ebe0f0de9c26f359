package io.qwenmanaged.policy.rules;

import io.qwenmanaged.policy.model.Platform;
import java.util.Locale;
import java.util.Optional;

/**
 * Two repositories share a key only when both say {@code sharedCredential: true}: the key, not the
 * app id, is what separates two memories. The plan's rules and {@code verify}'s check of {@code
 * launcher.json} ask the same questions here.
 */
public final class CredentialSharing {

  private static final String HINT = "; set sharedCredential: true on both to share a key";

  private CredentialSharing() {}

  /** The message on a credential variable that {@code earlier} (a JSON Pointer) also uses. */
  public static String variableTaken(String earlier) {
    return "is also the credential of " + earlier + HINT;
  }

  /** The message on a credential file that {@code earlier} (a JSON Pointer) also uses. */
  public static String fileTaken(String earlier) {
    return "is also the credential file of " + earlier + HINT;
  }

  /** Whether two credential variables are one: Windows names ignore case, POSIX names do not. */
  public static boolean sameVariable(Platform platform, String first, String second) {
    return platform == Platform.WINDOWS
        ? first.toUpperCase(Locale.ROOT).equals(second.toUpperCase(Locale.ROOT))
        : first.equals(second);
  }

  /**
   * Whether two credential files are one: each lies within the other as {@link
   * Platform#mayBeWithin} compares paths (so a doubtful spelling counts as the same file); {@code
   * ${HOME}} paths, which cannot be resolved here, compare the same way as text. Absent files are
   * never the same.
   */
  public static boolean sameFile(
      Platform platform, Optional<String> first, Optional<String> second) {
    return first.isPresent()
        && second.isPresent()
        && platform.mayBeWithin(first.get(), second.get())
        && platform.mayBeWithin(second.get(), first.get());
  }
}
