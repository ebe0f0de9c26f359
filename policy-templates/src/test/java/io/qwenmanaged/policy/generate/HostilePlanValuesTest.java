package io.qwenmanaged.policy.generate;

import static io.qwenmanaged.policy.generate.HostilePlans.generated;
import static io.qwenmanaged.policy.generate.HostilePlans.plan;
import static io.qwenmanaged.policy.generate.HostilePlans.refusal;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.verify.PolicyVerifier;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile values in well-formed plan JSON: numbers at and beyond the edges, control characters,
 * unpaired surrogates, unknown keys and wrong types at every level. Each is refused with
 * diagnostics naming the plan, never an exception.
 */
@Tag("unit")
class HostilePlanValuesTest {

  @Test
  void aMistypedKeyGetsTheNearestAllowedNameAtEveryLevel() {
    assertEquals(
        List.of("plan.json:/timeoutMS: error: unknown property; did you mean \"timeoutMs\"?"),
        refusal(plan("\"timeoutMs\": 5000", "\"timeoutMS\": 5000")));
    List<String> nested = refusal(plan("\"appId\"", "\"appID\""));
    assertTrue(
        nested.contains(
            "plan.json:/provider/appID: error: unknown property; did you mean \"appId\"?"),
        nested.toString());
  }

  @Test
  void anUnknownKeyFarFromEveryAllowedNameGetsNoGuess() {
    assertEquals(
        List.of("plan.json:/colour: error: unknown property"),
        refusal(plan("\"timeoutMs\": 5000", "\"timeoutMs\": 5000, \"colour\": 1")));
  }

  @Test
  void refusesATimeoutBeyondTheDoubleRange() {
    assertEquals(
        List.of("plan.json:/timeoutMs: error: not valid JSON: number out of range"),
        refusal(plan("\"timeoutMs\": 5000", "\"timeoutMs\": 1e999")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"-0", "-0.0", "0", "-1e-999"})
  void refusesAZeroTimeoutInEverySpelling(String zero) {
    assertEquals(
        List.of("plan.json:/timeoutMs: error: must be at least 1"),
        refusal(plan("\"timeoutMs\": 5000", "\"timeoutMs\": " + zero)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"30000.5", "1.5", "4999.999"})
  void refusesAFractionalTimeout(String fraction) {
    assertEquals(
        List.of("plan.json:/timeoutMs: error: must be an integer"),
        refusal(plan("\"timeoutMs\": 5000", "\"timeoutMs\": " + fraction)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"30001", "3e4000000000", "99999999999999999999999999999999"})
  void refusesATimeoutAboveTheMaximum(String large) {
    List<String> refusal = refusal(plan("\"timeoutMs\": 5000", "\"timeoutMs\": " + large));
    assertEquals(1, refusal.size(), refusal.toString());
    assertTrue(refusal.get(0).startsWith("plan.json:/timeoutMs: error: "), refusal.get(0));
  }

  /**
   * JSON Schema's integers are mathematical: {@code 5000.0} and {@code 5e3} are the integer 5000,
   * as for the MCP server's own reading of {@code timeoutMs}. They generate exactly what {@code
   * 5000} generates.
   */
  @ParameterizedTest
  @ValueSource(strings = {"5000.0", "5e3", "5000.000"})
  void acceptsAnIntegralTimeoutWrittenWithAFractionOrExponent(String integral) {
    List<PolicyFile> expected = generated(plan());
    List<PolicyFile> actual = generated(plan("\"timeoutMs\": 5000", "\"timeoutMs\": " + integral));
    assertEquals(expected.size(), actual.size());
    for (int i = 0; i < expected.size(); i++) {
      assertArrayEquals(expected.get(i).bytes(), actual.get(i).bytes(), expected.get(i).name());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"\\u0000", "\\u0001", "\\n", "\\t", "\\u001f", "\\u007f"})
  void refusesControlCharactersInPathsAndFlags(String escape) {
    assertEquals(
        List.of(
            "plan.json:/extraQwenFlags/0: error: must not be empty or hold a control character or newline",
            "plan.json:/runtimes/java: error: must not be empty or hold a control character or newline",
            "plan.json:/workspace: error: must not be empty or hold a control character or newline"),
        refusal(
            plan()
                .replace("/srv/repositories/payments", "/srv/pay" + escape + "ments")
                .replace("jre/bin/java\"", "jre/bin/java" + escape + "\"")
                .replace(
                    "\"extraQwenFlags\": []",
                    "\"extraQwenFlags\": [\"--screen-reader" + escape + "\"]")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"\\ud800", "\\udfff", "x\\udbff", "\\udc00\\ud800"})
  void refusesUnpairedSurrogateEscapesInsteadOfWritingQuestionMarks(String escape) {
    assertEquals(
        List.of("plan.json:/workspace: error: must not contain an unpaired surrogate"),
        refusal(plan("/srv/repositories/payments", "/srv/" + escape)));
  }

  @Test
  void acceptsAPairedSurrogateEscape() {
    List<PolicyFile> files = generated(plan("/srv/repositories/payments", "/srv/\\ud83d\\ude00"));
    assertTrue(files.get(1).text().contains("\"cwd\": \"/srv/\ud83d\ude00\""));
  }

  @Test
  void refusesAnUnknownKeyAtEveryLevel() {
    String plan =
        plan()
            .replace("\"planVersion\": 1,", "\"planVersion\": 1, \"x\": 1,")
            .replace("\"qwenVersion\": \"0.24.4\"", "\"qwenVersion\": \"0.24.4\", \"x\": 1")
            .replace("\"appId\"", "\"x\": 1, \"appId\"")
            .replace("\"env\": \"MEM0_API_KEY\"", "\"env\": \"MEM0_API_KEY\", \"x\": 1")
            .replace(
                "\"path\": [",
                "\"proxy\": {\"https\": \"http://p:1\", \"x\": 1}, \"x\": 1, \"path\": [");
    assertEquals(
        List.of(
            "plan.json:/environment/proxy/x: error: unknown property",
            "plan.json:/environment/x: error: unknown property",
            "plan.json:/provider/credential/x: error: unknown property",
            "plan.json:/provider/x: error: unknown property",
            "plan.json:/runtimes/x: error: unknown property",
            "plan.json:/x: error: unknown property"),
        refusal(plan));
  }

  @ParameterizedTest
  @ValueSource(strings = {"[]", "\"plan\"", "1", "null", "true"})
  void refusesAPlanThatIsNotAnObject(String document) {
    assertEquals(List.of("plan.json: error: must be an object"), refusal(document));
  }

  @Test
  void refusesWrongTypesAtEveryLevel() {
    String plan =
        plan()
            .replace("\"profile\": \"mem0-write\"", "\"profile\": 1")
            .replace("\"timeoutMs\": 5000", "\"timeoutMs\": true")
            .replace("\"qwenVersion\": \"0.24.4\"", "\"qwenVersion\": 0.24")
            .replace("\"env\": \"MEM0_API_KEY\"", "\"env\": null")
            .replace("\"extraQwenFlags\": []", "\"extraQwenFlags\": {}");
    assertEquals(
        List.of(
            "plan.json:/extraQwenFlags: error: must be an array",
            "plan.json:/profile: error: must be one of \"mem0-write\", \"mem0-read-only\","
                + " \"generic-http-read-only\"",
            "plan.json:/provider/credential/env: error: must be a string",
            "plan.json:/runtimes/qwenVersion: error: must be a string",
            "plan.json:/timeoutMs: error: must be an integer"),
        refusal(plan));
  }

  @Test
  void refusesADirectoryWithoutRoomForTheNamesTheKitPutsBelowIt() {
    assertEquals(
        List.of("plan.json:/installPrefix: error: must be at most 4000 characters long"),
        refusal(plan("\"/opt/qwen-managed\"", "\"/" + "k".repeat(4000) + "\"")));
  }

  /**
   * The longest paths the schema accepts, made only of quotes (which quoting multiplies), still
   * give files valid against their own schemas that verify clean, on both platforms.
   */
  @ParameterizedTest
  @ValueSource(strings = {"posix", "windows"})
  void generatesTheLongestQuotedPathsWithinEveryFilesSchema(String platform) throws Exception {
    String root = platform.equals("posix") ? "/" : "C:\\";
    ObjectNode plan = (ObjectNode) new ObjectMapper().readTree(plan());
    plan.put("platform", platform);
    plan.put("installPrefix", root + "'".repeat(4000 - root.length()));
    plan.put("configDir", root + "'".repeat(4000 - root.length()));
    plan.put("qwenHome", root + "'".repeat(4000 - root.length()));
    // Its own first name, so no pinned path lies inside the workspace (that is refused).
    plan.put("workspace", root + "w" + "'".repeat(4095 - root.length()));
    ObjectNode runtimes = (ObjectNode) plan.get("runtimes");
    runtimes.put("java", root + "'".repeat(4096 - root.length()));
    runtimes.put("node", root + "node");
    runtimes.put("qwenCli", root + "cli.js");
    ((ObjectNode) plan.get("environment")).putArray("path").add(root + "bin");
    Map<String, byte[]> directory = new HashMap<>();
    generated(plan.toString()).forEach(file -> directory.put(file.name(), file.bytes()));
    assertEquals(List.of(), PolicyVerifier.verify(directory));
  }
}
