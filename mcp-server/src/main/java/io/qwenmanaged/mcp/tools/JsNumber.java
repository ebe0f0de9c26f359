package io.qwenmanaged.mcp.tools;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Formats a double exactly as JavaScript's {@code Number.prototype.toString()} does (ECMAScript
 * Number::toString): the shortest decimal digits that read back as the same double (the closest
 * such digits, ties to even), laid out in plain notation for magnitudes from 1e-6 to below 1e21 and
 * in {@code 1.5e+21} / {@code 1e-7} style otherwise.
 *
 * <p>Java 17's {@link Double#toString(double)} does not always produce the shortest digits (e.g.
 * {@code 4.9E-324} for {@code 5e-324}), so the digits are searched for: the exact binary value is
 * rounded down and up to a precision, and the smallest precision at which either candidate reads
 * back as the same double wins (the closer one when both do).
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
   * Reading back is monotonic in the precision (a shorter candidate is also a longer one). {@link
   * Double#toString} gives a precision that reads back and is nearly always the shortest: check
   * that one digit fewer does not read back, and otherwise binary-search all precisions.
   */
  private static BigDecimal shortestDigits(double value) {
    BigDecimal exact = condensed(new BigDecimal(value));
    int hint = Math.min(MAX_DIGITS, significantDigits(Double.toString(value)));
    if (hint == 1 || closestReadingBack(exact, hint - 1, value) == null) {
      BigDecimal candidate = closestReadingBack(exact, hint, value);
      if (candidate != null) {
        return candidate;
      }
    }
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

  /** The number of significant digits in Java's text for a positive double, e.g. "1.0E-7" has 1. */
  private static int significantDigits(String javaText) {
    int end = javaText.indexOf('E');
    String mantissa = end < 0 ? javaText : javaText.substring(0, end);
    int first = 0;
    int last = mantissa.length() - 1;
    while (first < last && (mantissa.charAt(first) == '0' || mantissa.charAt(first) == '.')) {
      first++;
    }
    while (last > first && (mantissa.charAt(last) == '0' || mantissa.charAt(last) == '.')) {
      last--;
    }
    int digits = 0;
    for (int index = first; index <= last; index++) {
      if (mantissa.charAt(index) != '.') {
        digits++;
      }
    }
    return Math.max(1, digits);
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
