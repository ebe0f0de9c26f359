package io.qwenmanaged.launcher.session;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The name of a folder that holds one session's credential file: a fixed prefix, the process id of
 * the launcher that owns it and a random token, e.g. {@code qwen-managed-session-4242-0f1e…}. Only
 * names of exactly this form are ever removed as left behind, and only when that process is gone.
 *
 * @param launcherPid the owning launcher's process id
 * @param token sixteen lower-case hexadecimal digits, so two sessions never share a folder
 */
record SessionFolder(long launcherPid, String token) {

  /** The file in the folder that holds the key. */
  static final String CREDENTIAL_FILE = "credential";

  private static final String PREFIX = "qwen-managed-session-";
  private static final Pattern NAME = Pattern.compile(PREFIX + "([1-9][0-9]{0,18})-([0-9a-f]{16})");

  /** The folder's name. */
  String name() {
    return PREFIX + launcherPid + "-" + token;
  }

  /** The folder {@code name} stands for, when it is one the kit creates. */
  static Optional<SessionFolder> parse(String name) {
    Matcher matcher = NAME.matcher(name);
    if (!matcher.matches()) {
      return Optional.empty();
    }
    try {
      return Optional.of(new SessionFolder(Long.parseLong(matcher.group(1)), matcher.group(2)));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
