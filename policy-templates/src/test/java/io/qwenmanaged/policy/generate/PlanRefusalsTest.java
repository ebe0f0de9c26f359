package io.qwenmanaged.policy.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.rules.AdminFlagRule;
import io.qwenmanaged.policy.rules.PinRules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Plans that pass their schema but would weaken the policy are refused, naming every problem. */
@Tag("unit")
class PlanRefusalsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static ObjectNode writePlan() {
    return goldenPlan("posix-mem0-write");
  }

  private static ObjectNode goldenPlan(String goldenCase) {
    try (InputStream in =
        PlanRefusalsTest.class.getResourceAsStream("golden/" + goldenCase + "/plan.json")) {
      return (ObjectNode) JSON.readTree(in);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<Diagnostic> refusals(Consumer<ObjectNode> change) {
    ObjectNode plan = writePlan();
    change.accept(plan);
    GenerationResult result = PolicyGenerator.generate(plan, "plan.json");
    return assertInstanceOf(GenerationResult.Refused.class, result).diagnostics();
  }

  private static List<String> pointers(Consumer<ObjectNode> change) {
    return refusals(change).stream().map(Diagnostic::pointer).toList();
  }

  @Test
  void refusesRelativePathsNamingEachOne() {
    assertEquals(
        List.of(
            "/installPrefix", "/runtimes/java", "/workspace", "/qwenHome", "/environment/path/1"),
        pointers(
            p -> {
              p.put("installPrefix", "opt/qwen-managed");
              ((ObjectNode) p.get("runtimes")).put("java", "./java");
              p.put("workspace", "/srv/../etc");
              p.put("qwenHome", "~/.qwen");
              ((ObjectNode) p.get("environment")).putArray("path").add("/usr/bin").add("bin");
            }));
  }

  @Test
  void refusesPosixPathsInAWindowsPlan() {
    List<String> pointers = pointers(p -> p.put("platform", "windows"));
    assertEquals("/installPrefix", pointers.get(0));
    assertEquals(true, pointers.contains("/workspace"));
  }

  @Test
  void refusesAnEnvExecutableThatIsRelativeInTheWorkspaceOrExpanded() {
    assertEquals(
        List.of(
            Diagnostic.policy("plan.json", "/runtimes/env", PinRules.NOT_ABSOLUTE),
            Diagnostic.policy("plan.json", "/runtimes/env", PinRules.SETTINGS_VARIABLE)),
        refusals(p -> ((ObjectNode) p.get("runtimes")).put("env", "bin/$ENV")));
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/runtimes/env", PinRules.INSIDE_WORKSPACE)),
        refusals(
            p ->
                ((ObjectNode) p.get("runtimes"))
                    .put("env", "/srv/repositories/payments/tools/env")));
  }

  @Test
  void refusesAPosixJavaPathThatEnvWouldReadAsAnAssignment() {
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/runtimes/java", PinRules.ENV_ASSIGNMENT)),
        refusals(p -> ((ObjectNode) p.get("runtimes")).put("java", "/opt/jdk=17/bin/java")));
  }

  @Test
  void refusesAnEnvExecutableInAWindowsPlan() {
    ObjectNode plan = goldenPlan("windows-mem0-write");
    ((ObjectNode) plan.get("runtimes")).put("env", "C:\\Windows\\env.exe");
    GenerationResult result = PolicyGenerator.generate(plan, "plan.json");
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/runtimes/env", PinRules.ENV_WINDOWS)),
        assertInstanceOf(GenerationResult.Refused.class, result).diagnostics());
  }

  @Test
  void refusesVariableReferencesQwenWouldExpandInItsSettings() {
    assertEquals(
        List.of(
            Diagnostic.policy("plan.json", "/installPrefix", PinRules.SETTINGS_VARIABLE),
            Diagnostic.policy("plan.json", "/configDir", PinRules.SETTINGS_VARIABLE),
            Diagnostic.policy("plan.json", "/runtimes/java", PinRules.SETTINGS_VARIABLE),
            Diagnostic.policy("plan.json", "/workspace", PinRules.SETTINGS_VARIABLE)),
        refusals(
            p -> {
              p.put("installPrefix", "/opt/$QWEN_PROJECT_DIR");
              p.put("configDir", "/etc/${USER}");
              ((ObjectNode) p.get("runtimes")).put("java", "/opt/jre$1/bin/java");
              p.put("workspace", "/srv/$TERM");
            }));
  }

  @Test
  void refusesPowerShellProjectDirectoryInAWindowsJavaPath() throws IOException {
    ObjectNode plan;
    try (InputStream in =
        PlanRefusalsTest.class.getResourceAsStream("golden/windows-mem0-write/plan.json")) {
      plan = (ObjectNode) JSON.readTree(in);
    }
    ((ObjectNode) plan.get("runtimes")).put("java", "C:\\jre-$claude_project_dir\\bin\\java.exe");

    GenerationResult result = PolicyGenerator.generate(plan, "plan.json");

    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/runtimes/java", PinRules.SETTINGS_VARIABLE)),
        assertInstanceOf(GenerationResult.Refused.class, result).diagnostics());
  }

  @Test
  void acceptsDollarSignsThatAreNotVariableReferences() {
    ObjectNode plan = writePlan();
    plan.put("installPrefix", "/opt/kit $ (O'Brien's $-$.)");
    p(plan).put("java", "/opt/US$/bin/java");

    assertInstanceOf(GenerationResult.Generated.class, PolicyGenerator.generate(plan, "plan.json"));
  }

  private static ObjectNode p(ObjectNode plan) {
    return (ObjectNode) plan.get("runtimes");
  }

  @ParameterizedTest
  @CsvSource({
    "PATH, names a variable the launcher sets itself",
    "http_proxy, names a variable the launcher sets itself",
    "QWEN_CODE_SYSTEM_SETTINGS_PATH, names a variable the launcher sets itself",
    "NODE_OPTIONS, names a variable the launcher never passes",
    "LD_PRELOAD, names a variable the launcher never passes",
    "BASH_ENV, names a variable the launcher never passes",
    "OPENAI_API_KEY, names a variable Qwen Code reads for its model provider",
    "DashScope_Api_Key, names a variable Qwen Code reads for its model provider",
    "HOME, names a system variable the launcher copies from the caller's environment",
    "LC_ALL, names a system variable the launcher copies from the caller's environment"
  })
  void refusesACredentialVariableTheLauncherOrQwenAlreadyUses(String name, String message) {
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/provider/credential/env", message)),
        refusals(p -> ((ObjectNode) p.get("provider").get("credential")).put("env", name)));
  }

  @Test
  void acceptsACredentialFileInTheHomeDirectoryButNoRelativeOne() {
    ObjectNode plan = writePlan();
    ((ObjectNode) plan.get("provider").get("credential"))
        .put("file", "${HOME}/.config/qwen-managed/mem0.key");
    assertInstanceOf(GenerationResult.Generated.class, PolicyGenerator.generate(plan, "plan.json"));
    assertEquals(
        List.of(
            Diagnostic.policy(
                "plan.json", "/provider/credential/file", PinRules.NOT_ABSOLUTE_OR_HOME)),
        refusals(
            p -> ((ObjectNode) p.get("provider").get("credential")).put("file", "keys/mem0.key")));
  }

  @Test
  void refusesPinnedPathsInsideTheWorkspace() {
    assertEquals(
        List.of(
            Diagnostic.policy("plan.json", "/configDir", PinRules.INSIDE_WORKSPACE),
            Diagnostic.policy("plan.json", "/runtimes/node", PinRules.INSIDE_WORKSPACE),
            Diagnostic.policy("plan.json", "/qwenHome", PinRules.INSIDE_WORKSPACE),
            Diagnostic.policy("plan.json", "/provider/credential/file", PinRules.INSIDE_WORKSPACE),
            Diagnostic.policy("plan.json", "/environment/path/1", PinRules.INSIDE_WORKSPACE)),
        refusals(
            p -> {
              p.put("configDir", "/srv/repositories/payments/.qwen-policy");
              ((ObjectNode) p.get("runtimes")).put("node", "/SRV/Repositories/payments/node");
              p.put("qwenHome", "/srv/repositories/payments/");
              ((ObjectNode) p.get("provider").get("credential"))
                  .put("file", "/srv/repositories/payments/.mem0-key");
              ((ObjectNode) p.get("environment"))
                  .putArray("path")
                  .add("/usr/bin")
                  .add("/srv/repositories/payments/node_modules/.bin");
            }));
  }

  @Test
  void acceptsPathsThatOnlyShareTheWorkspacesNamePrefix() {
    ObjectNode plan = writePlan();
    plan.put("configDir", "/srv/repositories/payments-policy");

    assertInstanceOf(GenerationResult.Generated.class, PolicyGenerator.generate(plan, "plan.json"));
  }

  @Test
  void refusesAFileSystemRootAsWorkspace() throws IOException {
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/workspace", PinRules.WORKSPACE_ROOT)),
        refusals(p -> p.put("workspace", "/")));
    ObjectNode windows;
    try (InputStream in =
        PlanRefusalsTest.class.getResourceAsStream("golden/windows-mem0-write/plan.json")) {
      windows = (ObjectNode) JSON.readTree(in);
    }
    windows.put("workspace", "D:\\");
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/workspace", PinRules.WORKSPACE_ROOT)),
        assertInstanceOf(
                GenerationResult.Refused.class, PolicyGenerator.generate(windows, "plan.json"))
            .diagnostics());
  }

  @Test
  void refusesWriteProfileWithGenericProvider() {
    List<Diagnostic> diagnostics =
        refusals(
            p ->
                p.putObject("provider")
                    .put("type", "generic-http-search-v1")
                    .put("baseUrl", "https://search.example.com")
                    .putObject("credential")
                    .put("env", "TOKEN"));
    assertEquals(
        List.of(
            Diagnostic.policy(
                "plan.json",
                "/provider/type",
                "External context memory writes require a Mem0 provider.")),
        diagnostics);
  }

  @Test
  void refusesHttpToANonLoopbackHost() {
    List<Diagnostic> diagnostics =
        refusals(p -> ((ObjectNode) p.get("provider")).put("baseUrl", "http://mem0.example.com"));
    assertEquals(
        List.of(
            Diagnostic.policy(
                "plan.json", "/provider/baseUrl", "Provider URL must use HTTPS or loopback HTTP.")),
        diagnostics);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "--yolo",
        "--approval-mode=auto-edit",
        "--approvalMode=yolo",
        "-y",
        "-dy",
        "--prompt=hi",
        "-p",
        "--json-schema=x",
        "--acp",
        "--resume",
        "-c",
        "--bare",
        "--safe-mode",
        "--mcp-config=/x.json",
        "--extensions=none",
        "-e",
        "--debug",
        "--sandbox",
        "--sandbox-image=ghcr.io/qwenlm/qwen-code:0.24.4",
        "--experimental-lsp",
        "--auth-type=openai",
        "--version",
        "--",
        "serve",
        "mcp",
        "write a poem",
        "--no-yolo"
      })
  void refusesExtraFlagsOfARefusedFamilyInEverySpelling(String flag) {
    List<Diagnostic> refusals =
        refusals(p -> p.putArray("extraQwenFlags").add("--screen-reader").add(flag));
    assertEquals(List.of("/extraQwenFlags/1"), refusals.stream().map(Diagnostic::pointer).toList());
    assertTrue(refusals.get(0).message().startsWith(PinRules.FLAG), refusals.get(0).message());
  }

  @ParameterizedTest
  @ValueSource(strings = {"--checkpointing", "--model-name=x", "-z", "--telemetryish"})
  void refusesExtraFlagsQwenDoesNotList(String flag) {
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/extraQwenFlags/0", AdminFlagRule.NOT_ALLOWED)),
        refusals(p -> p.putArray("extraQwenFlags").add(flag)));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "--model | must be written --model=<value>: an admin flag is one token, with its value"
            + " after =",
        "-m=qwen3-coder-plus | must be written --model=<value>: an admin flag is one token, with"
            + " its value after =",
        "--outputStyle=Concise | must be written --output-style=<value>: an admin flag is one"
            + " token, with its value after =",
        "--exclude-tools= | must be written --exclude-tools=<value>: an admin flag is one token,"
            + " with its value after =",
        "--screen-reader=true | must be written --screen-reader: the option takes no value",
        "--no-screen-reader | must be written --screen-reader: the option takes no value"
      })
  void refusesAllowedOptionsInAnotherSpelling(String flag, String message) {
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/extraQwenFlags/0", message)),
        refusals(p -> p.putArray("extraQwenFlags").add(flag)));
  }

  @Test
  void acceptsAllowedOptionsInTheirAdminSpelling() {
    ObjectNode plan = writePlan();
    plan.putArray("extraQwenFlags")
        .add("--model=qwen3-coder-plus")
        .add("--fallback-model=qwen3-coder-flash,qwen-max")
        .add("--output-style=Concise")
        .add("--screen-reader")
        .add("--exclude-tools=run_shell_command,web_fetch")
        .add("--disabled-slash-commands=mcp")
        .add("--max-session-turns=50")
        .add("--system-prompt=Be brief. Answer in English.");

    assertInstanceOf(GenerationResult.Generated.class, PolicyGenerator.generate(plan, "plan.json"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "/opt/qwen-managed/qwen-code/node_modules/@qwen-code/qwen-code/cli-entry.js",
        "/opt/qwen-managed/qwen-code/node_modules/.bin/qwen",
        "/opt/qwen-managed/qwen-code/node_modules/@qwen-code/qwen-code/CLI.JS",
        "/opt/qwen-managed/qwen-code/node_modules/@qwen-code/qwen-code/cli.js.bak"
      })
  void refusesAQwenEntryThatIsNotThePackagesCliJs(String entry) {
    assertEquals(
        List.of(Diagnostic.policy("plan.json", "/runtimes/qwenCli", PinRules.QWEN_CLI)),
        refusals(p -> p(p).put("qwenCli", entry)));
  }

  @Test
  void acceptsAWindowsCliJsInAnyCase() {
    ObjectNode windows = goldenPlan("windows-mem0-write");
    p(windows).put("qwenCli", "C:\\Program Files\\Qwen Managed\\qwen-code\\CLI.JS");

    assertInstanceOf(
        GenerationResult.Generated.class, PolicyGenerator.generate(windows, "plan.json"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "NODE_OPTIONS",
        "NODE_EXTRA_CA_CERTS",
        "node_*",
        "N*",
        "SSL_CERT_FILE",
        "GCONV_PATH",
        "LD_PRELOAD",
        "ld_preload",
        "LD_*",
        "L*",
        "QWEN_CODE_SYSTEM_SETTINGS_PATH",
        "QWEN_*",
        "PATH",
        "HTTPS_PROXY",
        "MEM0_API_KEY",
        "JAVA_TOOL_OPTIONS",
        "BASH_ENV"
      })
  void refusesAllowlistNamingForcedOrForbiddenVariables(String name) {
    assertEquals(
        List.of("/environment/allow/1"),
        pointers(p -> ((ObjectNode) p.get("environment")).putArray("allow").add("HOME").add(name)));
  }

  @Test
  void refusesProxyWithCredentials() {
    assertEquals(
        List.of("/environment/proxy/https"),
        pointers(
            p ->
                ((ObjectNode) p.get("environment"))
                    .putObject("proxy")
                    .put("https", "http://user:secret@proxy.example.com:3128")));
  }

  @Test
  void refusesMalformedPlanBytesWithoutQuotingThem() {
    GenerationResult result =
        PolicyGenerator.generate("{\"planVersion\": 1,".getBytes(StandardCharsets.UTF_8), "p.json");
    Diagnostic diagnostic =
        assertInstanceOf(GenerationResult.Refused.class, result).diagnostics().get(0);
    assertEquals("", diagnostic.pointer());
  }

  @Test
  void neverQuotesTheOffendingValueInAMessage() {
    for (Diagnostic diagnostic :
        refusals(
            p -> {
              p.put("workspace", "relative-secret-path");
              p.putArray("extraQwenFlags").add("--prompt=secret-prompt");
            })) {
      assertEquals(false, diagnostic.render().contains("secret"), diagnostic.render());
    }
  }

  @Test
  void refusesAKindOrAFileAllowedTwiceForOneRepository() {
    assertEquals(
        List.of(
            Diagnostic.policy(
                "plan.json",
                "/repositoryConfig/allow/1/kind",
                "is already allowed at /repositoryConfig/allow/0"),
            Diagnostic.policy(
                "plan.json",
                "/repositoryConfig/allowFiles/1/path",
                "is already allowed at /repositoryConfig/allowFiles/0")),
        refusals(
            p -> {
              ObjectNode block = p.putObject("repositoryConfig");
              block.putArray("allow").add(kind("hooks", "a")).add(kind("hooks", "b"));
              block.putArray("allowFiles").add(file("a.md")).add(file("a.md"));
            }));
  }

  private static ObjectNode kind(String kind, String reason) {
    return JSON.createObjectNode().put("kind", kind).put("reason", reason);
  }

  private static ObjectNode file(String path) {
    return JSON.createObjectNode()
        .put("path", path)
        .put("sha256", "0".repeat(64))
        .put("reason", "reviewed");
  }
}
