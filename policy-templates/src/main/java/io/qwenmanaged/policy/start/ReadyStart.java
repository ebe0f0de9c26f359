package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.model.LauncherConfig;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything the launcher needs once every start check passed.
 *
 * @param config the verified {@code launcher.json}
 * @param qwenHome QWEN_HOME with {@code ${HOME}} resolved
 * @param qwenRuntimeDir QWEN_RUNTIME_DIR with {@code ${HOME}} resolved
 * @param directoriesToCreate QWEN_HOME and/or QWEN_RUNTIME_DIR when they do not exist yet; the
 *     launcher creates them with mode 0700 before it starts Qwen
 * @param credential the credential's value, from the named variable or file
 */
public record ReadyStart(
    LauncherConfig config,
    Path qwenHome,
    Path qwenRuntimeDir,
    List<Path> directoriesToCreate,
    Secret credential) {

  public ReadyStart {
    directoriesToCreate = List.copyOf(directoriesToCreate);
  }
}
