package io.qwenmanaged.install.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The installation a {@link TestPlans} plan makes on a {@link TestMachine}: where its parts are.
 */
public record Installed(Path prefix, Path configDir) {

  /** The installation of {@code machine}'s plans. */
  public static Installed on(TestMachine machine) {
    return new Installed(machine.root().resolve("opt"), machine.root().resolve("etc"));
  }

  public Path launcherJson() {
    return configDir.resolve("launcher.json");
  }

  /** The generation {@code launcher.json} names. */
  public String current() {
    return json(launcherJson()).at("/install/generation").asText();
  }

  /** The generation folders under the config directory, hidden ones included. */
  public List<String> configGenerations() {
    return Tree.names(configDir.resolve("generations"));
  }

  /** The generation folders under the prefix, hidden ones included. */
  public List<String> prefixGenerations() {
    return Tree.names(prefix.resolve("generations"));
  }

  public Path configGeneration(String id) {
    return configDir.resolve("generations").resolve(id);
  }

  public Path prefixGeneration(String id) {
    return prefix.resolve("generations").resolve(id);
  }

  public Path wrapper() {
    return prefix.resolve("bin").resolve("qwen-managed");
  }

  /** A JSON file's document. */
  public static JsonNode json(Path file) {
    try {
      return new ObjectMapper().readTree(Files.readString(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
