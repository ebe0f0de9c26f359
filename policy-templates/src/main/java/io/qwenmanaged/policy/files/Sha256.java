package io.qwenmanaged.policy.files;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in lower-case hex, as the reports and the install manifest show it. */
public final class Sha256 {

  private Sha256() {}

  /** Inputs up to this size are hashed by {@link CompactSha256}, larger ones by the platform. */
  static final int COMPACT_LIMIT = 256 * 1024;

  public static String hex(byte[] bytes) {
    return lowerHex(
        bytes.length <= COMPACT_LIMIT ? CompactSha256.hash(bytes) : digest().digest(bytes));
  }

  /**
   * The hash of everything {@code in} gives, as {@link #hex} shows it: content up to the compact
   * limit is read into memory and hashed at once, larger content is streamed through the platform.
   */
  public static String hexOf(InputStream in) throws IOException {
    byte[] head = in.readNBytes(COMPACT_LIMIT + 1);
    if (head.length <= COMPACT_LIMIT) {
      return hex(head);
    }
    MessageDigest digest = digest();
    digest.update(head);
    byte[] buffer = new byte[64 * 1024];
    for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
      digest.update(buffer, 0, read);
    }
    return hexOf(digest);
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
