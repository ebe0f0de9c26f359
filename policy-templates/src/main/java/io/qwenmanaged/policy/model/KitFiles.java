package io.qwenmanaged.policy.model;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The names of the files the kit generates into the config directory, shared by the generator, the
 * verifier and the admin CLI.
 */
public final class KitFiles {

  public static final String EXTERNAL_CONTEXT = "external-context.json";

  /** The version 2 configuration the auto-recall hook reads, for a repository with auto-recall. */
  public static final String EXTERNAL_CONTEXT_RECALL = "external-context-recall.json";

  public static final String SYSTEM_SETTINGS = "system-settings.json";
  public static final String SYSTEM_DEFAULTS = "system-defaults.json";
  public static final String USER_SETTINGS = "user-settings.json";
  public static final String LAUNCHER = "launcher.json";

  /** Written by the installer next to the generated files; named in {@code launcher.json}. */
  /**
   * In a generation's config folder of a bundle install: the bundled runtime files it runs (under
   * the prefix, shared by that kit version's generations) with their SHA-256, in the install
   * manifest's format.
   */
  public static final String RUNTIMES_MANIFEST = "runtimes.json";

  public static final String INSTALL_MANIFEST = "install-manifest.json";

  /**
   * Written by the installer into a generation's config folder when the plan names CA certificates:
   * the certificates themselves as one PEM file (Qwen's Node reads it), and a PKCS12 trust store of
   * the pinned Java runtime's own roots plus those certificates (the kit's JVMs).
   */
  public static final String CA_CERTIFICATES = "ca-certificates.pem";

  public static final String TRUST_STORE = "trust-store.p12";

  /**
   * Every generated file, in generation order ({@link #EXTERNAL_CONTEXT_RECALL}: repositories with
   * auto-recall only; {@link #USER_SETTINGS}: write profile only).
   */
  public static final List<String> GENERATED =
      List.of(
          EXTERNAL_CONTEXT,
          EXTERNAL_CONTEXT_RECALL,
          SYSTEM_SETTINGS,
          SYSTEM_DEFAULTS,
          USER_SETTINGS,
          LAUNCHER);

  /** A named repository's external-context config, auto-recall config or system settings. */
  private static final Pattern REPOSITORY_FILE =
      Pattern.compile(
          "(external-context|external-context-recall|system-settings)"
              + "\\.[a-z0-9][a-z0-9-]{0,62}\\.json");

  private KitFiles() {}

  /** Whether {@code name} is one the generator writes into a config directory. */
  public static boolean isGenerated(String name) {
    return GENERATED.contains(name) || REPOSITORY_FILE.matcher(name).matches();
  }

  /**
   * The kind of the generated file {@code name}: the name of its plain form without {@code .json}
   * ({@code external-context.alpha.json} → {@code external-context}), which is also its schema.
   */
  public static String kind(String name) {
    int dot = name.indexOf('.');
    return dot < 0 ? name : name.substring(0, dot);
  }

  /** The position of {@code name}'s kind in {@link #GENERATED}, for reporting files in order. */
  public static int order(String name) {
    return GENERATED.indexOf(kind(name) + ".json");
  }

  /**
   * The external-context config of a repository: {@link #EXTERNAL_CONTEXT} for the one workspace of
   * a plan without named repositories, {@code external-context.<name>.json} for a named one.
   */
  public static String externalContext(Optional<String> repository) {
    return repository.map(name -> "external-context." + name + ".json").orElse(EXTERNAL_CONTEXT);
  }

  /** The auto-recall config of a repository, named like {@link #externalContext}. */
  public static String externalContextRecall(Optional<String> repository) {
    return repository
        .map(name -> "external-context-recall." + name + ".json")
        .orElse(EXTERNAL_CONTEXT_RECALL);
  }

  /** The system settings of a repository, named like {@link #externalContext}. */
  public static String systemSettings(Optional<String> repository) {
    return repository.map(name -> "system-settings." + name + ".json").orElse(SYSTEM_SETTINGS);
  }
}
