package io.qwenmanaged.tests.e2e;

import java.util.Optional;

/**
 * How one scenario's Qwen Code is set up.
 *
 * @param name the folder under {@code tests/target/e2e/} that keeps its screens and logs
 * @param writeProfile whether the test plan's profile is {@code mem0-write} (the MCP server exposes
 *     {@code context_remember}, with the ask rule and the confirmation hook) or {@code
 *     mem0-read-only} (only {@code context_search})
 * @param dotEnv the text of a {@code .env} file in the workspace, if any
 */
record Scenario(String name, boolean writeProfile, Optional<String> dotEnv) {

  /** The {@code mem0-write} profile. */
  static Scenario write(String name) {
    return new Scenario(name, true, Optional.empty());
  }

  /** The {@code mem0-read-only} profile: the configuration has no {@code write} block. */
  static Scenario readOnly(String name) {
    return new Scenario(name, false, Optional.empty());
  }

  /** The same scenario with a workspace {@code .env} file containing {@code text}. */
  Scenario withDotEnv(String text) {
    return new Scenario(name, writeProfile, Optional.of(text));
  }
}
