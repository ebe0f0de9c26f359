package io.qwenmanaged.policy.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How Qwen starts the kit's Java processes: the MCP server (a command and an argument vector), the
 * confirmation hook and the auto-recall hook (one shell command string each; the auto-recall hook
 * is {@code mcp-server.jar} again, see {@link RecallHookCommand}), with the JVM flags and archives
 * of {@link KitCommands}. The generator writes these and the verifier compares against them, so
 * both always agree. Neither JVM may see what a repository put into Qwen's environment ({@link
 * JvmStartVariables}):
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
 *     beside each jar ({@link KitCommands#archiveOf}); an installed generation has them
 * @param modelKey whether the launcher puts a governed model's key into Qwen's environment, which
 *     the MCP server's and the auto-recall hook's commands then remove too
 * @param trustStore the generation's trust store (the runtime's own roots plus the plan's CA
 *     certificates) the JVMs that reach the provider use — the MCP server and the auto-recall hook;
 *     empty when the plan names no CA certificate, and they trust the runtime's own roots
 */
public record KitStartCommands(
    Platform platform,
    Optional<String> env,
    String java,
    String mcpServerJar,
    String hookJar,
    List<String> launcherProxy,
    boolean withArchives,
    boolean modelKey,
    Optional<String> trustStore) {

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

  public KitStartCommands {
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
    List<String> flags = new ArrayList<>(KitCommands.MCP_SERVER_JVM_FLAGS);
    trustStore.ifPresent(store -> flags.addAll(KitCommands.trustStoreFlags(store)));
    args.addAll(runJar(flags, mcpServerJar));
    return List.copyOf(args);
  }

  /**
   * The auto-recall hook's {@code command}: {@code mcp-server.jar} run with {@value
   * ManagedServer#RECALL_ARGUMENT}, the MCP server's JVM flags and the hook's own archive ({@link
   * KitCommands#autoRecallArchiveOf}), reading the version 2 configuration {@code recallConfig};
   * see {@link RecallHookCommand}.
   */
  public String autoRecallCommand(String recallConfig) {
    List<String> words = new ArrayList<>();
    words.add(java);
    words.addAll(KitCommands.MCP_SERVER_JVM_FLAGS);
    trustStore.ifPresent(store -> words.addAll(KitCommands.trustStoreFlags(store)));
    if (withArchives) {
      words.add("-XX:SharedArchiveFile=" + KitCommands.autoRecallArchiveOf(mcpServerJar));
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
    words.addAll(runJar(KitCommands.JVM_FLAGS, hookJar));
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
      args.add("-XX:SharedArchiveFile=" + KitCommands.archiveOf(jar));
    }
    args.add("-jar");
    args.add(jar);
    return args;
  }
}
