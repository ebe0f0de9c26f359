package io.qwenmanaged.policy.model;

/**
 * The locale the kit's JVMs start in on POSIX. A JVM decodes its command line, its working
 * directory and every file name with the character set of its locale; with no locale at all (an
 * empty environment, {@code LANG=C}) that is ASCII, and a jar, configuration or workspace path
 * holding a letter such as {@code ü} cannot even be opened: the JVM exits before the kit's code
 * runs. {@code C.UTF-8} is built into the C library of current Linux distributions and needs no
 * locale files.
 *
 * <ul>
 *   <li>The MCP server, the confirmation hook and the auto-recall hook get it as an assignment to
 *       the pinned {@code env} ({@link #ASSIGNMENT}), which overrides whatever locale Qwen's
 *       environment (or a repository's {@code .env}) names.
 *   <li>The installed {@code qwen-managed} command and the administrator's scripts run {@link
 *       #POSIX_SCRIPT} before java: a caller whose locale is not UTF-8 gets {@code C.UTF-8}, which
 *       the launcher then passes on to Qwen like any {@code LC_*} variable; a UTF-8 locale is kept.
 * </ul>
 *
 * The shipped scripts repeat the snippet; a test ties them to it.
 */
public final class Utf8Locale {

  /** The locale's name. */
  public static final String NAME = "C.UTF-8";

  /** {@link #NAME} as the assignment {@code env} takes. */
  public static final String ASSIGNMENT = "LC_ALL=" + NAME;

  /**
   * A POSIX shell snippet that sets {@code LC_ALL} to {@link #NAME} unless the locale in force
   * ({@code LC_ALL}, else {@code LC_CTYPE}, else {@code LANG}) already names UTF-8.
   */
  public static final String POSIX_SCRIPT =
      "case ${LC_ALL:-${LC_CTYPE:-${LANG:-}}} in\n"
          + "  *[Uu][Tt][Ff]-8* | *[Uu][Tt][Ff]8*) ;;\n"
          + "  *) LC_ALL="
          + NAME
          + "; export LC_ALL ;;\n"
          + "esac\n";

  private Utf8Locale() {}
}
