package io.qwenmanaged.tests.e2e;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;

/**
 * The policy files the kit's generator renders from a scenario's plan, written unchanged into the
 * plan's config directory: {@code system-settings.json}, {@code system-defaults.json} and {@code
 * external-context.json} are what Qwen and the MCP server read; {@code launcher.json} says how to
 * start Qwen; {@code user-settings.json} (write profile) is kept for inspection only. A refused
 * plan fails the test with the generator's diagnostics.
 *
 * @param launcher the generated {@code launcher.json}, parsed
 */
record GeneratedPolicy(JsonNode launcher) {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String PLAN_FILE = "plan.json";

  /** Generates the policy files of {@code plan} into {@code configDir}. */
  static GeneratedPolicy render(byte[] plan, Path configDir) {
    GenerationResult result = PolicyGenerator.generate(plan, PLAN_FILE);
    if (result instanceof GenerationResult.Refused) {
      String diagnostics =
          ((GenerationResult.Refused) result)
              .diagnostics().stream().map(Diagnostic::render).collect(Collectors.joining("\n"));
      return fail("The generator refused the E2E test plan:\n" + diagnostics);
    }
    byte[] launcher = null;
    try {
      for (PolicyFile file : ((GenerationResult.Generated) result).files()) {
        Files.write(configDir.resolve(file.name()), file.bytes());
        if (file.name().equals("launcher.json")) {
          launcher = file.bytes();
        }
      }
      if (launcher == null) {
        return fail("The generator wrote no launcher.json into " + configDir);
      }
      return new GeneratedPolicy(JSON.readTree(launcher));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A file path pinned in {@code launcher.json}'s {@code files}, e.g. {@code systemSettings}. */
  Path file(String name) {
    return Path.of(text(launcher.path("files"), name));
  }

  /** A top-level string of {@code launcher.json}, e.g. {@code workspace}. */
  String value(String name) {
    return text(launcher, name);
  }

  private static String text(JsonNode parent, String name) {
    JsonNode value = parent.path(name);
    if (!value.isTextual()) {
      return fail("The generated launcher.json has no string " + name + ": " + parent);
    }
    return value.asText();
  }
}
