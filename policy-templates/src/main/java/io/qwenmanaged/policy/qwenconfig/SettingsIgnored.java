package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.rules.QwenSetting;
import io.qwenmanaged.policy.rules.QwenSettingsTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The keys of a repository's {@code .qwen/settings.json} that the managed Qwen drops, judged by the
 * kit's classification of the pinned Qwen's settings: the object is walked as deep as the
 * classification goes (a section, its key, one key below), and each key present that is ignored
 * there, or that the pinned Qwen does not know, is one element.
 */
final class SettingsIgnored {

  static final String IGNORED = "Qwen ignores %s: %s";
  static final String UNKNOWN = "%s is not a setting of the pinned Qwen (ignored)";
  static final String DECIDES =
      "; as it could take part in the decision on a memory write, the kit's MCP server refuses"
          + " every memory write while it is there";

  private static final int MAX_DEPTH = 3;
  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
  private static final QwenSettingsTable TABLE = QwenSettingsTable.kit();
  private static final Set<String> SECTIONS = sections();

  private SettingsIgnored() {}

  /** The dropped keys of {@code settings}, in the file's order. */
  static List<Dropped> of(JsonNode settings) {
    List<Dropped> dropped = new ArrayList<>();
    walk(settings, List.of(), dropped);
    return dropped;
  }

  private static void walk(JsonNode node, List<String> above, List<Dropped> dropped) {
    for (Map.Entry<String, JsonNode> entry : node.properties()) {
      List<String> names = new ArrayList<>(above);
      names.add(entry.getKey());
      String path = String.join(".", names);
      boolean named = NAME.matcher(entry.getKey()).matches();
      if (named
          && entry.getValue().isObject()
          && names.size() < MAX_DEPTH
          && SECTIONS.contains(path)) {
        walk(entry.getValue(), names, dropped);
      } else {
        judge(names, named ? TABLE.classify(path) : Optional.empty(), entry.getValue(), dropped);
      }
    }
  }

  private static void judge(
      List<String> names, Optional<QwenSetting> setting, JsonNode value, List<Dropped> dropped) {
    if (setting.isPresent() && setting.get().allowed()) {
      return;
    }
    String shown = names.stream().map(Printable::shorten).collect(Collectors.joining("."));
    String pointer = names.stream().map(Pointers::token).collect(Collectors.joining("/", "/", ""));
    String label = Printable.shorten(names.get(0));
    if (setting.isEmpty()) {
      dropped.add(new Dropped(pointer, label, UNKNOWN.formatted(shown), Allowance.fileOnly()));
      return;
    }
    String path = String.join(".", names);
    boolean decides = names.get(0).equals("hooks") && decidesOnWrites(names, value);
    String reason = IGNORED.formatted(shown, setting.get().reason()) + (decides ? DECIDES : "");
    dropped.add(new Dropped(pointer, label, reason, SettingKinds.of(path, decides)));
  }

  /** Whether the hooks of one event ({@code hooks.<event>}) could decide on a memory write. */
  private static boolean decidesOnWrites(List<String> names, JsonNode value) {
    if (names.size() != 2) {
      return false;
    }
    ObjectNode hooks = JsonNodeFactory.instance.objectNode();
    hooks.set(names.get(1), value);
    return HookFindings.decidesOnMemoryWrites(hooks);
  }

  /** Every path the classification refines below (a section, or a key with an exception). */
  private static Set<String> sections() {
    return TABLE.settings().stream()
        .map(QwenSetting::path)
        .filter(path -> path.contains("."))
        .map(path -> path.substring(0, path.lastIndexOf('.')))
        .flatMap(
            path ->
                path.contains(".")
                    ? Set.of(path, path.split("\\.")[0]).stream()
                    : Set.of(path).stream())
        .collect(Collectors.toUnmodifiableSet());
  }
}
