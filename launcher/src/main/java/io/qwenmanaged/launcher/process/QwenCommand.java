package io.qwenmanaged.launcher.process;

import io.qwenmanaged.policy.model.LauncherConfig;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line that starts Qwen Code, built entirely from the policy: the pinned node, {@code
 * --expose-gc} (Qwen's memory-pressure monitor needs it; its own {@code qwen} bootstrap adds it
 * too), the pinned CLI entry, then the administrator's extra flags. Never the credential, never an
 * argument the developer typed.
 */
public final class QwenCommand {

  /** The node option Qwen Code's own bootstrap passes. */
  public static final String EXPOSE_GC = "--expose-gc";

  private QwenCommand() {}

  public static List<String> of(LauncherConfig config) {
    List<String> command = new ArrayList<>();
    command.add(config.runtimes().node());
    command.add(EXPOSE_GC);
    command.add(config.runtimes().qwenCli());
    command.addAll(config.qwenExtraFlags());
    return List.copyOf(command);
  }
}
