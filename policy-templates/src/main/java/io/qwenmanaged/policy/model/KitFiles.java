package io.qwenmanaged.policy.model;

import java.util.List;

/**
 * The names of the files the kit generates into the config directory, shared by the generator, the
 * verifier and the admin CLI.
 */
public final class KitFiles {

  public static final String EXTERNAL_CONTEXT = "external-context.json";
  public static final String SYSTEM_SETTINGS = "system-settings.json";
  public static final String SYSTEM_DEFAULTS = "system-defaults.json";
  public static final String USER_SETTINGS = "user-settings.json";
  public static final String LAUNCHER = "launcher.json";

  /** Written by the installer next to the generated files; named in {@code launcher.json}. */
  public static final String INSTALL_MANIFEST = "install-manifest.json";

  /** Every generated file, in generation order ({@link #USER_SETTINGS}: write profile only). */
  public static final List<String> GENERATED =
      List.of(EXTERNAL_CONTEXT, SYSTEM_SETTINGS, SYSTEM_DEFAULTS, USER_SETTINGS, LAUNCHER);

  private KitFiles() {}
}
