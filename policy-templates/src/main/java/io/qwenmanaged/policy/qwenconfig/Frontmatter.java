package io.qwenmanaged.policy.qwenconfig;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The YAML frontmatter of an agent or skill file, cut out as Qwen Code cuts it: after dropping a
 * leading byte order mark and turning every line break into {@code \n}, the text must start with a
 * {@code ---} line and the frontmatter ends at the first following {@code ---} line. A file without
 * it is not loaded by Qwen at all.
 */
final class Frontmatter {

  /** An agent's closing line must be followed by a line break; a skill's may end the file. */
  enum Style {
    AGENT(Pattern.compile("\\A---\\n(.*?)\\n---\\n(.*)\\z", Pattern.DOTALL)),
    SKILL(Pattern.compile("\\A---\\n(.*?)\\n---(?:\\n|\\z)(.*)\\z", Pattern.DOTALL));

    private final Pattern pattern;

    Style(Pattern pattern) {
      this.pattern = pattern;
    }
  }

  private Frontmatter() {}

  /** The frontmatter of {@code content}, or empty when Qwen would find none. */
  static Optional<String> of(String content, Style style) {
    String normalized = content.startsWith("\uFEFF") ? content.substring(1) : content;
    normalized = normalized.replace("\r\n", "\n").replace('\r', '\n');
    Matcher match = style.pattern.matcher(normalized);
    return match.matches() ? Optional.of(match.group(1)) : Optional.empty();
  }
}
