package io.qwenmanaged.install.bundle;

import java.util.List;

/**
 * Where the bundle keeps its runtimes, relative to the kit's root folder, and the checksum list
 * both kinds of distribution carry at that root.
 */
public final class BundleLayout {

  /**
   * The checksum list at the kit's root: {@code <sha256> <relative path>} per file, sorted by path,
   * as {@code sha256sum -c} reads it.
   */
  public static final String CHECKSUMS = "SHA256SUMS";

  /** The folder of the runtimes; an installed copy of it has the same layout below it. */
  public static final String RUNTIME = "runtime";

  /** The private Java runtime (a jlink image). */
  public static final String JAVA = RUNTIME + "/java";

  /** Node.js, from its npm package for linux-x64. */
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

  private BundleLayout() {}
}
