package io.qwenmanaged.install.generation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.exec.QwenPackageInstall;
import io.qwenmanaged.install.host.AdminHost;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The Qwen Code package of an install with {@code --install-qwen}: npm installs the plan's pinned
 * version under the prefix (not in a dry run), and the plan pins that package's {@code cli.js}.
 */
final class QwenPackageStep {

  /** The package's folder the kit installed, if it installed one. */
  sealed interface Outcome {}

  record Ready(Optional<Path> qwenRoot) implements Outcome {}

  record Failed(InstallRun.QwenNotInstalled failure) implements Outcome {}

  private QwenPackageStep() {}

  static Outcome run(InstallRun.Request request, AdminHost host) throws IOException {
    if (request.npm().isEmpty()) {
      return new Ready(Optional.empty());
    }
    InstallPaths paths = request.paths();
    String version = request.plan().at("/runtimes/qwenVersion").asText();
    Optional<Path> qwenRoot = Optional.empty();
    if (!request.dryRun()) {
      CreatedFolders.createAndRecord(paths);
      if (QwenPackageInstall.install(
              request.npm().get(), paths.prefix(), version, host.environment())
          instanceof QwenPackageInstall.Failed failed) {
        return new Failed(new InstallRun.QwenNotInstalled(failed.reason(), failed.output()));
      }
      qwenRoot = Optional.of(paths.prefix().resolve("qwen").resolve(version));
    }
    Path cli = QwenPackageInstall.packageFolder(paths.prefix(), version).resolve("cli.js");
    ((ObjectNode) request.plan().get("runtimes")).put("qwenCli", cli.toString());
    return new Ready(qwenRoot);
  }
}
