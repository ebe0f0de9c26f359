package io.qwenmanaged.install.generation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.trust.TrustFiles;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.json.CanonicalJson;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestWriter;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Plans one generation from the admin plan: the policy is generated with the plan's prefix and
 * config directory moved into the generation's own folders (so every pinned path names this
 * generation), {@code launcher.json} carries the install facts, the plan's CA certificates (when it
 * names any) become the generation's CA PEM and trust store, and the plan itself is kept for {@code
 * rollback --to read-only}.
 */
public final class GenerationPlanner {

  /** The plan as installed, in the generation's config folder. */
  public static final String PLAN = "plan.json";

  /** The jars a generation runs, as the distribution's {@code lib/} names them. */
  public static final List<String> JARS = List.of("hook.jar", "mcp-server.jar", "launcher.jar");

  /** A planned generation, or why there is none. */
  public sealed interface Outcome {}

  public record Planned(PlannedGeneration generation) implements Outcome {}

  public record Refused(List<Diagnostic> diagnostics) implements Outcome {}

  private GenerationPlanner() {}

  /**
   * Plans generation {@code install.generation()} of {@code plan} (schema-valid or not: a bad plan
   * is refused here with the generator's diagnostics).
   *
   * @param plan the admin plan, with the prefix and config directory the install uses
   * @param distributionLib the folder with the kit's jars to install
   * @param runtimeFiles the files of the installed bundle runtimes the generation runs (absolute
   *     paths, with their SHA-256), recorded in its {@value GenerationWriter#RUNTIMES}; none when
   *     it runs no bundled runtime
   * @param caCertificates the certificates of the plan's CA files, as read when the plan was
   *     checked
   */
  public static Outcome plan(
      ObjectNode plan,
      InstallPaths paths,
      InstallFacts install,
      Path distributionLib,
      Map<String, String> runtimeFiles,
      List<X509Certificate> caCertificates) {
    String id = install.generation();
    ObjectNode generation = plan.deepCopy();
    generation.put("installPrefix", paths.prefixGeneration(id).toString());
    generation.put("configDir", paths.configGeneration(id).toString());
    GenerationResult result = PolicyGenerator.generate(generation, PLAN, install);
    if (result instanceof GenerationResult.Refused refused) {
      return new Refused(refused.diagnostics());
    }
    Map<String, byte[]> configFiles = new LinkedHashMap<>();
    byte[] launcherJson = null;
    for (PolicyFile file : ((GenerationResult.Generated) result).files()) {
      if (file.name().equals(KitFiles.LAUNCHER)) {
        launcherJson = file.bytes();
      } else {
        configFiles.put(file.name(), file.bytes());
      }
    }
    if (!runtimeFiles.isEmpty()) {
      ManifestOutcome runtimes = ManifestWriter.render(InstallManifest.of(install, runtimeFiles));
      if (runtimes instanceof ManifestOutcome.Refused refused) {
        return new Refused(refused.diagnostics());
      }
      configFiles.put(GenerationWriter.RUNTIMES, ((ManifestOutcome.Valid) runtimes).bytes());
    }
    LauncherConfig config = LauncherConfigReader.read(parse(launcherJson));
    if (config.files().trustStore().isPresent()) {
      TrustFiles.Outcome made = TrustFiles.of(caCertificates, config.runtimes().java());
      if (made instanceof TrustFiles.Failed failed) {
        return new Refused(List.of(failed.problem()));
      }
      configFiles.putAll(((TrustFiles.Made) made).files());
    }
    configFiles.put(PLAN, CanonicalJson.bytes(plan));
    // A copy of launcher.json, so rollback can make this generation current again.
    configFiles.put(KitFiles.LAUNCHER, launcherJson);
    Map<String, Path> jars = new LinkedHashMap<>();
    for (String jar : JARS) {
      jars.put(jar, distributionLib.resolve(jar));
    }
    Path launcherJar = paths.prefixGeneration(id).resolve("lib").resolve("launcher.jar");
    byte[] args =
        LauncherCommandLine.bytes(
            LauncherCommandLine.words(
                config.runtimes().java(), launcherJar.toString(), paths.launcherJson().toString()));
    return new Planned(
        new PlannedGeneration(
            install, config, launcherJson, configFiles, jars, args, WrapperScripts.of(paths)));
  }

  private static JsonNode parse(byte[] bytes) {
    return ((JsonReadResult.Parsed) StrictJson.read(bytes, KitFiles.LAUNCHER)).document();
  }
}
