package io.qwenmanaged.policy.files;

import io.qwenmanaged.policy.Judges;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 in lower-case hex, as the reports and the install manifest show it. The platform's {@code
 * MessageDigest} computes it, except on the launcher's start ({@link Judges#STAND_INS}), where
 * {@link CompactSha256} hashes the small inputs.
 */
public final class Sha256 {

  private Sha256() {}

  /**
   * On the launcher's start, inputs up to this size are hashed by {@link CompactSha256}, larger
   * ones by the platform.
   */
  static final int COMPACT_LIMIT = 256 * 1024;

  public static String hex(byte[] bytes) {
    return lowerHex(compact(bytes.length) ? CompactSha256.hash(bytes) : digest().digest(bytes));
  }

  /**
   * The hash of everything {@code in} gives, as {@link #hex} shows it: content the compact code
   * hashes is read into memory and hashed at once, any other content is streamed through the
   * platform.
   */
  public static String hexOf(InputStream in) throws IOException {
    byte[] head = new byte[0];
    if (Judges.standIns()) {
      head = in.readNBytes(COMPACT_LIMIT + 1);
      if (head.length <= COMPACT_LIMIT) {
        return hex(head);
      }
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

  private static boolean compact(int length) {
    return length <= COMPACT_LIMIT && Judges.standIns();
  }

  private static String lowerHex(byte[] hash) {
    return HexFormat.of().formatHex(hash);
  }
}
