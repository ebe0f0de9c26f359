package io.qwenmanaged.policy.model;

import java.util.List;
import java.util.stream.Stream;

/**
 * How the kit's JVMs are started, whoever starts them: the flags of the MCP server, the hooks and
 * the launcher, the class-data archive each one's installed jar gets, the system properties of the
 * installed launcher command, and the flags of a trust store. The commands Qwen runs for the MCP
 * server and the hooks are rendered from these by {@link KitStartCommands}; the installer uses them
 * for the launcher's command line and to train the archives.
 */
public final class KitCommands {

  private KitCommands() {}

  /**
   * The class-data archive the installer trains for {@code jar}: the same path ending in {@code
   * .jsa} instead of {@code .jar}. A missing or stale archive only costs start-up time: the JVM
   * then starts without it, silently with these flags.
   */
  public static String archiveOf(String jar) {
    return jar.substring(0, jar.length() - ".jar".length()) + ".jsa";
  }

  /**
   * The class-data archive the installer trains for the auto-recall hook, which runs {@code
   * mcp-server.jar} on other work than the MCP server (one search, then exit) and so gets an
   * archive of its own beside the jar: {@code mcp-server.jar} → {@code mcp-server-auto-recall.jsa}.
   */
  public static String autoRecallArchiveOf(String mcpServerJar) {
    return mcpServerJar.substring(0, mcpServerJar.length() - ".jar".length())
        + "-"
        + ManagedServer.RECALL_ARGUMENT
        + ".jsa";
  }

  /**
   * The flags of both JVMs: JVM warnings off stdout (the hook's answer and the MCP protocol go
   * there) and a quick start (tier-1 compilation, the serial collector).
   */
  public static final List<String> JVM_FLAGS =
      List.of(
          "-Xlog:disable",
          "-Xlog:all=warning:stderr",
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC");

  /**
   * The MCP server's flags: {@link #JVM_FLAGS}, then a heap sized for its worst case (four 1 MiB
   * provider answers at once, which the server holds one at a time, and a 1 MiB request line are
   * answered in full down to 9 MiB; 10 MiB leaves a margin, and an ordinary session touches about 6
   * MiB of it), a one-page young generation, one compiler thread that inlines only small methods
   * (its working memory for the few large methods compiled at the first search is what the compiler
   * keeps resident: about 4 MiB less under the worst case, no slower per call), and no
   * performance-data file, so a session stays under 64 MiB resident (measured in {@code
   * tests/bench/RESULTS-mcp.md}). The auto-recall hook, the same jar, runs with them too.
   */
  public static final List<String> MCP_SERVER_JVM_FLAGS =
      Stream.concat(
              JVM_FLAGS.stream(),
              Stream.of(
                  "-XX:-UsePerfData",
                  "-XX:CICompilerCount=1",
                  "-XX:C1MaxInlineSize=10",
                  "-XX:C1MaxTrivialSize=3",
                  "-Xmx10m",
                  "-Xmn1m"))
          .toList();

  /**
   * The flags the installed {@code qwen-managed} command runs {@code launcher.jar} with, before its
   * class-data archive and {@code -Dqwen.managed.config}. The launcher's JVM stays Qwen Code's
   * parent for the whole session, so it is kept small: JVM warnings on stderr only, tier-1
   * compilation with one compiler thread, the serial collector, a heap that holds the start checks
   * (a 1 MiB policy file, schema validation) with room to spare, no performance-data file, and the
   * JDK's own console (Java 22 and later would otherwise look for other console implementations).
   * Measured in {@code tests/bench/RESULTS-launcher.md}.
   */
  public static final List<String> LAUNCHER_JVM_FLAGS =
      List.of(
          "-Xlog:disable",
          "-Xlog:all=warning:stderr",
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC",
          "-XX:CICompilerCount=1",
          "-XX:-UsePerfData",
          "-Xmx32m",
          "-Xmn2m",
          "-Djdk.console=java.base");

  /**
   * The system property naming the {@code launcher.json} the launcher reads: set by the installed
   * command line, never by an argument or a variable.
   */
  public static final String LAUNCHER_CONFIG_PROPERTY = "qwen.managed.config";

  /**
   * The system property that makes a launcher start a rehearsal (every start check, then the pinned
   * {@code java -version} instead of Qwen) and its doctor prove the installed files as a start
   * does: set only by the installer, when it trains the launcher's archive and when it proves a
   * generation whose files it has just hashed.
   */
  public static final String LAUNCHER_REHEARSAL_PROPERTY = "qwen.managed.rehearsal";

  /**
   * The flags that make a JVM trust exactly the certificates of {@code trustStore}: a PKCS12 file
   * without a password, which the JDK's default trust manager reads as it is.
   */
  public static List<String> trustStoreFlags(String trustStore) {
    return List.of(
        "-Djavax.net.ssl.trustStore=" + trustStore, "-Djavax.net.ssl.trustStoreType=PKCS12");
  }
}
