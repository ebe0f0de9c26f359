package io.qwenmanaged.tests.inspector;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The pinned MCP Inspector CLI as {@code tests/tools/install-test-tools.sh} installs it into {@code
 * tests/.tools}, and the {@code node} on {@code PATH} that runs it. Anything missing or at another
 * version fails the test (never skips it), naming the install script.
 *
 * @param node the {@code node} executable (the CLI also starts {@code node} from {@code PATH})
 * @param cliScript the CLI's {@code bin} entry
 * @param version the installed version, equal to the pinned one
 */
record InspectorInstallation(Path node, Path cliScript, String version) {

  static final String PACKAGE = "@modelcontextprotocol/inspector-cli";
  static final String INSTALL_COMMAND = "bash tests/tools/install-test-tools.sh";

  private static final String BIN_NAME = "mcp-inspector-cli";
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The installation below the repository root {@code kitRoot}; fails the test when unusable. */
  static InspectorInstallation locate(Path kitRoot) {
    String pinned = pinnedVersion(kitRoot.resolve("tests/tools/package.json"));
    Path packageDirectory = kitRoot.resolve("tests/.tools/node_modules").resolve(PACKAGE);
    Path manifest = packageDirectory.resolve("package.json");
    if (!Files.isRegularFile(manifest)) {
      fail(PACKAGE + " is not installed in tests/.tools: run `" + INSTALL_COMMAND + "` first.");
    }
    JsonNode installed = readJson(manifest);
    String version = installed.path("version").asText("");
    if (!version.equals(pinned)) {
      fail(
          PACKAGE
              + " "
              + version
              + " is installed but "
              + pinned
              + " is pinned: run `"
              + INSTALL_COMMAND
              + "`.");
    }
    String bin = installed.path("bin").path(BIN_NAME).asText("");
    Path cliScript = packageDirectory.resolve(bin).normalize();
    if (bin.isEmpty() || !Files.isRegularFile(cliScript)) {
      fail(PACKAGE + " has no '" + BIN_NAME + "' entry: run `" + INSTALL_COMMAND + "` again.");
    }
    Path node =
        findOnPath(List.of("node", "node.exe"))
            .orElseGet(() -> fail("node is not on PATH; the MCP Inspector CLI needs Node.js 20."));
    return new InspectorInstallation(node, cliScript, version);
  }

  /**
   * The directory to start the CLI in. The CLI reads its client identity with {@code
   * fs.existsSync("../package.json")}, which resolves against the working directory while the
   * following {@code import} resolves against its own file: started anywhere else it dies with
   * "Cannot find module .../@modelcontextprotocol/package.json". From the directory of its {@code
   * build} scripts both agree.
   */
  Path workingDirectory() {
    return cliScript.getParent();
  }

  private static String pinnedVersion(Path toolsManifest) {
    if (!Files.isRegularFile(toolsManifest)) {
      fail(toolsManifest + " is missing: it pins the test tools.");
    }
    String pinned = readJson(toolsManifest).path("dependencies").path(PACKAGE).asText("");
    if (pinned.isEmpty()) {
      fail(toolsManifest + " does not pin " + PACKAGE + ".");
    }
    return pinned;
  }

  private static JsonNode readJson(Path file) {
    try {
      return JSON.readTree(file.toFile());
    } catch (IOException e) {
      return fail("Could not read " + file + " (run `" + INSTALL_COMMAND + "` again)", e);
    }
  }

  private static Optional<Path> findOnPath(List<String> names) {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String directory : path.split(File.pathSeparator)) {
      if (directory.isEmpty()) {
        continue;
      }
      for (String name : names) {
        Path candidate = Path.of(directory, name);
        if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
          return Optional.of(candidate.toAbsolutePath());
        }
      }
    }
    return Optional.empty();
  }
}
