package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.Judges;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.manifest.FingerprintFile;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Every check the launcher makes before it starts Qwen, one implementation for the start path,
 * {@code qwen-managed doctor} and {@code qwen-managed-admin verify}. Each check is an outcome of
 * the report, in this order: {@value #JVM_OPTIONS}, {@value #POLICY}, {@value #REPOSITORY}, {@value
 * #MANIFEST}, {@value #RUNTIMES}, {@value #SHELL}, {@value #PERMISSIONS} (only when {@code
 * launcher.json} records an install scope), {@value #WORKSPACE}, {@value #REPOSITORY_CONFIG},
 * {@value #QWEN_DIRECTORIES}, {@value #CREDENTIAL}, {@value #MODEL_ENDPOINT}. When {@code
 * launcher.json} itself cannot be used only the first two are reported. A problem carries its kind
 * (policy → exit 3, I/O or environment → exit 4), which each command maps to its exit code. Nothing
 * is started and nothing is written here; a bug propagates as an exception.
 */
public final class StartChecks {

  /** The launcher's own environment: no JVM option variable. */
  public static final String JVM_OPTIONS = "JVM options";

  /** The check of {@code launcher.json} and the policy files it pins. */
  public static final String POLICY = "policy files";

  /** Which managed repository the session is for (the one holding the working directory). */
  public static final String REPOSITORY = "repository";

  /** The install manifest and every file it lists. */
  public static final String MANIFEST = "install manifest";

  /** java, env, node, the Qwen CLI entry and the Qwen package's version. */
  public static final String RUNTIMES = "runtimes";

  /** The shell that starts hooks: bash on POSIX, PowerShell (and ComSpec, profiles) on Windows. */
  public static final String SHELL = "hook shell";

  /** Ownership and permissions of every pinned file, runtime and directory above them. */
  public static final String PERMISSIONS = "file permissions";

  /** The workspace directory. */
  public static final String WORKSPACE = "workspace";

  /**
   * What the repository's own Qwen configuration adds. The managed Qwen itself drops whatever of it
   * could run code, take part in a tool decision, add MCP servers, read outside the repository or
   * change the environment, so this check always passes; what is dropped is reported beside it.
   */
  public static final String REPOSITORY_CONFIG = "repository configuration";

  /** QWEN_HOME and QWEN_RUNTIME_DIR. */
  public static final String QWEN_DIRECTORIES = "Qwen directories";

  /** The check of the credential. */
  public static final String CREDENTIAL = "credential";

  /**
   * The model endpoint: when {@code launcher.json} governs it, its key is available (by the
   * credential's rules); otherwise the developer's own model configuration applies and it passes.
   */
  public static final String MODEL_ENDPOINT = "model endpoint";

  /** Every check, in the order they run and are reported. */
  public static final List<String> NAMES =
      List.of(
          JVM_OPTIONS,
          POLICY,
          REPOSITORY,
          MANIFEST,
          RUNTIMES,
          SHELL,
          PERMISSIONS,
          WORKSPACE,
          REPOSITORY_CONFIG,
          QWEN_DIRECTORIES,
          CREDENTIAL,
          MODEL_ENDPOINT);

  /**
   * The checks about the developer's own session — their environment's JVM variables, what their
   * repository's working tree adds (which changes with every checkout), their Qwen directories and
   * their credential — which only the developer's {@code qwen-managed doctor} can judge; an
   * administrator's run does not stand for them.
   */
  public static final Set<String> DEVELOPER_SESSION =
      Set.of(JVM_OPTIONS, REPOSITORY_CONFIG, QWEN_DIRECTORIES, CREDENTIAL, MODEL_ENDPOINT);

  static final String CREDENTIAL_MISSING = CredentialCheck.VARIABLE_MISSING;

  private StartChecks() {}

  /**
   * The schemas the start checks validate against, in the order they first need them: {@code
   * launcher.json}, the policy files, the install manifest and the fingerprint record.
   */
  static final List<String> SCHEMAS =
      List.of(
          KitFiles.kind(KitFiles.LAUNCHER),
          KitFiles.kind(KitFiles.SYSTEM_SETTINGS),
          KitFiles.kind(KitFiles.SYSTEM_DEFAULTS),
          KitFiles.kind(KitFiles.USER_SETTINGS),
          ExternalContextRules.SCHEMA_V1,
          KitFiles.kind(KitFiles.INSTALL_MANIFEST),
          FingerprintFile.SCHEMA,
          ExternalContextRules.SCHEMA_V2);

  /**
   * Starts preparing the schema checks of a start on another thread, for a launcher that has other
   * work to do first; the checks and their verdicts are the same with or without it.
   */
  public static void prepareInBackground() {
    SchemaValidator.prepareInBackground(SCHEMAS);
  }

  /** Runs every check against the real file system. */
  public static StartReport run(StartContext context) {
    return run(context, FileFacts.local());
  }

  /**
   * Runs every check against the file system {@code facts} describes (tests inject them), hashing
   * every file the install manifest lists: {@code doctor} and {@code verify}.
   */
  public static StartReport run(StartContext context, FileFacts facts) {
    return run(context, facts, ContentProof.HASH_EVERY_FILE);
  }

  /**
   * Runs every check as the launcher does before it starts Qwen: the same checks and verdicts, but
   * a listed file whose stat fingerprint is unchanged since install is not hashed.
   */
  public static StartReport runBeforeStart(StartContext context) {
    return run(context, FileFacts.local(), ContentProof.TRUST_UNCHANGED_FINGERPRINTS);
  }

  /**
   * Runs every check, proving the listed files' content as {@code proof} says. The start's proof
   * ({@link ContentProof#TRUST_UNCHANGED_FINGERPRINTS}) is also where the compact stand-ins judge
   * JSON, schemas and hashes first; with any other proof the libraries judge alone ({@link
   * Judges}).
   */
  public static StartReport run(StartContext context, FileFacts facts, ContentProof proof) {
    Judges judges =
        proof == ContentProof.TRUST_UNCHANGED_FINGERPRINTS ? Judges.STAND_INS : Judges.LIBRARIES;
    return judges.call(() -> StartSequence.run(context, facts, proof));
  }

  /**
   * The start checks a plan can fail before anything of it is installed, with the lines {@code
   * verify} prints for them: the pinned {@code PATH} must resolve the hook's shell, and every
   * repository's root must be an existing directory. {@code config} is the generation's planned
   * {@code launcher.json}; {@code context} supplies the home directory {@code ${HOME}} stands for.
   */
  public static List<Diagnostic> beforeInstall(
      LauncherConfig config, StartContext context, FileFacts facts) {
    List<Diagnostic> problems = new ArrayList<>();
    ShellCheck.Result shell =
        ShellCheck.run(config, context.environment(), context.userHome(), facts);
    problems.addAll(shell.outcome().problems());
    for (LauncherConfig.Repository repository : config.repositories()) {
      problems.addAll(DirectoryCheck.workspace(config, repository, facts).problems());
    }
    return problems;
  }
}
