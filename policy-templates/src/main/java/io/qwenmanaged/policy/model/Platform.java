package io.qwenmanaged.policy.model;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Path syntax, command quoting and default environment of one target platform. Everything here is
 * plain string work, independent of the operating system the generator runs on, so the output is
 * the same everywhere.
 */
public enum Platform {
  POSIX("posix", "/"),
  WINDOWS("windows", "\\");

  /** The prefix that stands for the user's home directory in {@code qwenHome}. */
  public static final String HOME = "${HOME}";

  private static final Pattern WINDOWS_ABSOLUTE =
      Pattern.compile("^[A-Za-z]:\\\\.*", Pattern.DOTALL);
  private static final Pattern WINDOWS_FORBIDDEN = Pattern.compile("[/\"<>|?*]");
  private static final Pattern TRAILING_DOTS_AND_SPACES = Pattern.compile("[. ]+\\z");

  private static final List<String> POSIX_ALLOW =
      List.of("HOME", "USER", "LOGNAME", "TERM", "COLORTERM", "LANG", "LC_*", "TZ");
  private static final List<String> WINDOWS_EXTRA_ALLOW =
      List.of(
          "SystemRoot",
          "ComSpec",
          "PATHEXT",
          "USERPROFILE",
          "APPDATA",
          "LOCALAPPDATA",
          "TEMP",
          "TMP");

  private final String id;
  private final String separator;

  Platform(String id, String separator) {
    this.id = id;
    this.separator = separator;
  }

  /** The plan's spelling. */
  public String id() {
    return id;
  }

  /**
   * Whether {@code path} is absolute and normalised for this platform: POSIX paths start with
   * {@code /}; Windows paths with a drive ({@code C:\}) and contain no {@code /} or characters
   * Windows forbids in names. Neither may contain {@code .} or {@code ..} segments or empty ones (a
   * single trailing separator is allowed).
   */
  public boolean isAbsolute(String path) {
    String rest;
    if (this == POSIX) {
      if (!path.startsWith("/")) {
        return false;
      }
      rest = path.substring(1);
    } else {
      if (!WINDOWS_ABSOLUTE.matcher(path).matches()
          || WINDOWS_FORBIDDEN.matcher(path).find()
          || path.indexOf(':', 2) >= 0) {
        return false;
      }
      rest = path.substring(3);
    }
    return normalRelative(rest);
  }

  /** {@code path} with a leading {@value #HOME} replaced by the home directory {@code home}. */
  public static String withHome(String path, String home) {
    return path.startsWith(HOME) ? home + path.substring(HOME.length()) : path;
  }

  /** Whether {@code path} is absolute, or {@value #HOME} alone or followed by a separator. */
  public boolean isAbsoluteOrHome(String path) {
    if (path.equals(HOME)) {
      return true;
    }
    if (path.startsWith(HOME + separator)) {
      String rest = path.substring(HOME.length() + 1);
      return !rest.contains("$")
          && (this == POSIX || !WINDOWS_FORBIDDEN.matcher(rest).find())
          && normalRelative(rest);
    }
    return isAbsolute(path);
  }

  /**
   * {@code base} followed by {@code names}, joined with this platform's separator; a root base
   * ({@code /}, {@code C:\}) is not given a second separator.
   */
  public String join(String base, String... names) {
    StringBuilder path = new StringBuilder(stripTrailingSeparator(base));
    for (String name : names) {
      if (path.length() == 0 || !path.toString().endsWith(separator)) {
        path.append(separator);
      }
      path.append(name);
    }
    return path.toString();
  }

  /** Whether absolute, normalised {@code path} is a file-system root: {@code /} or {@code C:\\}. */
  public boolean isRoot(String path) {
    return stripTrailingSeparator(path).length() == (this == POSIX ? 1 : 3);
  }

  /**
   * Whether absolute, normalised {@code path} may be {@code directory} or lie below it on some file
   * system: compared without regard to case or Unicode normalisation on both platforms (Windows and
   * macOS file systems usually ignore them) and, on Windows, without the trailing dots and spaces
   * Windows drops from names, so a doubtful spelling counts as inside. For rules that refuse when
   * in doubt.
   */
  public boolean mayBeWithin(String path, String directory) {
    return below(comparable(path), comparable(directory));
  }

  /**
   * Whether absolute, normalised {@code path} is {@code directory} or lies below it, name by name
   * as this platform compares file names: exactly on POSIX, without regard to case on Windows. For
   * choosing which directory holds a real path, where a lenient match could choose the wrong one.
   */
  public boolean isWithinByName(String path, String directory) {
    String candidate = stripTrailingSeparator(path);
    String base = stripTrailingSeparator(directory);
    return this == WINDOWS
        ? below(candidate.toLowerCase(Locale.ROOT), base.toLowerCase(Locale.ROOT))
        : below(candidate, base);
  }

  private boolean below(String candidate, String base) {
    return candidate.equals(base)
        || candidate.startsWith(base.endsWith(separator) ? base : base + separator);
  }

  /** {@code path} as {@link #mayBeWithin} compares it. */
  private String comparable(String path) {
    String text = composed(stripTrailingSeparator(path)).toLowerCase(Locale.ROOT);
    if (this == POSIX || isRoot(text) || !WINDOWS_ABSOLUTE.matcher(text).matches()) {
      return text;
    }
    StringBuilder result = new StringBuilder(text.substring(0, 2));
    for (String name : names(text.substring(3))) {
      String trimmed = TRAILING_DOTS_AND_SPACES.matcher(name).replaceAll("");
      result.append(separator).append(trimmed.isEmpty() ? name : trimmed);
    }
    return result.toString();
  }

  /** The default allowlist of caller variables the launcher copies (when the plan names none). */
  public List<String> defaultAllow() {
    if (this == POSIX) {
      return POSIX_ALLOW;
    }
    return java.util.stream.Stream.concat(POSIX_ALLOW.stream(), WINDOWS_EXTRA_ALLOW.stream())
        .toList();
  }

  /** The platform with this spelling, e.g. {@code launcher.json}'s {@code platform}, if any. */
  public static Optional<Platform> fromId(String id) {
    for (Platform platform : values()) {
      if (platform.id.equals(id)) {
        return Optional.of(platform);
      }
    }
    return Optional.empty();
  }

  /**
   * The platform with this plan spelling (the schema has already checked it is one of them); any
   * other spelling is refused rather than taken for Windows.
   */
  public static Platform of(String id) {
    return fromId(id).orElseThrow(() -> new IllegalArgumentException("unknown platform"));
  }

  /** The separator between path names: {@code /} or {@code \}. */
  public String separator() {
    return separator;
  }

  private String stripTrailingSeparator(String path) {
    int minimum = this == POSIX ? 1 : 3;
    String result = path;
    while (result.length() > minimum && result.endsWith(separator)) {
      result = result.substring(0, result.length() - 1);
    }
    return result;
  }

  private boolean normalRelative(String rest) {
    if (rest.isEmpty()) {
      return true;
    }
    String trimmed = rest.endsWith(separator) ? rest.substring(0, rest.length() - 1) : rest;
    for (String segment : names(trimmed)) {
      if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
        return false;
      }
    }
    return true;
  }

  /** The names between this platform's separators in {@code text}, empty ones included. */
  private List<String> names(String text) {
    List<String> names = new ArrayList<>();
    int start = 0;
    for (int at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, start)) {
      names.add(text.substring(start, at));
      start = at + separator.length();
    }
    names.add(text.substring(start));
    return names;
  }

  /** {@code text} in Unicode composed form (NFC); ASCII text already is, and is not copied. */
  private static String composed(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) > 0x7f) {
        return Normalizer.normalize(text, Normalizer.Form.NFC);
      }
    }
    return text;
  }
}
