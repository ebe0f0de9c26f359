package io.qwenmanaged.tests.kit;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A kit installed by the real installer: a distribution archive ({@link Distribution}), unpacked as
 * an administrator would, runs {@code posix/install.sh --plan PLAN} as shipped (a system install
 * when the tests run as root, else a user install of the user running them), and this names what it
 * installed, read from the installed {@code launcher.json}:
 *
 * <pre>
 * &lt;installPrefix&gt;/bin/qwen-managed                  the developer's command
 * &lt;installPrefix&gt;/generations/&lt;id&gt;/lib/*.jar, *.jsa   the kit's jars and class-data archives
 * &lt;configDir&gt;/launcher.json                          the current generation's launcher.json
 * &lt;configDir&gt;/generations/&lt;id&gt;/                     every policy file and the install manifest
 * </pre>
 *
 * The plan's folders must be private ones below the user's home: the installer refuses a prefix or
 * config directory below a directory others can write to.
 */
public final class InstalledKit {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path prefix;
  private final Path configDir;
  private final String generation;

  private InstalledKit(Path prefix, Path configDir, String generation) {
    this.prefix = prefix;
    this.configDir = configDir;
    this.generation = generation;
  }

  /**
   * Installs from {@code plan} (a file) with the plain distribution; fails the test with the
   * installer's output unless it exits 0.
   */
  public static InstalledKit install(Path plan) {
    return install(plan, Distribution.PLAIN);
  }

  /**
   * Installs from {@code plan} (a file) with the unpacked {@code distribution}'s {@code
   * posix/install.sh}; fails the test with the installer's output unless it exits 0.
   */
  public static InstalledKit install(Path plan, Distribution distribution) {
    JsonNode planJson = read(plan);
    ShippedKit.Outcome outcome =
        ShippedKit.unpacked(distribution).script("install.sh", List.of("--plan", plan.toString()));
    if (outcome.exitCode() != 0) {
      fail("install.sh --plan " + plan + " failed: " + outcome);
    }
    Path configDir = Path.of(planJson.path("configDir").asText());
    String generation = read(configDir.resolve("launcher.json")).at("/install/generation").asText();
    if (generation.isEmpty()) {
      fail("the installed launcher.json names no generation: " + outcome);
    }
    return new InstalledKit(
        Path.of(planJson.path("installPrefix").asText()), configDir, generation);
  }

  /** The config directory. */
  public Path configDir() {
    return configDir;
  }

  /** {@code <configDir>/launcher.json}, which the installed command names. */
  public Path launcherJson() {
    return configDir.resolve("launcher.json");
  }

  /** The installed {@code launcher.json}, parsed. */
  public JsonNode launcher() {
    return read(launcherJson());
  }

  /** The installed jar {@code name} ({@code launcher}, {@code mcp-server} or {@code hook}). */
  public Path jar(String name) {
    return prefix.resolve("generations").resolve(generation).resolve("lib/" + name + ".jar");
  }

  /** The current generation's folder of policy files, {@code <configDir>/generations/<id>}. */
  public Path policyFolder() {
    return configDir.resolve("generations").resolve(generation);
  }

  /** The current generation's policy file {@code name} (e.g. {@code system-settings.json}). */
  public Path policyFile(String name) {
    return policyFolder().resolve(name);
  }

  /**
   * Every file of the current generation's config folder and {@code launcher.json}, by name, with
   * its bytes as they are now.
   */
  public Map<String, byte[]> policyFiles() {
    Map<String, byte[]> files = new TreeMap<>();
    try (Stream<Path> list = Files.list(policyFolder())) {
      for (Path file : list.sorted().toList()) {
        files.put("generations/" + generation + "/" + file.getFileName(), Files.readAllBytes(file));
      }
      files.put("launcher.json", Files.readAllBytes(launcherJson()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  private static JsonNode read(Path file) {
    try {
      return JSON.readTree(file.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }
}
