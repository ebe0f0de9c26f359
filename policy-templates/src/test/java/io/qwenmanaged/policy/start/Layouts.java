package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestWriter;
import io.qwenmanaged.policy.model.InstallFacts;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * Installed layouts of the golden write plans in a {@link FakeFileFacts}: the generated files (with
 * the install block), the kit's jars, the runtimes, the shell, the workspace and the developer's
 * home, and a manifest of all kit files — everything a start needs, so each test breaks one thing.
 */
final class Layouts {

  static final InstallFacts SYSTEM = InstallFacts.system("20260101T120000Z-1", "0.1.0");
  static final InstallFacts USER_ALICE = InstallFacts.user("20260101T120000Z-1", "0.1.0", "alice");

  static final String CONFIG = "/etc/qwen-managed";
  static final String LAUNCHER = CONFIG + "/launcher.json";
  static final String MANIFEST = CONFIG + "/install-manifest.json";
  static final String SYSTEM_DEFAULTS = CONFIG + "/system-defaults.json";
  static final String HOOK_JAR = "/opt/qwen-managed/lib/hook.jar";
  static final String JAVA = "/opt/qwen-managed/jre/bin/java";
  static final String NODE = "/opt/qwen-managed/node/bin/node";
  static final String QWEN = "/opt/qwen-managed/qwen-code/node_modules/@qwen-code/qwen-code";
  static final String WORKSPACE = "/srv/repositories/payments";

  static final String W_CONFIG = "C:\\ProgramData\\Qwen Managed";
  static final String W_LAUNCHER = W_CONFIG + "\\launcher.json";
  static final String W_PREFIX = "C:\\Program Files\\Qwen Managed";
  static final String W_POWERSHELL = "C:\\Windows\\System32\\WindowsPowerShell\\v1.0";
  static final String W_HOME = "C:\\Users\\alice";

  private Layouts() {}

  /**
   * The golden POSIX write plan installed with {@code install}; kit files owned by {@code owner}.
   */
  static FakeFileFacts posix(InstallFacts install, String owner) {
    return posix(install, owner, plan -> plan);
  }

  /** Like {@link #posix(InstallFacts, String)}, with the plan's text edited first. */
  static FakeFileFacts posix(InstallFacts install, String owner, UnaryOperator<String> planEdit) {
    FakeFileFacts fs = FakeFileFacts.posix();
    List<String> kitFiles = generated(fs, "posix-mem0-write", CONFIG, "/", install, planEdit);
    for (String jar : List.of("/opt/qwen-managed/lib/mcp-server.jar", HOOK_JAR)) {
      fs.file(jar, "jar " + jar);
      kitFiles.add(jar);
    }
    fs.program(JAVA).program("/usr/bin/env").program(NODE);
    fs.file(QWEN + "/cli.js", "// cli").file(QWEN + "/package.json", "{\"version\":\"0.24.4\"}");
    fs.program("/usr/bin/bash").link("/bin", "usr/bin");
    fs.directory(WORKSPACE);
    fs.directory("/home/alice").owner("/home/alice", "alice");
    for (String file : kitFiles) {
      fs.owner(file, owner);
    }
    writeManifest(fs, install, kitFiles, MANIFEST);
    fs.owner(MANIFEST, owner);
    return fs;
  }

  /** The golden Windows write plan installed as a system install. */
  static FakeFileFacts windows(InstallFacts install) {
    return windows(install, plan -> plan);
  }

  /** Like {@link #windows(InstallFacts)}, with the plan's text edited first. */
  static FakeFileFacts windows(InstallFacts install, UnaryOperator<String> planEdit) {
    FakeFileFacts fs = FakeFileFacts.windows();
    List<String> kitFiles = generated(fs, "windows-mem0-write", W_CONFIG, "\\", install, planEdit);
    for (String jar : List.of(W_PREFIX + "\\lib\\mcp-server.jar", W_PREFIX + "\\lib\\hook.jar")) {
      fs.file(jar, "jar " + jar);
      kitFiles.add(jar);
    }
    String qwen = W_PREFIX + "\\qwen-code\\node_modules\\@qwen-code\\qwen-code";
    fs.program(W_PREFIX + "\\O'Brien’s jre\\bin\\java.exe")
        .program("C:\\Program Files\\nodejs\\node.exe")
        .file(qwen + "\\cli.js", "// cli")
        .file(qwen + "\\package.json", "{\"version\":\"0.24.4\"}")
        .program(W_POWERSHELL + "\\powershell.exe")
        .program("C:\\Windows\\System32\\cmd.exe")
        .directory("D:\\repos\\pay ments")
        .directory(W_HOME)
        .owner(W_HOME, "DESKTOP\\alice");
    writeManifest(fs, install, kitFiles, W_CONFIG + "\\install-manifest.json");
    return fs;
  }

  static StartContext posixContext(Map<String, String> environment) {
    return new StartContext(Path.of(LAUNCHER), environment, "alice", Path.of("/home/alice"));
  }

  static StartContext windowsContext(Map<String, String> environment) {
    return new StartContext(Path.of(W_LAUNCHER), environment, "alice", Path.of(W_HOME));
  }

  /** The Windows variables a start sees, plus the credential. */
  static Map<String, String> windowsEnvironment() {
    return Map.of(
        "SystemRoot", "C:\\Windows",
        "ComSpec", "C:\\Windows\\System32\\cmd.exe",
        "MEM0_API_KEY", "k-123");
  }

  /** Writes a fresh manifest of {@code files} as they are now. */
  static void writeManifest(
      FakeFileFacts fs, InstallFacts install, List<String> files, String manifest) {
    Map<String, String> hashes = new TreeMap<>();
    for (String file : files) {
      try {
        hashes.put(file, fs.sha256(file));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    ManifestOutcome outcome = ManifestWriter.render(InstallManifest.of(install, hashes));
    fs.file(manifest, assertInstanceOf(ManifestOutcome.Valid.class, outcome).bytes());
  }

  private static List<String> generated(
      FakeFileFacts fs,
      String goldenCase,
      String configDir,
      String separator,
      InstallFacts install,
      UnaryOperator<String> planEdit) {
    String plan = planEdit.apply(plan(goldenCase));
    GenerationResult result = PolicyGenerator.generate(plan.getBytes(), "plan.json", install);
    List<String> written = new ArrayList<>();
    for (PolicyFile file : assertInstanceOf(GenerationResult.Generated.class, result).files()) {
      String path = configDir + separator + file.name();
      fs.file(path, file.bytes());
      written.add(path);
    }
    return written;
  }

  static String plan(String goldenCase) {
    String resource = "/io/qwenmanaged/policy/generate/golden/" + goldenCase + "/plan.json";
    try (InputStream in = Layouts.class.getResourceAsStream(resource)) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
