package io.qwenmanaged.policy.rules;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Classifies one self-contained Qwen Code argument into a refused {@link FlagFamily}, whatever its
 * spelling.
 *
 * <p>Beyond the launcher's six families (checked against Qwen Code 0.24.4's {@code --help}): {@code
 * --channel} starts a non-interactive channel; {@code --telemetry*}, {@code --chat-recording},
 * {@code --openai-logging*}, {@code --openai-api-key} (a secret on the command line), {@code
 * --insecure} and {@code --proxy} (credentials on the command line, bypassing the plan's proxy)
 * expose content or credentials; {@code --include-directories}/{@code --add-dir} and {@code
 * --worktree} change the pinned workspace.
 *
 * <ul>
 *   <li>Long options: {@code --name}, {@code --name=value}, {@code --no-name} and the camelCase
 *       spelling yargs also accepts ({@code --approvalMode}) all name the same option.
 *   <li>Short options: a cluster ({@code -yd}) is refused when any of its letters is refused.
 *   <li>{@code --} (end of options), {@code -} and any word not starting with {@code -} are
 *       positional: Qwen runs them as a prompt (headless), or as the {@code serve} / {@code
 *       channel} daemons.
 * </ul>
 */
public final class RefusedFlags {

  private static final Map<String, FlagFamily> LONG =
      Map.ofEntries(
          Map.entry("prompt", FlagFamily.HEADLESS),
          Map.entry("prompt-interactive", FlagFamily.HEADLESS),
          Map.entry("output-format", FlagFamily.HEADLESS),
          Map.entry("input-format", FlagFamily.HEADLESS),
          Map.entry("input-file", FlagFamily.HEADLESS),
          Map.entry("acp", FlagFamily.ACP),
          Map.entry("experimental-acp", FlagFamily.ACP),
          Map.entry("continue", FlagFamily.RESUME),
          Map.entry("resume", FlagFamily.RESUME),
          Map.entry("session-id", FlagFamily.RESUME),
          Map.entry("fork-session", FlagFamily.RESUME),
          Map.entry("yolo", FlagFamily.YOLO),
          Map.entry("approval-mode", FlagFamily.YOLO),
          Map.entry("bare", FlagFamily.SUPPRESSION),
          Map.entry("safe-mode", FlagFamily.SUPPRESSION),
          Map.entry("mcp-config", FlagFamily.SUPPRESSION),
          Map.entry("allowed-mcp-server-names", FlagFamily.SUPPRESSION),
          Map.entry("allowed-tools", FlagFamily.SUPPRESSION),
          Map.entry("extensions", FlagFamily.SUPPRESSION),
          Map.entry("channel", FlagFamily.DAEMON),
          Map.entry("chat-recording", FlagFamily.EXPOSURE),
          Map.entry("openai-logging", FlagFamily.EXPOSURE),
          Map.entry("openai-logging-dir", FlagFamily.EXPOSURE),
          Map.entry("openai-api-key", FlagFamily.EXPOSURE),
          Map.entry("insecure", FlagFamily.EXPOSURE),
          Map.entry("proxy", FlagFamily.EXPOSURE),
          Map.entry("include-directories", FlagFamily.WORKSPACE),
          Map.entry("add-dir", FlagFamily.WORKSPACE),
          Map.entry("worktree", FlagFamily.WORKSPACE));

  private static final Map<Character, FlagFamily> SHORT =
      Map.of(
          'p', FlagFamily.HEADLESS,
          'i', FlagFamily.HEADLESS,
          'o', FlagFamily.HEADLESS,
          'c', FlagFamily.RESUME,
          'r', FlagFamily.RESUME,
          'y', FlagFamily.YOLO,
          'e', FlagFamily.SUPPRESSION);

  private RefusedFlags() {}

  /** The refused family of {@code argument}, or empty when the kit lets it through. */
  public static Optional<FlagFamily> familyOf(String argument) {
    if (argument.equals("--") || argument.equals("-") || !argument.startsWith("-")) {
      return Optional.of(positional(argument));
    }
    if (argument.startsWith("--")) {
      return longFamily(argument.substring(2));
    }
    return shortFamily(argument.substring(1));
  }

  private static FlagFamily positional(String argument) {
    String word = argument.toLowerCase(Locale.ROOT);
    return word.equals("serve") || word.equals("channel") ? FlagFamily.DAEMON : FlagFamily.HEADLESS;
  }

  private static Optional<FlagFamily> longFamily(String option) {
    int equals = option.indexOf('=');
    String name = kebab(equals >= 0 ? option.substring(0, equals) : option);
    if (name.startsWith("no-")) {
      name = name.substring(3);
    }
    if (name.startsWith("json-")) {
      return Optional.of(FlagFamily.HEADLESS);
    }
    if (name.equals("telemetry") || name.startsWith("telemetry-")) {
      return Optional.of(FlagFamily.EXPOSURE);
    }
    return Optional.ofNullable(LONG.get(name));
  }

  private static Optional<FlagFamily> shortFamily(String cluster) {
    int equals = cluster.indexOf('=');
    String letters = equals >= 0 ? cluster.substring(0, equals) : cluster;
    for (int i = 0; i < letters.length(); i++) {
      FlagFamily family = SHORT.get(letters.charAt(i));
      if (family != null) {
        return Optional.of(family);
      }
    }
    return Optional.empty();
  }

  /** {@code approvalMode} → {@code approval-mode}; also lower-cases {@code APPROVAL-MODE}. */
  private static String kebab(String name) {
    StringBuilder kebab = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(name.charAt(i - 1))) {
        kebab.append('-');
      }
      kebab.append(Character.toLowerCase(c));
    }
    return kebab.toString();
  }
}
