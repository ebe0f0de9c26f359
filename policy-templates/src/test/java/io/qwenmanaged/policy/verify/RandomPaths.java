package io.qwenmanaged.policy.verify;

import io.qwenmanaged.policy.model.Platform;
import java.util.List;

/**
 * Random paths for a plan's platform: mostly absolute and normalised (with odd names, a trailing
 * separator, a bare root or a length right at the schema's limit), sometimes relative, with an
 * empty segment, or in the other platform's syntax.
 */
final class RandomPaths {

  private final RandomValues values;

  RandomPaths(RandomValues values) {
    this.values = values;
  }

  /**
   * A path; the long ones straddle the schema's limits (4000 characters for the directories the kit
   * puts names below, 4096 for others) so that those limits are tested where they bite.
   */
  String path(Platform platform) {
    double kind = values.between(0, 999) / 1000.0;
    if (kind < 0.004) {
      return names(platform, values.between(1, 3));
    }
    if (kind < 0.008) {
      return absolute(other(platform));
    }
    if (kind < 0.01) {
      return root(platform) + values.name() + platform.separator() + platform.separator() + "x";
    }
    if (kind < 0.03) {
      return root(platform);
    }
    if (kind < 0.05) {
      String root = root(platform);
      return root + values.filler(values.between(3990, 4096) - root.length());
    }
    return absolute(platform);
  }

  /** QWEN_HOME: absolute, or {@code ${HOME}} alone or followed by names. */
  String qwenHome(Platform platform) {
    if (values.chance(0.05)) {
      return Platform.HOME;
    }
    if (values.chance(0.5)) {
      return Platform.HOME + platform.separator() + names(platform, values.between(1, 3));
    }
    return path(platform);
  }

  private String absolute(Platform platform) {
    String path = root(platform) + names(platform, values.between(1, 6));
    return values.chance(0.1) ? path + platform.separator() : path;
  }

  private String root(Platform platform) {
    if (platform == Platform.POSIX) {
      return "/";
    }
    return values.pick(List.of("C", "D", "Z", "c")) + ":\\";
  }

  private String names(Platform platform, int count) {
    StringBuilder path = new StringBuilder(values.name());
    for (int i = 1; i < count; i++) {
      path.append(platform.separator()).append(values.name());
    }
    return path.toString();
  }

  private static Platform other(Platform platform) {
    return platform == Platform.POSIX ? Platform.WINDOWS : Platform.POSIX;
  }
}
