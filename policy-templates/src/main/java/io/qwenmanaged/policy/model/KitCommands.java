package io.qwenmanaged.policy.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * How Qwen starts the kit's Java processes: the MCP server (a command and an argument vector), the
 * confirmation hook and the auto-recall hook (one shell command string each; the auto-recall hook
 * is {@code mcp-server.jar} again, see {@link RecallHookCommand}). The generator writes these and
 * the verifier compares against them, so both always agree. Neither JVM may see what a repository
 * put into Qwen's environment ({@link JvmStartVariables}):
 *
 * <ul>
 *   <li>POSIX hook: the pinned {@code env -i} starts the JVM in an empty environment (the hook
 *       reads no variable) but for the UTF-8 locale every kit JVM gets ({@link Utf8Locale}). Before
 *       that, bash refuses the write (exit 2, which Qwen treats as a block) when {@code
 *       LD_SHOW_AUXV} is set: the dynamic loader then prints to stdout as soon as bash itself
 *       starts, ahead of anything the hook writes, and Qwen lets a write through without the dialog
 *       when it cannot read the hook's answer. No value of the variable is harmless, so the
 *       launcher cannot override it.
 *   <li>POSIX MCP server: the pinned {@code env} removes every variable of {@link
 *       JvmStartVariables#removedForMcpServer}, sets the UTF-8 locale and keeps the rest, which the
 *       server needs (its configuration path, the path of the session's credential file, the
 *       launcher's proxy settings). The Mem0 key itself is never in Qwen's environment: the server
 *       reads it from that file. A governed model's key, which is, is removed with the others.
 *   <li>Windows hook: PowerShell removes the JVM's variables before the call operator runs java.
 *   <li>Windows MCP server: started directly (there is no pinned {@code env}), so it also sees a
 *       governed model's key; see docs/security.md.
 * </ul>
 *
 * @param platform the target platform
 * @param env the pinned {@code env} executable (POSIX); empty on Windows
 * @param java the pinned java executable
 * @param mcpServerJar the installed {@code mcp-server.jar}
 * @param hookJar the installed {@code hook.jar}
 * @param launcherProxy the proxy variables the launcher sets ({@link Proxy#variableNames})
 * @param withArchives whether both JVMs start with the class-data archive the installer trains
 *     beside each jar ({@link #archiveOf}); an installed generation has them
 * @param modelKey whether the launcher puts a governed model's key into Qwen's environment, which
 *     the MCP server's and the auto-recall hook's commands then remove too
 * @param trustStore the generation's trust store (the runtime's own roots plus the plan's CA
 *     certificates) the JVMs that reach the provider use — the MCP server and the auto-recall hook;
 *     empty when the plan names no CA certificate, and they trust the runtime's own roots
 */
public record KitCommands(
    Platform platform,
    Optional<String> env,
    String java,
    String mcpServerJar,
    String hookJar,
    List<String> launcherProxy,
    boolean withArchives,
    boolean modelKey,
    Optional<String> trustStore) {

  /** Commands for a policy that governs no model, whose JVMs trust the runtime's own roots only. */
  public KitCommands(
      Platform platform,
      Optional<String> env,
      String java,
      String mcpServerJar,
      String hookJar,
      List<String> launcherProxy,
      boolean withArchives) {
    this(
        platform,
        env,
        java,
        mcpServerJar,
        hookJar,
        launcherProxy,
        withArchives,
        false,
        Optional.empty());
  }

  /** Commands without class-data archives (policy generated for review, not installed). */
  public KitCommands(
      Platform platform,
      Optional<String> env,
      String java,
      String mcpServerJar,
      String hookJar,
      List<String> launcherProxy) {
    this(platform, env, java, mcpServerJar, hookJar, launcherProxy, false);
  }

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

  /** {@code env}'s option that removes one variable; {@code -u} works in GNU, BSD and BusyBox. */
  static final String UNSET = "-u";

  /** {@code env}'s option that starts from an empty environment. */
  static final String EMPTY = "-i";

  /** Why the POSIX hook command blocks a write when {@code LD_SHOW_AUXV} is set. */
  public static final String AUXV_BLOCKED =
      "External context memory write blocked: LD_SHOW_AUXV is set, so the confirmation could not"
          + " be shown.";

  /**
   * Bash's test for a set variable needs no {@code $} (Qwen would replace it); exit 2 makes Qwen
   * block the tool with the message on stderr, whatever the loader printed on stdout.
   */
  private static final String AUXV_GUARD =
      "[[ -v LD_SHOW_AUXV ]] && { echo '" + AUXV_BLOCKED + "' >&2; exit 2; }; exec ";

  public KitCommands {
    launcherProxy = List.copyOf(launcherProxy);
  }

  /** The MCP server's {@code command}: the pinned {@code env} on POSIX, java on Windows. */
  public String mcpServerCommand() {
    return posix() ? env.orElseThrow() : java;
  }

  /**
   * The MCP server's {@code args}: on POSIX {@code -u NAME} for every removed variable, then java;
   * then the JVM flags (with the trust store's, when there is one), {@code -jar} and the jar.
   */
  public List<String> mcpServerArgs() {
    List<String> args = new ArrayList<>();
    if (posix()) {
      for (String name : JvmStartVariables.removedForMcpServer(launcherProxy, modelKey)) {
        args.add(UNSET);
        args.add(name);
      }
      args.add(Utf8Locale.ASSIGNMENT);
      args.add(java);
    }
    List<String> flags = new ArrayList<>(MCP_SERVER_JVM_FLAGS);
    trustStore.ifPresent(store -> flags.addAll(trustStoreFlags(store)));
    args.addAll(runJar(flags, mcpServerJar));
    return List.copyOf(args);
  }

  /**
   * The auto-recall hook's {@code command}: {@code mcp-server.jar} run with {@value
   * ManagedServer#RECALL_ARGUMENT}, the MCP server's JVM flags and the hook's own archive ({@link
   * #autoRecallArchiveOf}), reading the version 2 configuration {@code recallConfig}; see {@link
   * RecallHookCommand}.
   */
  public String autoRecallCommand(String recallConfig) {
    List<String> words = new ArrayList<>();
    words.add(java);
    words.addAll(MCP_SERVER_JVM_FLAGS);
    trustStore.ifPresent(store -> words.addAll(trustStoreFlags(store)));
    if (withArchives) {
      words.add("-XX:SharedArchiveFile=" + autoRecallArchiveOf(mcpServerJar));
    }
    words.add("-jar");
    words.add(mcpServerJar);
    words.add(ManagedServer.RECALL_ARGUMENT);
    return posix()
        ? RecallHookCommand.posix(
            env.orElseThrow(),
            JvmStartVariables.removedForMcpServer(launcherProxy, modelKey),
            recallConfig,
            words)
        : RecallHookCommand.windows(
            JvmStartVariables.removedOnWindows(launcherProxy, modelKey), recallConfig, words);
  }

  /**
   * The hook's {@code command}, quoted for bash ({@code posix}) or PowerShell ({@code windows});
   * see {@link ShellCommand}.
   */
  public String hookCommand() {
    List<String> words = new ArrayList<>();
    if (posix()) {
      words.add(env.orElseThrow());
      words.add(EMPTY);
      words.add(Utf8Locale.ASSIGNMENT);
    }
    words.add(java);
    words.addAll(runJar(JVM_FLAGS, hookJar));
    return posix()
        ? AUXV_GUARD + ShellCommand.render(platform, words)
        : ShellCommand.removeVariables(JvmStartVariables.JVM)
            + ShellCommand.render(platform, words);
  }

  private boolean posix() {
    return platform == Platform.POSIX;
  }

  private List<String> runJar(List<String> flags, String jar) {
    List<String> args = new ArrayList<>(flags);
    if (withArchives) {
      args.add("-XX:SharedArchiveFile=" + archiveOf(jar));
    }
    args.add("-jar");
    args.add(jar);
    return args;
  }
}
