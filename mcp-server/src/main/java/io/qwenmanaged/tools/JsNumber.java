package io.qwenmanaged.tools;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Formats a double exactly as JavaScript's {@code Number.prototype.toString()} does (ECMAScript
 * Number::toString): the shortest decimal digits that read back as the same double (the closest
 * such digits, ties to even), laid out in plain notation for exponents from -7 to 20 and in {@code
 * 1.5e+21} style otherwise.
 *
 * <p>Java 17's {@link Double#toString(double)} does not always produce the shortest digits (e.g.
 * {@code 4.9E-324} for {@code 5e-324}), so the digits are searched for: for each precision from 1
 * to 17 the exact binary value is rounded down and up, and the smallest precision at which either
 * candidate reads back as the same double wins (the closer one when both do).
 */
public final class JsNumber {

  private static final int MAX_DIGITS = 17;
  private static final int KEPT_DIGITS = 40;

  private JsNumber() {}

  /** The JavaScript string for {@code value}; {@code -0} gives {@code "0"}. */
  public static String format(double value) {
    if (Double.isNaN(value)) {
      return "NaN";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "Infinity" : "-Infinity";
    }
    if (value == 0) {
      return "0";
    }
    if (value < 0) {
      return "-" + layout(shortestDigits(-value));
    }
    return layout(shortestDigits(value));
  }

  /**
   * Reading back is monotonic in the precision (a shorter candidate is also a longer one), so the
   * shortest precision is found by binary search.
   */
  private static BigDecimal shortestDigits(double value) {
    BigDecimal exact = condensed(new BigDecimal(value));
    BigDecimal best = exact.round(new MathContext(MAX_DIGITS, RoundingMode.HALF_EVEN));
    int low = 1;
    int high = MAX_DIGITS - 1;
    while (low <= high) {
      int digits = (low + high) >>> 1;
      BigDecimal candidate = closestReadingBack(exact, digits, value);
      if (candidate == null) {
        low = digits + 1;
      } else {
        best = candidate;
        high = digits - 1;
      }
    }
    return best;
  }

  /**
   * A short stand-in for a long exact binary value: its first {@value #KEPT_DIGITS} digits, plus a
   * trailing 1 when digits were cut. No decimal of 39 or fewer digits, nor a midpoint between two
   * such decimals, lies strictly between the two, so rounding either to at most 17 digits (down, up
   * or half-even) gives the same result; the rounding then works on 41 digits, not hundreds.
   */
  private static BigDecimal condensed(BigDecimal exact) {
    if (exact.precision() <= KEPT_DIGITS) {
      return exact;
    }
    BigDecimal kept = exact.round(new MathContext(KEPT_DIGITS, RoundingMode.DOWN));
    if (kept.compareTo(exact) == 0) {
      return kept;
    }
    return new BigDecimal(
        kept.unscaledValue().multiply(BigInteger.TEN).add(BigInteger.ONE), kept.scale() + 1);
  }

  /** The {@code digits}-digit decimal closest to {@code exact} that reads back, or null. */
  private static BigDecimal closestReadingBack(BigDecimal exact, int digits, double value) {
    BigDecimal down = exact.round(new MathContext(digits, RoundingMode.FLOOR));
    BigDecimal up = exact.round(new MathContext(digits, RoundingMode.CEILING));
    boolean downReadsBack = readsBackAs(down, value);
    boolean upReadsBack = readsBackAs(up, value);
    if (downReadsBack && upReadsBack) {
      return exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
    }
    if (downReadsBack) {
      return down;
    }
    return upReadsBack ? up : null;
  }

  private static boolean readsBackAs(BigDecimal candidate, double value) {
    return Double.parseDouble(candidate.toString()) == value;
  }

  /** Lays out digits {@code s} (k of them) with value {@code s × 10^(n-k)} per ECMAScript. */
  private static String layout(BigDecimal decimal) {
    BigDecimal stripped = decimal.stripTrailingZeros();
    String digits = stripped.unscaledValue().toString();
    int k = digits.length();
    int n = k - stripped.scale();
    StringBuilder out = new StringBuilder(k + 8);
    if (k <= n && n <= 21) {
      out.append(digits);
      out.append("0".repeat(n - k));
    } else if (0 < n && n <= 21) {
      out.append(digits, 0, n).append('.').append(digits, n, k);
    } else if (-6 < n && n <= 0) {
      out.append("0.").append("0".repeat(-n)).append(digits);
    } else {
      int exponent = n - 1;
      out.append(digits.charAt(0));
      if (k > 1) {
        out.append('.').append(digits, 1, k);
      }
      out.append('e').append(exponent < 0 ? '-' : '+').append(Math.abs(exponent));
    }
    return out.toString();
  }
}
