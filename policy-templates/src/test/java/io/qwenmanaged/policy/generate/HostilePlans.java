package io.qwenmanaged.policy.generate;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The golden write plan as text, edited by hostile-input tests, and the generator's answers. */
final class HostilePlans {

  private static final String WRITE_PLAN = "golden/posix-mem0-write/plan.json";

  private HostilePlans() {}

  static String plan() {
    try (InputStream in = HostilePlans.class.getResourceAsStream(WRITE_PLAN)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The golden write plan with the first {@code target} replaced by {@code replacement}. */
  static String plan(String target, String replacement) {
    String plan = plan();
    if (!plan.contains(target)) {
      throw new IllegalArgumentException("not in the plan: " + target);
    }
    return plan.replaceFirst(Pattern.quote(target), Matcher.quoteReplacement(replacement));
  }

  /** The generator's refusal of {@code bytes}, each diagnostic rendered. */
  static List<String> refusal(byte[] bytes) {
    GenerationResult result = PolicyGenerator.generate(bytes, "plan.json");
    return assertInstanceOf(GenerationResult.Refused.class, result).diagnostics().stream()
        .map(Diagnostic::render)
        .toList();
  }

  static List<String> refusal(String text) {
    return refusal(text.getBytes(StandardCharsets.UTF_8));
  }

  /** The files the generator makes of {@code plan}. */
  static List<PolicyFile> generated(String plan) {
    GenerationResult result =
        PolicyGenerator.generate(plan.getBytes(StandardCharsets.UTF_8), "plan.json");
    return assertInstanceOf(GenerationResult.Generated.class, result).files();
  }
}
