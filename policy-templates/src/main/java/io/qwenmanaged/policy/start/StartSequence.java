package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestCheck;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.qwenconfig.Ignored;
import io.qwenmanaged.policy.qwenconfig.RepositoryReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One run of the start checks in their order: the developer's environment and {@code launcher.json}
 * (the installation), then the repository chosen for this start, then every other check, each given
 * what it reads of the installation, of that repository and of the developer's session.
 */
final class StartSequence {

  private StartSequence() {}

  static StartReport run(StartContext context, FileFacts facts, ContentProof proof) {
    List<CheckOutcome> checks = new ArrayList<>();
    checks.add(JvmOptionsCheck.run(context.environment()));
    PolicyCheck.Result policy = PolicyCheck.run(context.launcherConfig(), facts);
    checks.add(policy.outcome());
    if (policy.config().isEmpty()) {
      return new StartReport(checks, Optional.empty());
    }
    LauncherConfig installation = policy.config().get();
    RepositoryResolution.Result chosen =
        RepositoryResolution.choose(installation, context.repository(), facts);
    if (chosen instanceof RepositoryResolution.Refused refused) {
      checks.add(new CheckOutcome(StartChecks.REPOSITORY, List.of(refused.problem())));
      return new StartReport(checks, Optional.empty());
    }
    checks.add(new CheckOutcome(StartChecks.REPOSITORY, List.of()));
    LauncherConfig.Repository repository = ((RepositoryResolution.Chosen) chosen).repository();
    return repositoryChecks(context, facts, proof, policy, repository, checks);
  }

  /** The checks of {@code repository} once the installation could be read and it was chosen. */
  private static StartReport repositoryChecks(
      StartContext context,
      FileFacts facts,
      ContentProof proof,
      PolicyCheck.Result policy,
      LauncherConfig.Repository repository,
      List<CheckOutcome> checks) {
    LauncherConfig installation = policy.config().get();
    installationChecks(context, facts, proof, policy, checks);
    checks.add(DirectoryCheck.workspace(installation, repository, facts));
    List<Ignored> ignored =
        RepositoryReport.of(Path.of(repository.workspace()), repository.allowances());
    checks.add(new CheckOutcome(StartChecks.REPOSITORY_CONFIG, List.of()));
    DirectoryCheck.Result directories =
        DirectoryCheck.qwenDirectories(installation, context.userName(), context.userHome(), facts);
    checks.add(directories.outcome());
    CredentialCheck.Session session =
        new CredentialCheck.Session(context.environment(), context.userName(), context.userHome());
    CredentialCheck.Result credential =
        CredentialCheck.run(repository.credential(), installation.platform(), session, facts);
    checks.add(credential.outcome());
    CredentialCheck.Result modelKey =
        ModelCredentialCheck.run(installation.model(), installation.platform(), session, facts);
    checks.add(modelKey.outcome());
    Optional<ReadyStart> ready = Optional.empty();
    if (allPass(checks) && credential.secret().isPresent() && installation.install().isPresent()) {
      ready =
          Optional.of(
              new ReadyStart(
                  installation,
                  repository,
                  Path.of(Locations.home(installation.qwenHome(), context.userHome())),
                  Path.of(Locations.home(installation.qwenRuntimeDir(), context.userHome())),
                  directories.toCreate(),
                  credential.secret().get(),
                  modelKey.secret()));
    }
    return new StartReport(checks, ready, Optional.of(repository), ignored, installation.model());
  }

  /**
   * The checks of what every repository of the installation shares: the install manifest, the
   * runtimes, the hook's shell and, for an installed kit, the permissions of all of them.
   */
  private static void installationChecks(
      StartContext context,
      FileFacts facts,
      ContentProof proof,
      PolicyCheck.Result policy,
      List<CheckOutcome> checks) {
    LauncherConfig installation = policy.config().get();
    String launcherJson = context.launcherConfig().toString();
    ManifestCheck.Result manifest =
        ManifestCheck.check(installation, launcherJson, facts, policy.unread(), proof);
    checks.add(new CheckOutcome(StartChecks.MANIFEST, manifest.problems()));
    RuntimeCheck.Result runtimes = RuntimeCheck.run(installation, facts);
    checks.add(runtimes.outcome());
    ShellCheck.Result shell =
        ShellCheck.run(installation, context.environment(), context.userHome(), facts);
    checks.add(shell.outcome());
    if (installation.install().isPresent()) {
      checks.add(permissions(installation, launcherJson, manifest, runtimes, shell, facts));
    }
  }

  private static boolean allPass(List<CheckOutcome> checks) {
    for (CheckOutcome check : checks) {
      if (!check.ok()) {
        return false;
      }
    }
    return true;
  }

  private static CheckOutcome permissions(
      LauncherConfig installation,
      String launcherJson,
      ManifestCheck.Result manifest,
      RuntimeCheck.Result runtimes,
      ShellCheck.Result shell,
      FileFacts facts) {
    List<PermissionCheck.Target> targets =
        targets(installation, launcherJson, manifest.manifest(), runtimes.paths(), shell.paths());
    AccessRule rule = AccessRule.kit(installation.platform(), installation.install().get());
    return PermissionCheck.run(facts, installation.platform(), rule, targets);
  }

  /** The kit's own files first (never links), then the runtimes (links allowed). */
  private static List<PermissionCheck.Target> targets(
      LauncherConfig installation,
      String launcherJson,
      Optional<InstallManifest> manifest,
      List<String> runtimes,
      List<String> shells) {
    List<PermissionCheck.Target> targets = new ArrayList<>();
    LauncherConfig.Files files = installation.files();
    List<String> kitFiles = new ArrayList<>(List.of(launcherJson, files.installManifest()));
    for (LauncherConfig.Repository repository : installation.repositories()) {
      kitFiles.add(repository.externalContextConfig());
      repository.autoRecallConfig().ifPresent(kitFiles::add);
      kitFiles.add(repository.systemSettings());
    }
    kitFiles.addAll(List.of(files.systemDefaults(), files.mcpServerJar(), files.hookJar()));
    kitFiles.forEach(kitFile -> targets.add(new PermissionCheck.Target(kitFile, false)));
    manifest.ifPresent(
        m -> m.files().keySet().forEach(f -> targets.add(new PermissionCheck.Target(f, false))));
    runtimes.forEach(path -> targets.add(new PermissionCheck.Target(path, true)));
    shells.forEach(path -> targets.add(new PermissionCheck.Target(path, true)));
    return targets;
  }
}
