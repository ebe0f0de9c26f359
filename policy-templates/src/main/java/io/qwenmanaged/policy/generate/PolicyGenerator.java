package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.CanonicalJson;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import io.qwenmanaged.policy.rules.WellFormedText;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Admin plan → every generated policy file: {@code external-context.json} and {@code
 * system-settings.json} (one of each per named repository: {@code external-context.<name>.json},
 * {@code system-settings.<name>.json}), for each repository with auto-recall its version 2 {@code
 * external-context-recall.json} (or {@code external-context-recall.<name>.json}), {@code
 * system-defaults.json}, {@code user-settings.json} (write profile only: the user-scope variant of
 * the confirmation hook) and {@code launcher.json}.
 *
 * <p>The plan is read as strict JSON, checked against {@code plan.schema.json}, for well-formed
 * text ({@link WellFormedText}), then against the refusals a schema cannot state ({@link
 * PlanRules}). Each generated file is written in canonical form and read back and validated against
 * its own schema before it is returned. Output depends only on the plan's content: the same plan
 * gives byte-identical files on every run and operating system. Never throws for a bad plan.
 */
public final class PolicyGenerator {

  private PolicyGenerator() {}

  /**
   * Generates the policy files of the plan in {@code planBytes}.
   *
   * @param planFile the plan's name as the admin knows it, used in diagnostics
   */
  public static GenerationResult generate(byte[] planBytes, String planFile) {
    return generate(planBytes, planFile, Optional.empty());
  }

  /**
   * Generates the policy files of the plan in {@code planBytes} for an installation: {@code
   * launcher.json} also carries the {@code install} block with {@code install}'s generation, kit
   * version, scope and installing user, which the launcher requires and checks the install manifest
   * against. Facts that do not fit the schema (e.g. a generation id with a space) are refused as
   * {@code launcher.json:/install/...} diagnostics.
   */
  public static GenerationResult generate(byte[] planBytes, String planFile, InstallFacts install) {
    return generate(planBytes, planFile, Optional.of(install));
  }

  /** Generates the policy files of an already parsed plan document. */
  public static GenerationResult generate(JsonNode planDocument, String planFile) {
    return generate(planDocument, planFile, Optional.empty());
  }

  /** Generates the policy files of an already parsed plan document for an installation. */
  public static GenerationResult generate(
      JsonNode planDocument, String planFile, InstallFacts install) {
    return generate(planDocument, planFile, Optional.of(install));
  }

  private static GenerationResult generate(
      byte[] planBytes, String planFile, Optional<InstallFacts> install) {
    JsonReadResult read = StrictJson.readNamingDuplicateKeys(planBytes, planFile);
    if (read instanceof JsonReadResult.Malformed) {
      return new GenerationResult.Refused(List.of(((JsonReadResult.Malformed) read).diagnostic()));
    }
    return generate(((JsonReadResult.Parsed) read).document(), planFile, install);
  }

  private static GenerationResult generate(
      JsonNode planDocument, String planFile, Optional<InstallFacts> install) {
    List<Diagnostic> shape =
        PlanShapeMessages.explain(
            SchemaValidator.validate("plan", planDocument, planFile), planDocument);
    if (!shape.isEmpty()) {
      return new GenerationResult.Refused(shape);
    }
    List<Diagnostic> text = WellFormedText.check(planDocument, planFile);
    if (!text.isEmpty()) {
      return new GenerationResult.Refused(text);
    }
    Plan plan = PlanReader.read(planDocument);
    List<Diagnostic> refusals = PlanRules.check(plan, planFile);
    if (!refusals.isEmpty()) {
      return new GenerationResult.Refused(refusals);
    }
    return render(plan, install);
  }

  private static GenerationResult render(Plan plan, Optional<InstallFacts> install) {
    KitLayout layout = new KitLayout(plan, install.isPresent());
    List<PolicyFile> files = new ArrayList<>();
    List<Diagnostic> problems = new ArrayList<>();
    for (Plan.Repository repository : plan.repositories()) {
      add(
          files,
          problems,
          KitFiles.externalContext(repository.name()),
          "external-context-v1",
          ExternalContextFile.render(plan, repository));
    }
    for (Plan.Repository repository : plan.repositories()) {
      repository
          .autoRecall()
          .ifPresent(
              recall ->
                  add(
                      files,
                      problems,
                      KitFiles.externalContextRecall(repository.name()),
                      "external-context-v2",
                      ExternalContextFile.renderRecall(plan, repository, recall)));
    }
    for (Plan.Repository repository : plan.repositories()) {
      add(
          files,
          problems,
          KitFiles.systemSettings(repository.name()),
          "system-settings",
          SettingsFiles.systemSettings(plan, layout, repository));
    }
    add(
        files,
        problems,
        KitFiles.SYSTEM_DEFAULTS,
        "system-defaults",
        SettingsFiles.systemDefaults());
    if (plan.profile().write()) {
      add(
          files,
          problems,
          KitFiles.USER_SETTINGS,
          "user-settings",
          SettingsFiles.userSettings(plan, layout));
    }
    add(files, problems, KitFiles.LAUNCHER, "launcher", LauncherFile.render(plan, layout, install));
    if (!problems.isEmpty()) {
      return new GenerationResult.Refused(problems);
    }
    return new GenerationResult.Generated(List.copyOf(files));
  }

  private static void add(
      List<PolicyFile> files,
      List<Diagnostic> problems,
      String name,
      String schema,
      ObjectNode tree) {
    byte[] bytes = CanonicalJson.bytes(tree);
    JsonReadResult reread = StrictJson.read(bytes, name);
    if (reread instanceof JsonReadResult.Malformed) {
      problems.add(((JsonReadResult.Malformed) reread).diagnostic());
      return;
    }
    JsonNode document = ((JsonReadResult.Parsed) reread).document();
    List<Diagnostic> found =
        schema.startsWith("external-context-")
            ? ExternalContextRules.checkContent(document, name)
            : SchemaValidator.validate(schema, document, name);
    problems.addAll(found);
    files.add(new PolicyFile(name, bytes));
  }
}
