package io.qwenmanaged.policy.start;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.schema.SchemaValidator;
import io.qwenmanaged.policy.verify.PolicyVerifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every check the launcher makes before it starts Qwen, one implementation for the start path,
 * {@code qwen-managed doctor} and {@code qwen-managed-admin verify}. Each check is an outcome of
 * the report; a problem carries its kind (policy → exit 3, I/O → exit 4), which each command maps
 * to its exit code. Nothing is started and nothing is written here.
 */
public final class StartChecks {

  /** The check of {@code launcher.json} and the policy files it pins. */
  public static final String POLICY = "policy files";

  /** The check of the credential. */
  public static final String CREDENTIAL = "credential";

  static final String CREDENTIAL_MISSING = "is not set or empty";

  private StartChecks() {}

  /** Runs every check against the real file system. */
  public static StartReport run(StartContext context) {
    List<CheckOutcome> checks = new ArrayList<>();
    Optional<LauncherConfig> config = policy(context, checks);
    if (config.isEmpty()) {
      return new StartReport(checks, Optional.empty());
    }
    Optional<Secret> credential = credential(config.get(), context, checks);
    boolean ok = checks.stream().allMatch(CheckOutcome::ok);
    if (!ok || credential.isEmpty()) {
      return new StartReport(checks, Optional.empty());
    }
    LauncherConfig pins = config.get();
    return new StartReport(
        checks,
        Optional.of(
            new ReadyStart(
                pins,
                home(pins.qwenHome(), context),
                home(pins.qwenRuntimeDir(), context),
                List.of(),
                credential.get())));
  }

  /** Reads {@code launcher.json} and the files it pins, and verifies them together. */
  private static Optional<LauncherConfig> policy(StartContext context, List<CheckOutcome> checks) {
    List<Diagnostic> problems = new ArrayList<>();
    Optional<byte[]> launcherBytes = read(context.launcherConfig(), KitFiles.LAUNCHER, problems);
    if (launcherBytes.isEmpty()) {
      checks.add(new CheckOutcome(POLICY, problems));
      return Optional.empty();
    }
    JsonReadResult parsed = StrictJson.read(launcherBytes.get(), KitFiles.LAUNCHER);
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put(KitFiles.LAUNCHER, launcherBytes.get());
    Optional<LauncherConfig> config = Optional.empty();
    if (parsed instanceof JsonReadResult.Parsed document && shapeIsValid(document.document())) {
      LauncherConfig pins = LauncherConfigReader.read(document.document());
      readPinned(pins, files, problems);
      config = Optional.of(pins);
    }
    problems.addAll(PolicyVerifier.verify(files));
    checks.add(new CheckOutcome(POLICY, problems));
    return problems.isEmpty() ? config : Optional.empty();
  }

  /** Whether {@code launcher} passed its schema, so its pins can be read. */
  private static boolean shapeIsValid(JsonNode launcher) {
    return SchemaValidator.validate("launcher", launcher, KitFiles.LAUNCHER).isEmpty();
  }

  private static void readPinned(
      LauncherConfig pins, Map<String, byte[]> files, List<Diagnostic> problems) {
    Map<String, String> pinned = new LinkedHashMap<>();
    pinned.put(KitFiles.EXTERNAL_CONTEXT, pins.files().externalContextConfig());
    pinned.put(KitFiles.SYSTEM_SETTINGS, pins.files().systemSettings());
    pinned.put(KitFiles.SYSTEM_DEFAULTS, pins.files().systemDefaults());
    for (Map.Entry<String, String> file : pinned.entrySet()) {
      read(Path.of(file.getValue()), file.getKey(), problems)
          .ifPresent(bytes -> files.put(file.getKey(), bytes));
    }
  }

  private static Optional<byte[]> read(Path path, String shownAs, List<Diagnostic> problems) {
    BoundedFile.Outcome read = BoundedFile.read(path, shownAs);
    if (read instanceof BoundedFile.Read bytes) {
      return Optional.of(bytes.bytes());
    }
    problems.add(((BoundedFile.Failed) read).diagnostic());
    return Optional.empty();
  }

  private static Optional<Secret> credential(
      LauncherConfig pins, StartContext context, List<CheckOutcome> checks) {
    String name = pins.credential().env();
    String value = context.environment().get(name);
    if (value == null || value.isEmpty()) {
      checks.add(
          new CheckOutcome(CREDENTIAL, List.of(Diagnostic.io("$" + name, CREDENTIAL_MISSING))));
      return Optional.empty();
    }
    checks.add(new CheckOutcome(CREDENTIAL, List.of()));
    return Optional.of(new Secret(value));
  }

  private static Path home(String path, StartContext context) {
    String home = context.userHome().toString();
    return Path.of(
        path.startsWith(Platform.HOME) ? home + path.substring(Platform.HOME.length()) : path);
  }
}
