package io.qwenmanaged.mcp.provider;

/**
 * The only provider operation ids the kit accepts and echoes: a UUID in its 8-4-4-4-12 hexadecimal
 * form (either case). Checked by hand, so no regular expression runs on provider text.
 */
public final class OperationId {

  private static final int LENGTH = 36;

  private OperationId() {}

  /** Whether {@code id} is a UUID; {@code null} is not. */
  public static boolean isUuid(String id) {
    if (id == null || id.length() != LENGTH) {
      return false;
    }
    for (int index = 0; index < LENGTH; index++) {
      char unit = id.charAt(index);
      boolean hyphenPlace = index == 8 || index == 13 || index == 18 || index == 23;
      if (hyphenPlace ? unit != '-' : !isHexDigit(unit)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isHexDigit(char unit) {
    return (unit >= '0' && unit <= '9')
        || (unit >= 'a' && unit <= 'f')
        || (unit >= 'A' && unit <= 'F');
  }
}
