package io.qwenmanaged.policy.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The auto-recall hook's shell command. The hook needs two things from Qwen's environment — the
 * path of the session's credential file, {@value ManagedServer#CREDENTIAL_FILE_ENV} (for its one
 * search request), and the launcher's proxy settings — so it cannot start in an empty environment
 * like the confirmation hook. It gets the MCP server's protection instead, plus its own
 * configuration path, which it must not take from Qwen's environment (a repository's {@code .env}
 * could fill an unset {@value ManagedServer#CONFIG_ENV}):
 *
 * <ul>
 *   <li>bash: when {@code LD_SHOW_AUXV} is set the dynamic loader has already written to stdout
 *       when bash started, so the hook's answer could not be read cleanly; the command then exits 1
 *       at once, which Qwen treats as a failed hook that adds nothing (never a blocked prompt).
 *       Otherwise the pinned {@code env} removes every variable of {@link
 *       JvmStartVariables#removedForMcpServer}, sets the UTF-8 locale and the configuration path as
 *       assignment operands and starts java.
 *   <li>PowerShell: removes the JVM's variables and the proxy variables the launcher does not set,
 *       sets the configuration path, then runs java with the call operator. No {@code $} is used,
 *       which Qwen would read as a variable reference.
 * </ul>
 *
 * Neither the key nor its file appears on the command line.
 */
final class RecallHookCommand {

  /** Exit 1: Qwen ignores a failed prompt hook's output and goes on without context. */
  static final String AUXV_SKIP = "[[ -v LD_SHOW_AUXV ]] && exit 1; exec ";

  private RecallHookCommand() {}

  /**
   * @param removed the variables to remove ({@link JvmStartVariables#removedForMcpServer})
   * @param words java, its flags, {@code -jar}, the jar and the hook's argument
   */
  static String posix(String env, List<String> removed, String config, List<String> words) {
    List<String> command = new ArrayList<>();
    command.add(env);
    for (String name : removed) {
      command.add(KitStartCommands.UNSET);
      command.add(name);
    }
    command.add(Utf8Locale.ASSIGNMENT);
    command.add(ManagedServer.CONFIG_ENV + "=" + config);
    command.addAll(words);
    return AUXV_SKIP + ShellCommand.render(Platform.POSIX, command);
  }

  static String windows(List<String> removed, String config, List<String> words) {
    return ShellCommand.removeVariables(removed)
        + ShellCommand.setVariable(ManagedServer.CONFIG_ENV, config)
        + ShellCommand.render(Platform.WINDOWS, words);
  }
}
