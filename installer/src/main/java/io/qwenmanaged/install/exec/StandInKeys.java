package io.qwenmanaged.install.exec;

import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.Utf8Locale;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * The key variables an install's rehearsals of a start get: every variable the generation reads a
 * key from (each repository's, and the governed model's), all set to one stand-in value that is
 * never a real key and never sent anywhere. A repository after the first with a key of its own, or
 * a governed model, would otherwise fail its key check for the installing user, and the rehearsal
 * would stop before the processes it must prove. A key that is read from a file is read from that
 * file whatever the variable holds, so the stand-in never hides a missing key file.
 */
final class StandInKeys {

  /** The value every key variable gets in a rehearsal. */
  static final String VALUE = "archive-training";

  private StandInKeys() {}

  /** Every key variable of {@code config}, each mapped to {@link #VALUE}, in name order. */
  private static Map<String, String> of(LauncherConfig config) {
    Map<String, String> variables = new TreeMap<>();
    for (LauncherConfig.Repository repository : config.repositories()) {
      variables.put(repository.credential().env(), VALUE);
    }
    config
        .model()
        .map(ModelEndpoint::credential)
        .flatMap(ModelEndpoint.Credential::env)
        .ifPresent(variable -> variables.put(variable, VALUE));
    return variables;
  }

  /**
   * The environment of a rehearsed start of {@code config}'s generation by the installing user:
   * their {@code home}, a UTF-8 locale, and every key variable with the stand-in.
   */
  static Map<String, String> rehearsal(LauncherConfig config, Path home) {
    Map<String, String> environment = of(config);
    environment.put("HOME", home.toString());
    environment.put("LC_ALL", Utf8Locale.NAME);
    return environment;
  }
}
