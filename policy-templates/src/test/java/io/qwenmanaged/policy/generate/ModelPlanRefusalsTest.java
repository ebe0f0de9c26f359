package io.qwenmanaged.policy.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A plan's {@code model} is refused, one line per problem naming its JSON Pointer, when its URL
 * would leave the endpoint open or unclear, a model id is not printable, its key could be set by
 * someone else or is the Mem0 key, or the allowlist would let the caller's model variables through.
 */
@Tag("unit")
class ModelPlanRefusalsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static ObjectNode plan(String goldenCase) {
    try (InputStream in =
        ModelPlanRefusalsTest.class.getResourceAsStream("golden/" + goldenCase + "/plan.json")) {
      return (ObjectNode) JSON.readTree(in);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<String> lines(Consumer<ObjectNode> change) {
    ObjectNode plan = plan("posix-mem0-write-model");
    change.accept(plan);
    GenerationResult result = PolicyGenerator.generate(plan, "plan.json");
    return assertInstanceOf(GenerationResult.Refused.class, result).diagnostics().stream()
        .map(Diagnostic::render)
        .toList();
  }

  private static ObjectNode model(ObjectNode plan) {
    return (ObjectNode) plan.get("model");
  }

  private static ObjectNode credential(ObjectNode plan) {
    return (ObjectNode) plan.get("model").get("credential");
  }

  @Test
  void generatesAPlanWhoseModelFollowsEveryRule() {
    assertInstanceOf(
        GenerationResult.Generated.class,
        PolicyGenerator.generate(plan("posix-mem0-write-model"), "plan.json"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "http://127.0.0.1:8080/v1",
        "http://[::1]/v1",
        "http://LOCALHOST:4000",
        "https://x"
      })
  void acceptsHttpsAndPlainHttpToALoopbackGateway(String url) {
    ObjectNode plan = plan("posix-mem0-write-model");
    model(plan).put("baseUrl", url);
    assertInstanceOf(GenerationResult.Generated.class, PolicyGenerator.generate(plan, "plan.json"));
  }

  @Test
  void refusesPlainHttpToAnotherHost() {
    assertEquals(
        List.of(
            "plan.json:/model/baseUrl: error: must use https; plain http is accepted only for a"
                + " loopback host (127.0.0.1, ::1, localhost)"),
        lines(p -> model(p).put("baseUrl", "http://llm.example.com/v1")));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://user:secret@llm.example.com/v1",
        "https://llm.example.com/v1?key=1",
        "https://llm.example.com/v1#part"
      })
  void refusesCredentialsQueriesAndFragmentsInTheUrl(String url) {
    assertEquals(
        List.of(
            "plan.json:/model/baseUrl: error: must not contain credentials, a query or a"
                + " fragment"),
        lines(p -> model(p).put("baseUrl", url)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"llm.example.com/v1", "/v1", "https:///v1", "https://"})
  void refusesAUrlThatIsNotAbsolute(String url) {
    assertEquals(
        List.of(
            "plan.json:/model/baseUrl: error: must be an absolute URL with a host, such as"
                + " https://llm.example.com/v1"),
        lines(p -> model(p).put("baseUrl", url)));
  }

  @Test
  void refusesAModelIdWithInvisibleWhitespace() {
    assertEquals(
        List.of("plan.json:/model/models/1: error: must be printable and hold no whitespace"),
        lines(p -> ((ArrayNode) model(p).get("models")).set(1, "qwen\u00a0coder")));
  }

  @Test
  void refusesAModelVariableQwenReadsItself() {
    assertEquals(
        List.of(
            "plan.json:/model/credential/env: error: names a variable Qwen Code reads for its"
                + " model provider"),
        lines(p -> credential(p).put("env", "OPENAI_API_KEY")));
  }

  @Test
  void refusesAModelVariableTheLauncherSetsItself() {
    assertEquals(
        List.of(
            "plan.json:/model/credential/env: error: names a variable the launcher sets itself"),
        lines(p -> credential(p).put("env", "QWEN_MANAGED_MODEL_API_KEY")));
  }

  @Test
  void refusesAModelVariableTheLauncherCopiesFromTheCaller() {
    assertEquals(
        List.of(
            "plan.json:/model/credential/env: error: names a system variable the launcher copies"
                + " from the caller's environment"),
        lines(p -> credential(p).put("env", "HOME")));
  }

  @Test
  void refusesTheMem0VariableAsTheModelVariable() {
    assertEquals(
        List.of(
            "plan.json:/model/credential/env: error: is also the Mem0 credential of /provider;"
                + " the model needs its own key"),
        lines(p -> credential(p).put("env", "MEM0_API_KEY")));
  }

  @Test
  void refusesAModelFileThatIsRelative() {
    assertEquals(
        List.of(
            "plan.json:/model/credential/file: error: must be an absolute, normalised path or"
                + " start with ${HOME}"),
        lines(
            p -> {
              credential(p).remove("env");
              credential(p).put("file", "keys/model.key");
            }));
  }

  @Test
  void refusesAModelFileInTheWorkspace() {
    assertEquals(
        List.of(
            "plan.json:/model/credential/file: error: must not be inside the workspace: the"
                + " repository would control it"),
        lines(
            p -> {
              credential(p).remove("env");
              credential(p).put("file", "/srv/repositories/payments/.model-key");
            }));
  }

  @Test
  void refusesTheMem0FileAsTheModelFile() {
    assertEquals(
        List.of(
            "plan.json:/model/credential/file: error: is also the Mem0 credential file of"
                + " /provider; the model needs its own key"),
        lines(
            p -> {
              ((ObjectNode) p.get("provider").get("credential")).put("file", "/etc/keys/one.key");
              credential(p).remove("env");
              credential(p).put("file", "/etc/keys/one.key");
            }));
  }

  @Test
  void refusesAnAllowlistEntryThatCopiesTheCallersModelVariables() {
    assertEquals(
        List.of(
            "plan.json:/environment/allow/1: error: names a variable Qwen Code reads for its model"
                + " provider or auth, which the plan's model decides",
            "plan.json:/environment/allow/2: error: names a variable Qwen Code reads for its model"
                + " provider or auth, which the plan's model decides",
            "plan.json:/environment/allow/3: error: names a variable the launcher sets itself",
            "plan.json:/environment/allow/4: error: names a variable the launcher sets itself"),
        lines(
            p ->
                ((ObjectNode) p.get("environment"))
                    .putArray("allow")
                    .add("HOME")
                    .add("OPENAI_BASE_URL")
                    .add("GEM*")
                    .add("QWEN_MODEL")
                    .add("LLM_GATEWAY_KEY")));
  }

  @Test
  void allowsTheCallersModelVariablesWhenThePlanDoesNotGovernTheModel() {
    ObjectNode plan = plan("posix-mem0-write");
    ((ObjectNode) plan.get("environment")).putArray("allow").add("HOME").add("OPENAI_BASE_URL");
    assertInstanceOf(GenerationResult.Generated.class, PolicyGenerator.generate(plan, "plan.json"));
  }

  @Test
  void refusesAnAdminFlagChoosingAModelThePlanDoesNotList() {
    assertEquals(
        List.of(
            "plan.json:/extraQwenFlags/1: error: must name only models of /model/models: the"
                + " plan's model decides which models Qwen offers"),
        lines(
            p ->
                p.putArray("extraQwenFlags")
                    .add("--model=qwen3-coder-flash")
                    .add("--fallback-model=qwen3-coder-plus,gpt-4o")));
  }

  @Test
  void refusesACredentialWithBothAVariableAndAFile() {
    ObjectNode plan = plan("posix-mem0-write-model");
    credential(plan).put("file", "/etc/keys/model.key");
    GenerationResult result = PolicyGenerator.generate(plan, "plan.json");
    assertEquals(
        List.of("/model/credential/file"),
        assertInstanceOf(GenerationResult.Refused.class, result).diagnostics().stream()
            .map(Diagnostic::pointer)
            .toList());
  }
}
