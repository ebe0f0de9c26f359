package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.bundle.Bundle;
import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstallRun;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.trust.PlanCertificates;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.model.Platform;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Optional;

/**
 * What {@code install} makes of its options on a host before it runs: the checks that refuse before
 * anything is written (the command line, the distribution it runs from, the plan's platform, the
 * plan with its options applied, npm for {@code --install-qwen}, the plan's CA certificate files),
 * in that order. The platform comes first: a plan for the other platform would fail every path and
 * runtime check after it, and the admin needs only the one line that says why.
 */
final class InstallFlow {

  /**
   * The options of one {@code install}; {@code prefix}, {@code configDir} and workspace may be
   * null.
   */
  record Options(
      Path plan,
      Path prefix,
      Path configDir,
      Path workspace,
      boolean installQwen,
      boolean dryRun) {}

  /** A plan prepared for installing, or the report of why it cannot be. */
  sealed interface Prepared {}

  /**
   * The plan with the options applied and its runtimes filled in, ready to be generated.
   *
   * @param npm the npm that installs the pinned Qwen Code, if {@code --install-qwen} needs one
   * @param bundle the bundle the admin CLI runs from, if it does
   * @param sources the values the plan file does not hold, and where each came from
   * @param caCertificates the certificates of the plan's CA files, read once here
   */
  record Ready(
      PlanInput.Read input,
      Optional<Path> npm,
      Optional<Bundle> bundle,
      ValueSources sources,
      List<X509Certificate> caCertificates)
      implements Prepared {

    /** What installing the plan on {@code host} asks for, or a dry run of it. */
    InstallRun.Request request(boolean dryRun, AdminHost host) {
      InstallPaths paths =
          new InstallPaths(
              Path.of(input.plan().get("installPrefix").textValue()),
              Path.of(input.plan().get("configDir").textValue()),
              host.platform());
      return new InstallRun.Request(
          input.plan(), paths, host.distributionLib(), dryRun, npm, bundle, caCertificates);
    }
  }

  /** Refused before anything was written. */
  record NotReady(Report report) implements Prepared {}

  private InstallFlow() {}

  /**
   * The plan of {@code options}, read from its file as {@code read}, as an install would generate
   * it: the options applied, the bundled runtimes filled in, the Qwen Code {@code --install-qwen}
   * installs pinned, the plan validated and its CA files read (one preparation for the install, its
   * dry-run change list and the drift check).
   */
  static Prepared prepare(Options options, PlanInput.Outcome read, AdminHost host) {
    if (options.plan().toString().isEmpty()
        || (options.prefix() != null && options.prefix().toString().isEmpty())
        || (options.configDir() != null && options.configDir().toString().isEmpty())) {
      return new NotReady(
          Report.usageError(
              InstallCommand.NAME, "--plan, --prefix and --config-dir must not be empty"));
    }
    if (PlanInput.isStandardInput(options.plan())) {
      return new NotReady(Report.usageError(InstallCommand.NAME, PlanInput.STDIN_REFUSED));
    }
    Optional<Diagnostic> distribution = DistributionLayout.problem(host.distributionLib());
    if (distribution.isPresent()) {
      return new NotReady(InstallReports.refused(List.of(distribution.get())));
    }
    if (read instanceof PlanInput.Refused refused) {
      return new NotReady(InstallReports.refused(refused.diagnostics()));
    }
    PlanInput.Read input = (PlanInput.Read) read;
    Optional<Diagnostic> otherPlatform = otherPlatform(input, host.platform());
    if (otherPlatform.isPresent()) {
      return new NotReady(InstallReports.refused(List.of(otherPlatform.get())));
    }
    Optional<Diagnostic> override =
        PlanOverrides.apply(
            input.plan(), input.name(), options.prefix(), options.configDir(), options.workspace());
    if (override.isPresent()) {
      return new NotReady(InstallReports.refused(List.of(override.get())));
    }
    Optional<Diagnostic> range = QwenVersionPin.problem(input.plan(), input.name());
    if (range.isPresent()) {
      return new NotReady(InstallReports.refused(List.of(range.get())));
    }
    Optional<Bundle> bundle = Bundle.at(host.distributionLib());
    boolean bundledQwen =
        options.installQwen()
            && bundle.isPresent()
            && (!input.plan().path("runtimes").has("qwenVersion")
                || input
                    .plan()
                    .at("/runtimes/qwenVersion")
                    .asText()
                    .equals(bundle.get().qwenVersion()));
    ValueSources.Builder sources = optionSources(options, input.name());
    if (bundle.isPresent()) {
      sources.bundleFilled(input.plan(), bundledQwen);
    }
    Optional<Diagnostic> runtimes =
        bundle.isPresent()
            ? PlanOverrides.fillFromBundle(input.plan(), input.name(), bundle.get(), bundledQwen)
            : Optional.empty();
    if (runtimes.isPresent()) {
      return new NotReady(InstallReports.refused(List.of(runtimes.get())));
    }
    Optional<Path> npm = Optional.empty();
    if (options.installQwen() && !bundledQwen) {
      npm = Executables.onPath("npm", host.environment(), host.platform());
      if (npm.isEmpty()) {
        return new NotReady(
            InstallReports.summary(
                AdminExit.IO,
                "io-error",
                "--install-qwen needs npm on PATH; nothing was installed",
                Optional.empty()));
      }
      PlanOverrides.pinInstalledQwen(input.plan());
      sources.option("/runtimes/qwenCli", "--install-qwen");
    }
    Optional<Diagnostic> missing =
        bundle.isPresent()
            ? Optional.empty()
            : PlanOverrides.missingRuntime(input.plan(), input.name());
    if (missing.isPresent()) {
      return new NotReady(InstallReports.refused(List.of(missing.get())));
    }
    ValueSources named = sources.build();
    if (PolicyGenerator.generate(input.plan(), input.name())
        instanceof GenerationResult.Refused refused) {
      return new NotReady(named.named(InstallReports.refused(refused.diagnostics())));
    }
    // The CA files are read before anything is written, a dry run's and verify's included.
    PlanCertificates.Outcome cas =
        PlanCertificates.check(input.plan(), input.name(), host.files(), host.clock().instant());
    if (cas instanceof PlanCertificates.Refused untrusted) {
      return new NotReady(named.named(InstallReports.refused(untrusted.problems())));
    }
    return new Ready(input, npm, bundle, named, ((PlanCertificates.Checked) cas).certificates());
  }

  private static ValueSources.Builder optionSources(Options options, String planName) {
    ValueSources.Builder sources = new ValueSources.Builder(planName);
    if (options.prefix() != null) {
      sources.option("/installPrefix", "--prefix");
    }
    if (options.configDir() != null) {
      sources.option("/configDir", "--config-dir");
    }
    if (options.workspace() != null) {
      sources.option("/workspace", "--workspace");
    }
    return sources;
  }

  /**
   * The one line that refuses a plan naming the other known platform; a missing or unknown value is
   * left to the plan's validation, which names it.
   */
  private static Optional<Diagnostic> otherPlatform(PlanInput.Read input, Platform here) {
    Optional<Platform> named =
        input.plan().path("platform").isTextual()
            ? Platform.fromId(input.plan().get("platform").textValue())
            : Optional.empty();
    if (named.isEmpty() || named.get() == here) {
      return Optional.empty();
    }
    return Optional.of(
        Diagnostic.policy(
            input.name(),
            "/platform",
            "is for " + named.get().id() + "; this machine is " + here.id()));
  }
}
