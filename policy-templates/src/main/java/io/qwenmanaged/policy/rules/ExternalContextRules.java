package io.qwenmanaged.policy.rules;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.ProviderTypes;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Full diagnostics for an external-context configuration file, for admin tools: the static shape
 * from the bundled schema plus the rules a schema cannot state exactly.
 *
 * <p>A document whose {@code version} is the integer 2 is checked as version 2; every other
 * document as version 1 (so a missing or wrong {@code version} is reported against version 1). Each
 * semantic rule runs whenever the value it reads has the right JSON type, even if other parts of
 * the document are invalid, so an administrator sees every problem at once without duplicates:
 *
 * <ul>
 *   <li>{@code /write}: present next to a provider whose {@code type} is a string other than {@code
 *       mem0-platform-v3} → {@value #WRITE_REQUIRES_MEM0}
 *   <li>{@code /provider/baseUrl}: the {@link ProviderUrl} rules, with their stable messages
 *   <li>{@code /provider/appId} (Mem0 only): the {@link AppIdRule}
 *   <li>{@code /autoRecall/repositoryRoot} (version 2): the {@link RepositoryRootRule}
 * </ul>
 */
public final class ExternalContextRules {

  /** The stable message of a {@code write} block next to a non-Mem0 provider. */
  public static final String WRITE_REQUIRES_MEM0 =
      "External context memory writes require a Mem0 provider.";

  /** The schemas of version 1 and version 2 files. */
  public static final String SCHEMA_V1 = "external-context-v1";

  public static final String SCHEMA_V2 = "external-context-v2";

  private ExternalContextRules() {}

  /** Every problem of {@code document}, ordered by JSON Pointer; empty when it is valid. */
  public static List<Diagnostic> check(JsonNode document, String fileName) {
    return check(document, fileName, true);
  }

  /**
   * Every problem of {@code document} that its content alone decides: all of {@link #check} except
   * the look at the file system behind {@code /autoRecall/repositoryRoot}. For files generated or
   * verified away from the machine they are for (a Windows policy reviewed on Linux, a repository
   * not yet cloned), where the root is checked as the launcher's workspace instead.
   */
  public static List<Diagnostic> checkContent(JsonNode document, String fileName) {
    return check(document, fileName, false);
  }

  private static List<Diagnostic> check(JsonNode document, String fileName, boolean onDisk) {
    boolean version2 = isVersion2(document);
    List<Diagnostic> diagnostics =
        new ArrayList<>(
            SchemaValidator.validate(version2 ? SCHEMA_V2 : SCHEMA_V1, document, fileName));
    JsonNode provider = document.path("provider");
    if (!version2 && writeRequiresMem0(document)) {
      diagnostics.add(Diagnostic.policy(fileName, "/write", WRITE_REQUIRES_MEM0));
    }
    JsonNode baseUrl = provider.path("baseUrl");
    if (baseUrl.isTextual()) {
      ProviderUrl url = ProviderUrl.check(baseUrl.textValue());
      if (url instanceof ProviderUrl.Refused) {
        UrlProblem problem = ((ProviderUrl.Refused) url).problem();
        diagnostics.add(Diagnostic.policy(fileName, "/provider/baseUrl", problem.message()));
      }
    }
    JsonNode appId = provider.path("appId");
    if (ProviderTypes.MEM0.equals(provider.path("type").textValue()) && appId.isTextual()) {
      add(diagnostics, fileName, "/provider/appId", AppIdRule.problem(appId.textValue()));
    }
    JsonNode root = document.path("autoRecall").path("repositoryRoot");
    if (version2 && onDisk && root.isTextual()) {
      add(
          diagnostics,
          fileName,
          "/autoRecall/repositoryRoot",
          RepositoryRootRule.problem(root.textValue()));
    }
    if (diagnostics.size() > 1) {
      diagnostics.sort(Comparator.comparing(Diagnostic::pointer));
    }
    return List.copyOf(diagnostics);
  }

  /** Whether {@code document} declares version 2: its {@code version} is the integer 2. */
  public static boolean isVersion2(JsonNode document) {
    JsonNode version = document.path("version");
    return version.isNumber() && version.canConvertToExactIntegral() && version.asDouble() == 2;
  }

  /**
   * Whether {@code document} has a {@code write} key next to a provider whose {@code type} is a
   * string other than Mem0: the one combination reported as {@value #WRITE_REQUIRES_MEM0}.
   */
  public static boolean writeRequiresMem0(JsonNode document) {
    JsonNode type = document.path("provider").path("type");
    return document.has("write")
        && type.isTextual()
        && !ProviderTypes.MEM0.equals(type.textValue());
  }

  private static void add(
      List<Diagnostic> diagnostics, String fileName, String pointer, Optional<String> problem) {
    problem.ifPresent(message -> diagnostics.add(Diagnostic.policy(fileName, pointer, message)));
  }
}
