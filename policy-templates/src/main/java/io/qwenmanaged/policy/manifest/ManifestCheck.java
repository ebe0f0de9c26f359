package io.qwenmanaged.policy.manifest;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.json.JsonPointer;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.rules.PinRules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the install manifest that {@code launcher.json} names: it is a regular file valid against
 * its schema; it agrees with {@code launcher.json}'s {@code install} block (generation, kit
 * version, scope, installing user); it lists {@code launcher.json} and every kit file {@code
 * launcher.json} pins (the policy files, the kit's jars and the trust files), each by an absolute
 * path; and every file it lists — and, in a bundle install, every runtime file its generation's
 * runtimes record lists — is a regular file — never a symbolic link — with the recorded SHA-256.
 * Every problem is a policy problem (the installation is not what was installed), except a file
 * that is there but cannot be read.
 */
public final class ManifestCheck {

  static final String NOT_INSTALLED =
      "is missing: this launcher.json was generated but never installed;"
          + " install it with qwen-managed-admin install";
  static final String CHANGED =
      "has changed since it was installed: its SHA-256 differs from the install manifest";
  static final String SELF = "must not be listed: the install manifest cannot hold its own hash";

  /**
   * What the check found.
   *
   * @param problems one diagnostic per problem
   * @param manifest the manifest when it could be read and is schema-valid (even with other
   *     problems), for the ownership checks of the files it lists
   */
  public record Result(List<Diagnostic> problems, Optional<InstallManifest> manifest) {

    public Result {
      problems = List.copyOf(problems);
    }
  }

  private ManifestCheck() {}

  /**
   * Checks the manifest of {@code config}.
   *
   * @param launcherJson the absolute path of the {@code launcher.json} in use
   * @param alreadyReported paths whose missing or unreadable state another check has reported; they
   *     are not reported again
   */
  public static Result check(
      LauncherConfig config, String launcherJson, FileFacts facts, Set<String> alreadyReported) {
    return check(config, launcherJson, facts, alreadyReported, ContentProof.HASH_EVERY_FILE);
  }

  /**
   * Checks the manifest of {@code config}, proving the listed files' content as {@code proof} says.
   * The fingerprint file the install recorded is checked whatever the proof, so the start path and
   * {@code doctor} refuse the same installations.
   */
  public static Result check(
      LauncherConfig config,
      String launcherJson,
      FileFacts facts,
      Set<String> alreadyReported,
      ContentProof proof) {
    if (config.install().isEmpty()) {
      return new Result(
          List.of(Diagnostic.policy(KitFiles.LAUNCHER, "/install", NOT_INSTALLED)),
          Optional.empty());
    }
    String path = config.files().installManifest();
    BoundedFile.Outcome read = RegularFile.read(facts, path, KitFiles.INSTALL_MANIFEST);
    if (read instanceof BoundedFile.Failed failed) {
      return new Result(List.of(failed.diagnostic()), Optional.empty());
    }
    ManifestOutcome parsed =
        ManifestReader.read(((BoundedFile.Read) read).bytes(), KitFiles.INSTALL_MANIFEST);
    if (parsed instanceof ManifestOutcome.Refused refused) {
      return new Result(refused.diagnostics(), Optional.empty());
    }
    InstallManifest manifest = ((ManifestOutcome.Valid) parsed).manifest();
    List<Diagnostic> problems = new ArrayList<>();
    problems.addAll(agreement(manifest.install(), config.install().get()));
    problems.addAll(listing(manifest, config, launcherJson));
    RecordedFingerprints.Found found =
        RecordedFingerprints.next(manifest, path, config.platform(), facts);
    problems.addAll(found.problems());
    Fingerprints trusted =
        proof == ContentProof.TRUST_UNCHANGED_FINGERPRINTS
            ? found.fingerprints()
            : Fingerprints.NONE;
    problems.addAll(
        ListedFiles.check(manifest.files(), config.platform(), facts, alreadyReported, trusted));
    problems.addAll(RuntimeFiles.check(manifest, path, config.platform(), facts, trusted));
    return new Result(problems, Optional.of(manifest));
  }

  /**
   * Every listed file is a regular file with its recorded SHA-256 (the check {@code
   * qwen-managed-admin verify} also runs on the manifests of kept generations). Files whose path is
   * not absolute for the platform are skipped: {@link #check} reports them.
   */
  public static List<Diagnostic> files(
      InstallManifest manifest, Platform platform, FileFacts facts, Set<String> alreadyReported) {
    return ListedFiles.check(manifest.files(), platform, facts, alreadyReported, Fingerprints.NONE);
  }

  private static List<Diagnostic> agreement(InstallFacts manifest, InstallFacts launcher) {
    List<Diagnostic> problems = new ArrayList<>();
    same(problems, "generation", manifest.generation(), launcher.generation());
    same(problems, "kitVersion", manifest.kitVersion(), launcher.kitVersion());
    same(problems, "scope", manifest.scope(), launcher.scope());
    same(problems, "user", manifest.user(), launcher.user());
    return problems;
  }

  private static void same(List<Diagnostic> problems, String key, Object manifest, Object pinned) {
    if (!manifest.equals(pinned)) {
      problems.add(
          Diagnostic.policy(
              KitFiles.INSTALL_MANIFEST,
              "/" + key,
              "must be launcher.json's /install/" + key + ": the manifest is of another install"));
    }
  }

  private static List<Diagnostic> listing(
      InstallManifest manifest, LauncherConfig config, String launcherJson) {
    List<Diagnostic> problems = new ArrayList<>();
    for (String file : manifest.files().keySet()) {
      String pointer = JsonPointer.append("/files", file);
      PinRules.path(config.platform(), file)
          .ifPresent(m -> problems.add(Diagnostic.policy(KitFiles.INSTALL_MANIFEST, pointer, m)));
      if (file.equals(config.files().installManifest())) {
        problems.add(Diagnostic.policy(KitFiles.INSTALL_MANIFEST, pointer, SELF));
      }
    }
    required(config, launcherJson)
        .forEach(
            (file, why) -> {
              if (!manifest.files().containsKey(file)) {
                problems.add(
                    Diagnostic.policy(
                        KitFiles.INSTALL_MANIFEST,
                        "/files",
                        "must list " + file + " (" + why + ")"));
              }
            });
    return problems;
  }

  /** Every file the manifest must list → why. */
  private static Map<String, String> required(LauncherConfig config, String launcherJson) {
    Map<String, String> required = new LinkedHashMap<>();
    required.put(launcherJson, "the launcher.json in use");
    LauncherConfig.Files files = config.files();
    List<LauncherConfig.Repository> repositories = config.repositories();
    for (int i = 0; i < repositories.size(); i++) {
      LauncherConfig.Repository repository = repositories.get(i);
      String at = repository.name().isPresent() ? "/repositories/" + i + "/" : "/files/";
      required.putIfAbsent(repository.systemSettings(), "launcher.json's " + at + "systemSettings");
    }
    required.putIfAbsent(files.systemDefaults(), "launcher.json's /files/systemDefaults");
    for (int i = 0; i < repositories.size(); i++) {
      LauncherConfig.Repository repository = repositories.get(i);
      String at = repository.name().isPresent() ? "/repositories/" + i + "/" : "/files/";
      required.putIfAbsent(
          repository.externalContextConfig(), "launcher.json's " + at + "externalContextConfig");
    }
    required.putIfAbsent(files.mcpServerJar(), "launcher.json's /files/mcpServerJar");
    required.putIfAbsent(files.hookJar(), "launcher.json's /files/hookJar");
    files
        .caCertificates()
        .ifPresent(f -> required.putIfAbsent(f, "launcher.json's /files/caCertificates"));
    files.trustStore().ifPresent(f -> required.putIfAbsent(f, "launcher.json's /files/trustStore"));
    return required;
  }
}
