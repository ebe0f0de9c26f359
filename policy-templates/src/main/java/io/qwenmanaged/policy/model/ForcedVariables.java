package io.qwenmanaged.policy.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values the launcher sets last in Qwen's environment, so neither the caller nor a repository
 * can change them: Qwen Code fills its environment from a repository's {@code .env}, {@code
 * .qwen/.env} and workspace settings, but only where a variable is unset or empty, and treats only
 * {@code 1}/{@code true}/{@code yes}/{@code on} as true. So every value here is explicit and never
 * empty.
 */
public final class ForcedVariables {

  /** Would drop MCP servers, hooks or the system settings, or share memory with a team. */
  private static final List<String> OFF =
      List.of(
          "QWEN_CODE_SAFE_MODE",
          "QWEN_CODE_SIMPLE",
          "QWEN_CODE_MEMORY_TEAM",
          "QWEN_CODE_MEMORY_TEAM_SYNC");

  /** Would send prompts or usage data out. */
  private static final List<String> FALSE =
      List.of(
          "QWEN_TELEMETRY_ENABLED",
          "QWEN_TELEMETRY_LOG_PROMPTS",
          "QWEN_TELEMETRY_INCLUDE_SENSITIVE_SPAN_ATTRIBUTES",
          "QWEN_USAGE_STATISTICS_ENABLED");

  /**
   * POSIX: bash's own default {@code SHELLOPTS}. Qwen starts hooks with {@code bash -c}, and bash
   * takes its options from this variable: {@code xtrace}, with a {@code PS4} holding {@code
   * $(...)}, would run code before the hook.
   */
  public static final String SHELLOPTS = "braceexpand:hashall:interactive-comments";

  /** POSIX: bash's own default trace prompt. */
  public static final String PS4 = "+ ";

  /**
   * POSIX: the dynamic loader searches {@code LD_LIBRARY_PATH} first for every program Qwen starts
   * (a repository directory with a broken C library stops {@code bash}, and with it the hook). This
   * value names no directory, so nothing is found there.
   */
  public static final String LD_LIBRARY_PATH = "/dev/null";

  private ForcedVariables() {}

  /** The forced variables of {@code platform}, in the order {@code launcher.json} lists them. */
  public static Map<String, String> of(Platform platform) {
    Map<String, String> forced = new LinkedHashMap<>();
    OFF.forEach(name -> forced.put(name, "0"));
    FALSE.forEach(name -> forced.put(name, "false"));
    if (platform == Platform.POSIX) {
      forced.put("SHELLOPTS", SHELLOPTS);
      forced.put("PS4", PS4);
      forced.put("LD_LIBRARY_PATH", LD_LIBRARY_PATH);
    }
    return Collections.unmodifiableMap(forced);
  }
}
