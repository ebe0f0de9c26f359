package io.qwenmanaged.policy.model;

/**
 * Where an installation keeps its configuration when the administrator names no directory: the
 * admin CLI's default for {@code verify}, {@code rollback} and {@code uninstall}. The Debian
 * package, the Jamf and Intune scripts and the Ansible role carry the same path (a script cannot
 * read a Java constant); a test holds each copy equal to these.
 */
public final class DefaultConfigDir {

  /** The POSIX default. */
  public static final String POSIX = "/etc/qwen-managed";

  /** The Windows default. */
  public static final String WINDOWS = "C:\\ProgramData\\Qwen Managed";

  private DefaultConfigDir() {}

  /** The default config directory of a machine of {@code platform}. */
  public static String of(Platform platform) {
    return platform == Platform.WINDOWS ? WINDOWS : POSIX;
  }
}
