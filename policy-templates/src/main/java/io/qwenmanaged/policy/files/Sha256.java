package io.qwenmanaged.policy.files;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in lower-case hex, as the reports and the install manifest show it. */
public final class Sha256 {

  private Sha256() {}

  public static String hex(byte[] bytes) {
    return lowerHex(digest().digest(bytes));
  }

  /** A new SHA-256 digest, for content read in chunks; {@link #hexOf} gives its result. */
  public static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform provides SHA-256", e);
    }
  }

  /** The result of {@code digest}, in the form {@link #hex} gives. */
  public static String hexOf(MessageDigest digest) {
    return lowerHex(digest.digest());
  }

  private static String lowerHex(byte[] hash) {
    return HexFormat.of().formatHex(hash);
  }
}
