package io.qwenmanaged.policy.qwenconfig;

import java.util.Map;

/**
 * The kind of allowance each ignored setting of a repository's {@code .qwen/settings.json} falls
 * under, so that the plan's reviewed kinds are shown against it. A setting of no kind can be
 * allowed only with its exact file; one that could answer Qwen's dialogs never.
 */
final class SettingKinds {

  private static final Map<String, AllowKind> KINDS =
      Map.ofEntries(
          Map.entry("hooks", AllowKind.HOOKS),
          Map.entry("permissions", AllowKind.PERMISSION_RULES),
          Map.entry("tools.allowed", AllowKind.PERMISSION_RULES),
          Map.entry("tools.autoAccept", AllowKind.PERMISSION_RULES),
          Map.entry("mcp.serverCommand", AllowKind.COMMANDS),
          Map.entry("tools.discoveryCommand", AllowKind.COMMANDS),
          Map.entry("tools.callCommand", AllowKind.COMMANDS),
          Map.entry("context.includeDirectories", AllowKind.INCLUDE_DIRECTORIES),
          Map.entry("context.loadFromIncludeDirectories", AllowKind.INCLUDE_DIRECTORIES),
          Map.entry("skills.directories", AllowKind.SKILL_DIRECTORIES),
          Map.entry("context.fileName", AllowKind.CONTEXT_OUTSIDE),
          Map.entry("modelProviders", AllowKind.MODEL_PROVIDERS),
          Map.entry("security.auth", AllowKind.MODEL_PROVIDERS));

  private SettingKinds() {}

  /**
   * How the setting at {@code path} (dot-separated) may be allowed; {@code decidesOnWrites} when it
   * holds a hook that could take part in the decision on a memory write.
   */
  static Allowance of(String path, boolean decidesOnWrites) {
    if (decidesOnWrites || path.equals("dualOutput") || path.startsWith("dualOutput.")) {
      return Allowance.never();
    }
    String[] names = path.split("\\.");
    for (int depth = names.length; depth >= 1; depth--) {
      AllowKind kind = KINDS.get(String.join(".", java.util.List.of(names).subList(0, depth)));
      if (kind != null) {
        return Allowance.kind(kind);
      }
    }
    return Allowance.fileOnly();
  }
}
