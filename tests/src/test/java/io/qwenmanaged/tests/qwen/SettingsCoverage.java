package io.qwenmanaged.tests.qwen;

import io.qwenmanaged.policy.rules.QwenSetting;
import io.qwenmanaged.policy.rules.QwenSettingsTable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares the setting paths of a Qwen settings schema (each top-level key, or {@code section.key}
 * for each key of a section) with a classification of them, one problem per path.
 */
final class SettingsCoverage {

  /**
   * Marks a path one level below those every setting needs classified: it may be, as an exception.
   */
  static final String DEEPER = "~";

  /**
   * The node script that prints the pinned package's setting paths, one a line: it imports the
   * chunk that defines the settings schema, whatever its hashed name.
   */
  static final String SCHEMA_PATHS =
      String.join(
          "\n",
          "import { readdirSync, readFileSync } from 'node:fs';",
          "import { join } from 'node:path';",
          "import { pathToFileURL } from 'node:url';",
          "const DEEPER = '" + DEEPER + "';",
          "const chunks = join(process.argv[1], 'chunks');",
          "const defining = readdirSync(chunks).filter((name) => name.endsWith('.js')",
          "  && readFileSync(join(chunks, name), 'utf8').includes('var SETTINGS_SCHEMA = {'));",
          "if (defining.length !== 1) throw new Error('SETTINGS_SCHEMA is defined in '",
          "  + defining.length + ' chunks');",
          "const chunk = await import(pathToFileURL(join(chunks, defining[0])).href);",
          "for (const [key, entry] of Object.entries(chunk.getSettingsSchema())) {",
          "  const keys = entry.properties ? Object.keys(entry.properties) : [];",
          "  if (keys.length === 0) console.log(key);",
          "  keys.forEach((sub) => {",
          "    console.log(key + '.' + sub);",
          "    Object.keys(entry.properties[sub].properties ?? {})",
          "      .forEach((inner) => console.log(DEEPER + key + '.' + sub + '.' + inner));",
          "  });",
          "}");

  private SettingsCoverage() {}

  /** What {@code table} misses of {@code schemaPaths}, then what it classifies beyond them. */
  static List<String> problems(List<String> schemaPaths, QwenSettingsTable table) {
    Set<String> classified = new LinkedHashSet<>();
    table.settings().stream().map(QwenSetting::path).forEach(classified::add);
    List<String> problems = new ArrayList<>();
    List<String> known = schemaPaths.stream().map(path -> path.replace(DEEPER, "")).toList();
    for (String path : schemaPaths) {
      if (!path.startsWith(DEEPER) && !classified.contains(path)) {
        problems.add(
            path + ": a setting of the pinned Qwen that qwen-settings.tsv does not classify");
      }
    }
    for (String path : classified) {
      if (!known.contains(path)) {
        problems.add(
            path + ": classified in qwen-settings.tsv but not a setting of the pinned Qwen");
      }
    }
    return problems;
  }
}
