package io.qwenmanaged.policy.schema;

import java.util.Map;

/**
 * What each pattern in the bundled schemas asks of a value, in words: a message explains the rule
 * and never shows the regular expression. A test ties this table to every pattern the schemas hold.
 */
final class PatternWords {

  static final Map<String, String> WORDS =
      Map.ofEntries(
          Map.entry(
              "^[^\\x00-\\x1f\\x7f]+$", "must not be empty or hold a control character or newline"),
          Map.entry(
              "^[^\\x00-\\x20\\x7f]+$",
              "must not be empty or hold a space, a control character or newline"),
          Map.entry("^[0-9a-f]{64}$", "must be a SHA-256 hash: 64 lowercase hexadecimal digits"),
          Map.entry(
              "^[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?$",
              "must be an exact version such as 0.24.4 (a range is not allowed)"),
          Map.entry(
              "^[A-Za-z_][A-Za-z0-9_]*\\*?$",
              "must be a variable name (letters, digits and _, not starting with a digit),"
                  + " optionally ending in * to allow every variable with that start"),
          Map.entry(
              "^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*){0,2}$",
              "must be a setting path: a key, or up to three keys joined by dots"),
          Map.entry(
              "^[A-Za-z_][A-Za-z0-9_]*$",
              "must be a variable name: letters, digits and _, not starting with a digit"),
          Map.entry(
              "^[A-Za-z0-9.*:\\[\\]/-]+$",
              "must be a host name, domain, IP address or network: letters, digits and . * : [ ] /"
                  + " -"),
          Map.entry(
              "^(?!/)(?!.*(^|/)\\.{1,2}(/|$))(?!.*//)[^\\x00-\\x1f\\\\]+$",
              "must be a path relative to the repository, with / between names and no . or .."
                  + " segments, empty names, backslashes or control characters"),
          Map.entry(
              "^[a-z0-9][a-z0-9-]{0,62}$",
              "must be 1 to 63 lowercase letters, digits and -, starting with a letter or digit"),
          Map.entry(
              "^[a-z][a-z0-9-]*$",
              "must be a command name: lowercase letters, digits and -, starting with a letter"),
          Map.entry(
              "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$",
              "must be a generation id: up to 64 letters, digits and . _ -"),
          Map.entry(
              "^[A-Za-z0-9][A-Za-z0-9.+-]{0,63}$",
              "must be a kit version: up to 64 letters, digits and . + -"));

  /** Said of a value that fails a pattern this table does not know (a schema added one). */
  static final String UNKNOWN = "has a form this field does not allow";

  private PatternWords() {}

  static String of(String pattern) {
    return WORDS.getOrDefault(pattern, UNKNOWN);
  }
}
