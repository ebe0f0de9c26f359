package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The hooks a {@code hooks} block registers — a settings file's, an agent's or a skill's — read as
 * Qwen Code registers them: each event name maps to a list of entries, and an entry with a
 * non-empty {@code hooks} list runs those hooks (for its {@code matcher}, on tool events). What
 * Qwen skips (its switches {@code enabled}, {@code disabled}, {@code notifications}, an event whose
 * value is not a list, an entry without a hook list) registers nothing and is not reported.
 *
 * <p>Every registered entry is refused: it runs code at a Qwen event. One that can run for the
 * memory write tool at {@code PreToolUse} or {@code PermissionRequest} can take part in the
 * decision on a memory write (an {@code allow} answered after the kit's {@code ask} wins, an
 * asynchronous or timed-out copy of the kit's hook replaces it, a sequential one rewrites what the
 * kit's dialog shows), so it is never allowed; nor is any hook using the name of one of the kit's
 * hooks (the confirmation hook or the auto-recall hook).
 */
final class HookFindings {

  static final String DECIDES =
      "is a %s hook that can run for the memory write tool ("
          + ManagedServer.REMEMBER
          + "):"
          + " only the kit's confirmation may take part in the decision on a memory write";
  static final String KIT_NAME =
      "uses the name of one of the kit's hooks (the confirmation or the auto-recall hook), which"
          + " lets it replace that hook";
  static final String RUNS = "runs a command at Qwen's %s event";
  static final String SENDS = "sends a request at Qwen's %s event";
  static final String OTHER = "adds a hook at Qwen's %s event";

  private static final Set<String> SWITCHES = Set.of("enabled", "disabled", "notifications");
  private static final Set<String> DECISION_EVENTS = Set.of("PreToolUse", "PermissionRequest");

  /**
   * How a finding's location is written: settings use JSON Pointers, frontmatter a key path.
   *
   * @param file the file, as diagnostics name it
   * @param base the location of the {@code hooks} block itself
   * @param separator {@code "/"} between the block and an event
   */
  record Place(String file, String base, String separator) {
    String of(String event, int index) {
      return base + separator + Pointers.token(event) + "/" + index;
    }
  }

  private HookFindings() {}

  static List<Finding> of(JsonNode hooks, Place place) {
    List<Finding> findings = new ArrayList<>();
    if (hooks == null || !hooks.isObject()) {
      return findings;
    }
    hooks
        .properties()
        .forEach(
            event -> {
              if (!SWITCHES.contains(event.getKey()) && event.getValue().isArray()) {
                entries(event.getKey(), event.getValue(), place, findings);
              }
            });
    return findings;
  }

  /** Whether {@code hooks} registers an entry that can run for the memory write tool. */
  static boolean decidesOnMemoryWrites(JsonNode hooks) {
    return of(hooks, new Place("", "", "/")).stream()
        .anyMatch(f -> f.allowance() instanceof Allowance.Never);
  }

  private static void entries(String event, JsonNode list, Place place, List<Finding> findings) {
    for (int i = 0; i < list.size(); i++) {
      JsonNode entry = list.get(i);
      if (!entry.isObject() || !entry.path("hooks").isArray() || entry.path("hooks").isEmpty()) {
        continue;
      }
      String where = place.of(event, i);
      String shown = Printable.shorten(event);
      if (DECISION_EVENTS.contains(event)
          && HookMatcher.canMatchRememberTool(entry.get("matcher"))) {
        findings.add(new Finding(place.file(), where, String.format(DECIDES, shown), never()));
      } else if (usesKitName(entry.path("hooks"))) {
        findings.add(new Finding(place.file(), where, KIT_NAME, never()));
      } else {
        String problem = String.format(kind(entry.path("hooks")), shown);
        findings.add(new Finding(place.file(), where, problem, Allowance.kind(AllowKind.HOOKS)));
      }
    }
  }

  private static boolean usesKitName(JsonNode hooks) {
    for (JsonNode hook : hooks) {
      String name = hook.path("name").asText(null);
      if (ManagedServer.HOOK_NAME.equals(name) || ManagedServer.RECALL_HOOK_NAME.equals(name)) {
        return true;
      }
    }
    return false;
  }

  private static String kind(JsonNode hooks) {
    boolean command = false;
    boolean http = false;
    for (JsonNode hook : hooks) {
      String type = hook.path("type").asText("");
      command |= type.equals("command");
      http |= type.equals("http");
    }
    return command ? RUNS : http ? SENDS : OTHER;
  }

  private static Allowance never() {
    return Allowance.never();
  }
}
