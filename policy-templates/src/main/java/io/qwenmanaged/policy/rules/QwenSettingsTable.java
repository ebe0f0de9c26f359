package io.qwenmanaged.policy.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which settings the managed Qwen still merges from the developer's own settings and a repository's
 * {@code .qwen/settings.json}: the kit's classification of every setting of the pinned Qwen Code,
 * read from the resource {@value #RESOURCE} (the one place it is written). Everything not allowed
 * there is dropped by Qwen before merging; the kit's system settings are never filtered.
 */
public final class QwenSettingsTable {

  /** The classification, next to this class. */
  public static final String RESOURCE = "qwen-settings.tsv";

  private static final String ALLOWED = "allowed";
  private static final String IGNORED = "ignored";

  /** A path names at most a key of a key of a section ({@code security.auth.selectedType}). */
  private static final int MAX_DEPTH = 3;

  private static final QwenSettingsTable KIT = load();

  private final Map<String, QwenSetting> settings;

  private QwenSettingsTable(Map<String, QwenSetting> settings) {
    this.settings = settings;
  }

  /** The kit's classification. */
  public static QwenSettingsTable kit() {
    return KIT;
  }

  /**
   * A classification written as {@value #RESOURCE} is: lines of path, verdict and reason separated
   * by tabs; blank lines and lines starting with {@code #} are notes. A malformed line is a bug of
   * the kit, reported with its line number.
   */
  public static QwenSettingsTable parse(String text) {
    Map<String, QwenSetting> settings = new LinkedHashMap<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      QwenSetting setting = row(line, i + 1);
      if (settings.putIfAbsent(setting.path(), setting) != null) {
        throw malformed(i + 1, setting.path() + " is classified twice");
      }
    }
    return new QwenSettingsTable(settings);
  }

  /** Every classified setting, in the order of the classification. */
  public List<QwenSetting> settings() {
    return List.copyOf(settings.values());
  }

  /** The paths Qwen still merges from user and repository settings, sorted. */
  public List<String> allowlist() {
    return settings.values().stream()
        .filter(QwenSetting::allowed)
        .map(QwenSetting::path)
        .sorted()
        .toList();
  }

  /**
   * The classification that decides the setting at {@code path} (dot-separated, as a settings file
   * nests it): its own, or the nearest one above it (a {@code section.key.inner} exception, the
   * {@code section.key}, the top-level key). Empty for a path the pinned Qwen does not know, and
   * for a bare section whose keys are classified one by one; Qwen ignores the former, and the
   * latter key by key.
   */
  public Optional<QwenSetting> classify(String path) {
    String[] names = path.split("\\.", -1);
    for (int depth = Math.min(MAX_DEPTH, names.length); depth >= 1; depth--) {
      QwenSetting setting = settings.get(String.join(".", List.of(names).subList(0, depth)));
      if (setting != null) {
        return Optional.of(setting);
      }
    }
    return Optional.empty();
  }

  private static QwenSetting row(String line, int number) {
    String[] columns = line.split("\t", -1);
    if (columns.length != 3) {
      throw malformed(number, "needs path, verdict and reason separated by tabs");
    }
    String path = columns[0];
    if (!path.matches("[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*){0,2}")) {
      throw malformed(number, "the path must be a key, section.key or section.key.inner");
    }
    if (!columns[1].equals(ALLOWED) && !columns[1].equals(IGNORED)) {
      throw malformed(number, "the verdict must be " + ALLOWED + " or " + IGNORED);
    }
    if (columns[2].isBlank()) {
      throw malformed(number, "the reason is missing");
    }
    return new QwenSetting(path, columns[1].equals(ALLOWED), columns[2].strip());
  }

  private static IllegalStateException malformed(int number, String problem) {
    return new IllegalStateException(RESOURCE + " line " + number + ": " + problem);
  }

  private static QwenSettingsTable load() {
    try (InputStream in = QwenSettingsTable.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the kit");
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
