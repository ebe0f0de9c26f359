package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Secret;
import io.qwenmanaged.policy.model.LauncherConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Everything the launcher needs once every start check passed, for one repository of one
 * installation.
 *
 * @param installation the verified {@code launcher.json}: the pins every repository shares
 * @param repository the repository this start is for, one of {@code installation}'s: its root
 *     (Qwen's working directory), its credential and the policy files Qwen and the MCP server use
 *     in it
 * @param qwenHome QWEN_HOME with {@code ${HOME}} resolved
 * @param qwenRuntimeDir QWEN_RUNTIME_DIR with {@code ${HOME}} resolved
 * @param directoriesToCreate QWEN_HOME and/or QWEN_RUNTIME_DIR when they do not exist yet; the
 *     launcher creates them with mode 0700 before it starts Qwen
 * @param credential the credential's value, from the named variable or file
 * @param modelCredential the governed model's key, from its variable or file; empty when {@code
 *     launcher.json} does not govern the model
 */
public record ReadyStart(
    LauncherConfig installation,
    LauncherConfig.Repository repository,
    Path qwenHome,
    Path qwenRuntimeDir,
    List<Path> directoriesToCreate,
    Secret credential,
    Optional<Secret> modelCredential) {

  public ReadyStart {
    directoriesToCreate = List.copyOf(directoriesToCreate);
  }
}
