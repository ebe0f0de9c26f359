package io.qwenmanaged.policy.qwencli;

import static io.qwenmanaged.policy.qwencli.FlagFamily.ACP;
import static io.qwenmanaged.policy.qwencli.FlagFamily.DAEMON;
import static io.qwenmanaged.policy.qwencli.FlagFamily.EXPOSURE;
import static io.qwenmanaged.policy.qwencli.FlagFamily.HEADLESS;
import static io.qwenmanaged.policy.qwencli.FlagFamily.INSTALLATION;
import static io.qwenmanaged.policy.qwencli.FlagFamily.INTERNAL;
import static io.qwenmanaged.policy.qwencli.FlagFamily.MANAGEMENT;
import static io.qwenmanaged.policy.qwencli.FlagFamily.NO_SESSION;
import static io.qwenmanaged.policy.qwencli.FlagFamily.REPOSITORY_PROGRAMS;
import static io.qwenmanaged.policy.qwencli.FlagFamily.RESUME;
import static io.qwenmanaged.policy.qwencli.FlagFamily.SUPPRESSION;
import static io.qwenmanaged.policy.qwencli.FlagFamily.WORKSPACE;
import static io.qwenmanaged.policy.qwencli.FlagFamily.YOLO;
import static io.qwenmanaged.policy.qwencli.QwenOption.allowed;
import static io.qwenmanaged.policy.qwencli.QwenOption.refused;

import java.util.List;
import java.util.Optional;

/**
 * Every option and subcommand of the pinned Qwen Code's command line, each refused with its {@link
 * FlagFamily} or allowed as an admin extra flag. Reviewed against the {@code --help} of Qwen Code
 * {@value #QWEN_VERSION} and the options its parser accepts without listing them; a test runs the
 * pinned Qwen's {@code --help} and fails on anything this table does not classify.
 *
 * <p>An option is allowed only when it cannot weaken the policy: it changes the model, the prompt
 * style or the accessibility of the interactive session, or narrows what Qwen may do.
 */
public final class QwenCliTable {

  /** The Qwen Code version whose command line this table classifies. */
  public static final String QWEN_VERSION = "0.24.4";

  private static final boolean VALUE = true;
  private static final boolean SWITCH = false;

  private static final List<QwenOption> OPTIONS =
      List.of(
          refused("telemetry", SWITCH, EXPOSURE, "sends telemetry about the session"),
          refused("telemetry-target", VALUE, EXPOSURE, "chooses where telemetry goes"),
          refused("telemetry-otlp-endpoint", VALUE, EXPOSURE, "chooses where telemetry goes"),
          refused("telemetry-otlp-protocol", VALUE, EXPOSURE, "configures telemetry"),
          refused("telemetry-log-prompts", SWITCH, EXPOSURE, "puts prompts into telemetry"),
          refused("telemetry-outfile", VALUE, EXPOSURE, "writes telemetry to a file"),
          refused("debug", SWITCH, EXPOSURE, "turns on the debug log file of the session")
              .withShort('d'),
          refused("bare", SWITCH, SUPPRESSION, "skips settings discovery: hooks, MCP servers"),
          refused("safe-mode", SWITCH, SUPPRESSION, "disables hooks, extensions and MCP servers"),
          refused("proxy", VALUE, EXPOSURE, "a proxy URL, with credentials, past the plan's proxy"),
          refused("insecure", SWITCH, EXPOSURE, "skips TLS certificate verification"),
          refused("chat-recording", SWITCH, EXPOSURE, "turns recording the chat to disk on or off"),
          allowed("model", VALUE, "chooses a model of the configured provider").withShort('m'),
          allowed("fallback-model", VALUE, "models of the same provider for capacity errors"),
          refused("prompt", VALUE, HEADLESS, "runs one prompt without the TUI").withShort('p'),
          refused("prompt-interactive", VALUE, HEADLESS, "runs a prompt first").withShort('i'),
          allowed("system-prompt", VALUE, "replaces the system prompt; hooks do not depend on it"),
          allowed("append-system-prompt", VALUE, "adds to the system prompt"),
          allowed("output-style", VALUE, "chooses how answers are written"),
          refused("sandbox", SWITCH, INSTALLATION, "relaunches Qwen inside a container image")
              .withShort('s'),
          refused("sandbox-image", VALUE, INSTALLATION, "chooses the container image to run"),
          refused("yolo", SWITCH, YOLO, "approves every tool call").withShort('y'),
          refused("approval-mode", VALUE, YOLO, "sets the approval mode"),
          refused("acp", SWITCH, ACP, "starts the Agent Client Protocol mode"),
          refused("experimental-acp", SWITCH, ACP, "hidden: the old spelling of --acp"),
          refused("experimental-skills", SWITCH, INTERNAL, "hidden: deprecated and ignored"),
          refused("experimental-lsp", SWITCH, REPOSITORY_PROGRAMS, "starts .lsp.json servers"),
          refused("restore-ask-user-question", SWITCH, INTERNAL, "for daemon session reloads"),
          refused("channel", VALUE, DAEMON, "names the client channel (SDK, daemon, …)"),
          refused("allowed-mcp-server-names", VALUE, SUPPRESSION, "drops other MCP servers"),
          refused("mcp-config", VALUE, SUPPRESSION, "adds MCP servers"),
          refused("allowed-tools", VALUE, SUPPRESSION, "tools that bypass confirmation"),
          refused("extensions", VALUE, SUPPRESSION, "chooses the extensions").withShort('e'),
          refused("list-extensions", SWITCH, NO_SESSION, "lists extensions").withShort('l'),
          refused("include-directories", VALUE, WORKSPACE, "adds directories to the workspace")
              .withAlias("add-dir"),
          refused("openai-logging", SWITCH, EXPOSURE, "logs every model request"),
          refused("openai-logging-dir", VALUE, EXPOSURE, "where model requests are logged"),
          refused("openai-api-key", VALUE, EXPOSURE, "a secret on the command line"),
          refused("openai-base-url", VALUE, EXPOSURE, "sends the session to another endpoint"),
          allowed("screen-reader", SWITCH, "accessibility of the interactive session"),
          refused("input-format", VALUE, HEADLESS, "stream-json input for programs"),
          refused("output-format", VALUE, HEADLESS, "JSON output for programs").withShort('o'),
          refused("include-partial-messages", SWITCH, HEADLESS, "for stream-json output"),
          refused("json-fd", VALUE, HEADLESS, "copies session events to a descriptor"),
          refused("json-file", VALUE, HEADLESS, "copies session events to a file"),
          refused("json-schema", VALUE, HEADLESS, "structured output of a headless run"),
          refused("input-file", VALUE, HEADLESS, "lets another process type commands"),
          refused("continue", SWITCH, RESUME, "resumes the latest session").withShort('c'),
          refused("resume", VALUE, RESUME, "resumes a session").withShort('r'),
          refused("session-id", VALUE, RESUME, "chooses the session ID"),
          refused("fork-session", SWITCH, RESUME, "forks a resumed session"),
          refused("sandbox-session-id", VALUE, RESUME, "hidden: the session of a relaunch"),
          refused("worktree", VALUE, WORKSPACE, "moves the session into a git worktree"),
          allowed("max-session-turns", VALUE, "a limit: ends the session sooner"),
          allowed("max-wall-time", VALUE, "a limit: ends the run sooner"),
          allowed("max-tool-calls", VALUE, "a limit: fewer tool calls"),
          allowed("max-subagent-depth", VALUE, "a limit: less sub-agent nesting"),
          allowed("core-tools", VALUE, "narrows the built-in tools to those named"),
          allowed("exclude-tools", VALUE, "removes tools"),
          allowed("disabled-slash-commands", VALUE, "hides slash commands"),
          refused("auth-type", VALUE, EXPOSURE, "chooses the authentication and its endpoint"),
          refused("version", SWITCH, NO_SESSION, "prints the version").withShort('v'),
          refused("help", SWITCH, NO_SESSION, "prints the help").withShort('h'));

  private static final List<QwenCommand> COMMANDS =
      List.of(
          new QwenCommand("auth", List.of(), MANAGEMENT, "configures authentication (removed)"),
          new QwenCommand("board", List.of(), MANAGEMENT, "shares work through a board"),
          new QwenCommand("channel", List.of(), DAEMON, "manages messaging channels"),
          new QwenCommand("extensions", List.of(), MANAGEMENT, "installs and links extensions"),
          new QwenCommand("hooks", List.of("hook"), MANAGEMENT, "manages hooks"),
          new QwenCommand("mcp", List.of(), MANAGEMENT, "adds, removes and approves MCP servers"),
          new QwenCommand("review", List.of(), MANAGEMENT, "runs a review without the TUI"),
          new QwenCommand("sandbox", List.of(), MANAGEMENT, "runs a command in the sandbox"),
          new QwenCommand("serve", List.of(), DAEMON, "runs Qwen as an HTTP daemon"),
          new QwenCommand("sessions", List.of(), MANAGEMENT, "lists and controls sessions"),
          new QwenCommand("update", List.of(), MANAGEMENT, "updates the installation"));

  private QwenCliTable() {}

  /**
   * Every option, in the order of Qwen Code's {@code --help}, hidden ones where they are parsed.
   */
  public static List<QwenOption> options() {
    return OPTIONS;
  }

  /** Every subcommand. */
  public static List<QwenCommand> commands() {
    return COMMANDS;
  }

  /** The option with the long name or alias {@code longName} (kebab case, without {@code --}). */
  public static Optional<QwenOption> option(String longName) {
    return OPTIONS.stream().filter(option -> option.isNamed(longName)).findFirst();
  }

  /** The option with the one-letter alias {@code letter}. */
  public static Optional<QwenOption> shortOption(char letter) {
    return OPTIONS.stream()
        .filter(option -> option.shortName().equals(Optional.of(letter)))
        .findFirst();
  }

  /** The subcommand that {@code word} starts. */
  public static Optional<QwenCommand> command(String word) {
    return COMMANDS.stream().filter(command -> command.isNamed(word)).findFirst();
  }
}
