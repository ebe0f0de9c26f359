package io.qwenmanaged.mcp.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

@Tag("unit")
class JsNumberTest {

  /**
   * Values with the text JavaScript's {@code String(value)} gives for them (checked in Node 20).
   */
  static Stream<Arguments> knownJavaScriptOutputs() {
    return Stream.of(
        Arguments.of(0.1 + 0.2, "0.30000000000000004"),
        Arguments.of(1e21, "1e+21"),
        Arguments.of(1.5e21, "1.5e+21"),
        Arguments.of(1e-7, "1e-7"),
        Arguments.of(-1e-7, "-1e-7"),
        Arguments.of(1.2345e-7, "1.2345e-7"),
        Arguments.of(123e-20, "1.23e-18"),
        Arguments.of(5e-324, "5e-324"),
        Arguments.of(Math.pow(2, -1074) * 3, "1.5e-323"),
        Arguments.of(2.2250738585072014e-308, "2.2250738585072014e-308"),
        Arguments.of(1.7976931348623157e308, "1.7976931348623157e+308"),
        Arguments.of(Math.pow(2, 1023), "8.98846567431158e+307"),
        Arguments.of(100, "100"),
        Arguments.of(1, "1"),
        Arguments.of(-1.5, "-1.5"),
        Arguments.of(0.82, "0.82"),
        Arguments.of(0.1, "0.1"),
        Arguments.of(4.35, "4.35"),
        Arguments.of(0.000001, "0.000001"),
        Arguments.of(5e-7, "5e-7"),
        Arguments.of(0.002, "0.002"),
        Arguments.of(0.0, "0"),
        Arguments.of(-0.0, "0"),
        Arguments.of(1.0 / 3, "0.3333333333333333"),
        Arguments.of(2.0 / 3, "0.6666666666666666"),
        Arguments.of(1.0000000000000002, "1.0000000000000002"),
        Arguments.of(5.551115123125783e-17, "5.551115123125783e-17"),
        Arguments.of(123456789.123, "123456789.123"),
        Arguments.of(123456789012345680000.0, "123456789012345680000"),
        Arguments.of(1e20, "100000000000000000000"),
        Arguments.of(1e22, "1e+22"),
        Arguments.of(1e16, "10000000000000000"),
        Arguments.of(9007199254740993.0, "9007199254740992"),
        Arguments.of(Math.pow(2, 60), "1152921504606847000"),
        // Java 17's Double.toString is longer than shortest for these three.
        Arguments.of(2.82879384806159e17, "282879384806159000"),
        Arguments.of(2e23, "2e+23"),
        Arguments.of(1e23, "1e+23"),
        Arguments.of(1e301, "1e+301"),
        Arguments.of(Double.NaN, "NaN"),
        Arguments.of(Double.POSITIVE_INFINITY, "Infinity"),
        Arguments.of(Double.NEGATIVE_INFINITY, "-Infinity"));
  }

  @ParameterizedTest
  @MethodSource("knownJavaScriptOutputs")
  void formatsAsJavaScriptDoes(double value, String expected) {
    assertEquals(expected, JsNumber.format(value));
  }

  @Test
  void everyFormattedNumberReadsBackAsTheSameDouble() {
    Random random = new Random(20261130L);
    for (int i = 0; i < 5_000; i++) {
      double value = randomFinite(random);
      String text = JsNumber.format(value);
      assertEquals(value, Double.parseDouble(text), text);
      assertTrue(
          significantDigits(text) <= significantDigits(Double.toString(value)),
          () -> text + " is longer than " + value);
    }
  }

  @Test
  @Tag("node")
  void matchesNodeOnRandomDoubles() throws Exception {
    Random random = new Random(7);
    List<Double> values = new ArrayList<>();
    for (int i = 0; i < 10_000; i++) {
      values.add(randomFinite(random));
    }
    List<String> bits = new ArrayList<>();
    values.forEach(value -> bits.add(hexBits(value)));
    String script =
        NodeScript.withStdin(
            "function main(bits) {\n"
                + "  return bits.map((hex) => String(Buffer.from(hex, 'hex').readDoubleBE(0)));\n"
                + "}");
    JsonNode answers = NodeScript.run(script, bits);
    for (int i = 0; i < values.size(); i++) {
      assertEquals(answers.get(i).asText(), JsNumber.format(values.get(i)), bits.get(i));
    }
  }

  /** Doubles of every magnitude, plus short decimals typical of scores. */
  static double randomFinite(Random random) {
    while (true) {
      double value =
          switch (random.nextInt(4)) {
            case 0 -> random.nextInt(10_001) / 10_000.0;
            case 1 -> random.nextDouble();
            case 2 -> Math.scalb(random.nextDouble(), random.nextInt(160) - 80);
            default -> Double.longBitsToDouble(random.nextLong());
          };
      if (Double.isFinite(value)) {
        return value;
      }
    }
  }

  static String hexBits(double value) {
    return String.format("%016x", Double.doubleToRawLongBits(value));
  }

  private static int significantDigits(String text) {
    String mantissa = text.split("[eE]")[0].replace("-", "").replace(".", "");
    return mantissa.replaceAll("^0+", "").replaceAll("0+$", "").length();
  }
}
