package io.qwenmanaged.launcher.process;

import io.qwenmanaged.launcher.exit.LauncherExit;
import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why Qwen Code could not be started, from the JVM's start error, which carries the operating
 * system's {@code errno} as {@code error=N, <text>}: {@code ENOENT} (the executable, its
 * interpreter or the working directory is missing) is 127, {@code EACCES} (not executable) is 126,
 * anything else 125, as shells report them.
 *
 * @param exit the exit code
 * @param reason the operating system's text, e.g. {@code No such file or directory}
 */
record StartFailure(LauncherExit exit, String reason) {

  private static final Pattern ERRNO = Pattern.compile("error=(\\d+), (.*)$");
  private static final int ENOENT = 2;
  private static final int EACCES = 13;

  static StartFailure of(IOException e) {
    String message = String.valueOf(e.getMessage());
    Matcher matcher = ERRNO.matcher(message);
    if (!matcher.find()) {
      return new StartFailure(
          LauncherExit.CANNOT_START, "the operating system refused to start it");
    }
    int errno = Integer.parseInt(matcher.group(1));
    String reason = matcher.group(2).strip();
    if (errno == ENOENT) {
      return new StartFailure(LauncherExit.NOT_FOUND, reason);
    }
    if (errno == EACCES) {
      return new StartFailure(LauncherExit.NOT_EXECUTABLE, reason);
    }
    return new StartFailure(LauncherExit.CANNOT_START, reason);
  }
}
