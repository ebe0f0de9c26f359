package io.qwenmanaged.tests.launcher;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An {@link LauncherSite} whose plan lists two repositories instead of one workspace: {@code alpha}
 * and {@code beta} under {@code repos/}, each with its own app id ({@code <name>-memory}) and
 * credential variable ({@code MEM0_KEY_<NAME>}), next to directories that belong to neither: a
 * sibling {@code repos/alpha-old} whose name starts like alpha's, {@code elsewhere/}, and a
 * symbolic link {@code links/alpha} to alpha's root.
 */
final class TwoRepositories {

  static final List<String> NAMES = List.of("alpha", "beta");

  private TwoRepositories() {}

  static LauncherSite install() {
    LauncherSite layout = LauncherSite.create(List.of(), TwoRepositories::plan);
    try {
      for (String name : NAMES) {
        Files.createDirectories(root(layout, name).resolve("src/main/deep"));
      }
      Files.createDirectories(sibling(layout));
      Files.createDirectories(elsewhere(layout));
      Files.createDirectories(layout.root().resolve("links"));
      Files.createSymbolicLink(link(layout), root(layout, "alpha"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return layout;
  }

  private static void plan(Path root, ObjectNode plan) {
    plan.remove(List.of("workspace", "provider"));
    ArrayNode repositories = plan.putArray("repositories");
    for (String name : NAMES) {
      ObjectNode repository = repositories.addObject().put("name", name);
      Path path = root.resolve("repos").resolve(name);
      try {
        Files.createDirectories(path);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      repository.put("path", path.toString());
      repository
          .putObject("provider")
          .put("type", "mem0-platform-v3")
          .put("appId", appId(name))
          .putObject("credential")
          .put("env", credentialEnv(name));
    }
  }

  static Path root(LauncherSite layout, String name) {
    return layout.root().resolve("repos").resolve(name);
  }

  /** {@code repos/alpha-old}: alpha's root is a prefix of its name, yet it is not in alpha. */
  static Path sibling(LauncherSite layout) {
    return layout.root().resolve("repos/alpha-old");
  }

  static Path elsewhere(LauncherSite layout) {
    return layout.root().resolve("elsewhere");
  }

  /** {@code links/alpha} → alpha's root. */
  static Path link(LauncherSite layout) {
    return layout.root().resolve("links/alpha");
  }

  static String appId(String name) {
    return name + "-memory";
  }

  static String credentialEnv(String name) {
    return "MEM0_KEY_" + name.toUpperCase(Locale.ROOT);
  }

  /** Each repository's key: it contains {@link LaunchCommand#CREDENTIAL}, so no output shows it. */
  static String credential(String name) {
    return LaunchCommand.CREDENTIAL + "-" + name;
  }

  /** A developer's environment with both repositories' keys. */
  static Map<String, String> developerEnvironment() {
    Map<String, String> environment = LaunchCommand.developerEnvironment();
    NAMES.forEach(name -> environment.put(credentialEnv(name), credential(name)));
    return environment;
  }

  /** "alpha (/…/repos/alpha), beta (/…/repos/beta)": how refusals list them. */
  static String listed(LauncherSite layout) {
    return "alpha (" + root(layout, "alpha") + "), beta (" + root(layout, "beta") + ")";
  }

  /** The refusal of a directory in neither repository, as the launcher prints it. */
  static String refusal(LauncherSite layout) {
    return "qwen-managed: refused: the current directory is in none of the managed repositories;"
        + " start qwen-managed inside one of them: "
        + listed(layout)
        + "\n";
  }
}
