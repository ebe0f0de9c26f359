package io.qwenmanaged.install.changes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * The differences between two JSON documents, one entry per value that was added, removed or
 * changed, each at its JSON Pointer: objects are compared member by member (the new document's
 * order, then what only the old one has), arrays element by element; a value of another type, or a
 * scalar that differs, is one change. Every value shown goes through {@link SecretMask}.
 */
public final class JsonChanges {

  private JsonChanges() {}

  /** The changes from {@code old} to {@code now} in {@code file}, in document order. */
  public static List<FileChangeEntry> of(String file, JsonNode old, JsonNode now) {
    List<FileChangeEntry> changes = new ArrayList<>();
    compare(file, "", "", old, now, changes);
    return changes;
  }

  private static void compare(
      String file,
      String pointer,
      String key,
      JsonNode old,
      JsonNode now,
      List<FileChangeEntry> out) {
    if (old.equals(now)) {
      return;
    }
    if (old instanceof ObjectNode before && now instanceof ObjectNode after) {
      for (Iterator<String> names = after.fieldNames(); names.hasNext(); ) {
        String name = names.next();
        String at = pointer + "/" + escape(name);
        JsonNode was = before.get(name);
        if (was == null) {
          out.add(added(file, at, name, after.get(name)));
        } else {
          compare(file, at, name, was, after.get(name), out);
        }
      }
      for (Iterator<String> names = before.fieldNames(); names.hasNext(); ) {
        String name = names.next();
        if (!after.has(name)) {
          out.add(removed(file, pointer + "/" + escape(name), name, before.get(name)));
        }
      }
      return;
    }
    if (old instanceof ArrayNode before && now instanceof ArrayNode after) {
      for (int i = 0; i < Math.max(before.size(), after.size()); i++) {
        String at = pointer + "/" + i;
        if (i >= before.size()) {
          out.add(added(file, at, key, after.get(i)));
        } else if (i >= after.size()) {
          out.add(removed(file, at, key, before.get(i)));
        } else {
          compare(file, at, key, before.get(i), after.get(i), out);
        }
      }
      return;
    }
    out.add(
        new FileChangeEntry(
            file,
            pointer,
            FileChangeEntry.Kind.CHANGED,
            Optional.of(SecretMask.shown(key, old)),
            Optional.of(SecretMask.shown(key, now))));
  }

  private static FileChangeEntry added(String file, String pointer, String key, JsonNode value) {
    return new FileChangeEntry(
        file,
        pointer,
        FileChangeEntry.Kind.ADDED,
        Optional.empty(),
        Optional.of(SecretMask.shown(key, value)));
  }

  private static FileChangeEntry removed(String file, String pointer, String key, JsonNode value) {
    return new FileChangeEntry(
        file,
        pointer,
        FileChangeEntry.Kind.REMOVED,
        Optional.of(SecretMask.shown(key, value)),
        Optional.empty());
  }

  /** A member name as a JSON Pointer token: {@code ~} as {@code ~0}, {@code /} as {@code ~1}. */
  static String escape(String name) {
    return name.replace("~", "~0").replace("/", "~1");
  }
}
