package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestWriter;
import io.qwenmanaged.policy.model.InstallFacts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The golden POSIX write plan generated and installed on the real file system below {@code base}:
 * policy files in {@code etc/}, jars and runtimes in {@code opt/}, the workspace {@code work/}, the
 * developer's home {@code home/}, and a user-scope manifest by {@code base}'s owner. Directories
 * 0755, files 0644, programs 0755; bash and env are the machine's own.
 */
final class DiskLayout {

  final Path base;
  final Path launcher;
  final Path hookJar;
  final Path mcpServerJar;
  final Path home;
  final String owner;

  private DiskLayout(Path base) throws IOException {
    this.base = base;
    this.launcher = base.resolve("etc/launcher.json");
    this.hookJar = base.resolve("opt/lib/hook.jar");
    this.mcpServerJar = base.resolve("opt/lib/mcp-server.jar");
    this.home = base.resolve("home");
    this.owner = Files.getOwner(base).getName();
  }

  /** Installs the layout into the empty directory {@code base}. */
  static DiskLayout install(Path base) throws IOException {
    DiskLayout layout = new DiskLayout(base);
    layout.write();
    return layout;
  }

  StartContext context() {
    return new StartContext(launcher, Map.of("MEM0_API_KEY", "k-disk"), "developer", home);
  }

  private void write() throws IOException {
    String plan =
        Layouts.plan("posix-mem0-write")
            .replace("/etc/qwen-managed", base + "/etc")
            .replace("/opt/qwen-managed", base + "/opt")
            .replace("/srv/repositories/payments", base + "/work");
    InstallFacts install = InstallFacts.user("disk-1", "0.1.0", owner);
    GenerationResult result =
        PolicyGenerator.generate(plan.getBytes(StandardCharsets.UTF_8), "plan.json", install);
    List<Path> kitFiles = new ArrayList<>();
    for (PolicyFile file : assertInstanceOf(GenerationResult.Generated.class, result).files()) {
      kitFiles.add(file(base.resolve("etc").resolve(file.name()), file.text(), "rw-r--r--"));
    }
    kitFiles.add(file(hookJar, "hook jar", "rw-r--r--"));
    kitFiles.add(file(mcpServerJar, "server jar", "rw-r--r--"));
    file(base.resolve("opt/jre/bin/java"), "#!/bin/sh\n", "rwxr-xr-x");
    file(base.resolve("opt/node/bin/node"), "#!/bin/sh\n", "rwxr-xr-x");
    Path qwen = base.resolve("opt/qwen-code/node_modules/@qwen-code/qwen-code");
    file(qwen.resolve("cli.js"), "// cli\n", "rw-r--r--");
    file(qwen.resolve("package.json"), "{\"version\": \"0.24.4\"}\n", "rw-r--r--");
    directory(base.resolve("work"));
    directory(home);
    Map<String, String> hashes = new TreeMap<>();
    for (Path file : kitFiles) {
      hashes.put(file.toString(), FileFacts.local().sha256(file.toString()));
    }
    ManifestOutcome manifest = ManifestWriter.render(InstallManifest.of(install, hashes));
    file(
        base.resolve("etc/install-manifest.json"),
        new String(
            assertInstanceOf(ManifestOutcome.Valid.class, manifest).bytes(),
            StandardCharsets.UTF_8),
        "rw-r--r--");
  }

  private static Path file(Path path, String content, String permissions) throws IOException {
    directory(path.getParent());
    Files.writeString(path, content, StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(permissions));
    return path;
  }

  private static void directory(Path path) throws IOException {
    if (!Files.isDirectory(path)) {
      directory(path.getParent());
      Files.createDirectory(path);
      Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  /** Deletes {@code directory} and everything below it, links not followed. */
  static void delete(Path directory) throws IOException {
    if (!Files.exists(directory, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
