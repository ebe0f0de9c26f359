package io.qwenmanaged.tests.e2e;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How one scenario's Qwen Code is set up, and how the developer starts it.
 *
 * @param name the folder under {@code tests/target/e2e/} that keeps its screens and logs
 * @param writeProfile whether the test plan's profile is {@code mem0-write} (the MCP server exposes
 *     {@code context_remember}, with the ask rule and the confirmation hook) or {@code
 *     mem0-read-only} (only {@code context_search})
 * @param workspaceFiles files the repository brings, by path relative to the workspace (a {@code
 *     .env}, a {@code .qwen/settings.json}), with their text
 * @param arguments what the developer types after {@code qwen-managed}
 * @param pipedStdin a line piped into {@code qwen-managed}; empty: stdin is the terminal
 */
record Scenario(
    String name,
    boolean writeProfile,
    Map<String, String> workspaceFiles,
    List<String> arguments,
    Optional<String> pipedStdin) {

  Scenario {
    workspaceFiles = Map.copyOf(workspaceFiles);
    arguments = List.copyOf(arguments);
  }

  /** The {@code mem0-write} profile. */
  static Scenario write(String name) {
    return new Scenario(name, true, Map.of(), List.of(), Optional.empty());
  }

  /** The {@code mem0-read-only} profile: the configuration has no {@code write} block. */
  static Scenario readOnly(String name) {
    return new Scenario(name, false, Map.of(), List.of(), Optional.empty());
  }

  /** The same scenario with a workspace {@code .env} file containing {@code text}. */
  Scenario withDotEnv(String text) {
    return withWorkspaceFile(".env", text);
  }

  /** The same scenario with the repository file {@code relativePath} containing {@code text}. */
  Scenario withWorkspaceFile(String relativePath, String text) {
    Map<String, String> files = new LinkedHashMap<>(workspaceFiles);
    files.put(relativePath, text);
    return new Scenario(name, writeProfile, files, arguments, pipedStdin);
  }

  /** The same scenario started as {@code qwen-managed <typed...>}. */
  Scenario withArguments(String... typed) {
    return new Scenario(name, writeProfile, workspaceFiles, List.of(typed), pipedStdin);
  }

  /** The same scenario started as {@code printf '<line>\n' | qwen-managed}. */
  Scenario withPipedStdin(String line) {
    return new Scenario(name, writeProfile, workspaceFiles, arguments, Optional.of(line));
  }
}
