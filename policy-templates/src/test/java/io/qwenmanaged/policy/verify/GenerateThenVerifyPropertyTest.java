package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 5's property: any plan the schema accepts either generates files that pass {@link
 * PolicyVerifier} with no diagnostic, deterministically, or is refused with diagnostics that all
 * name the plan — never an exception. The random plans straddle the schema's limits, so a few are
 * refused by the schema itself; nine in ten must pass it. Plan {@code i} is made from seed {@code
 * base + i}; a failure names its seed, and {@code -Dpolicy.property.seed=S
 * -Dpolicy.property.plans=1} replays it.
 */
@Tag("unit")
class GenerateThenVerifyPropertyTest {

  private static final long BASE_SEED = Long.getLong("policy.property.seed", 20_261_130L);
  private static final int PLANS = Integer.getInteger("policy.property.plans", 3000);
  private static final String PLAN = "plan.json";
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void everySchemaValidPlanGeneratesVerifiedFilesOrIsRefusedWithPlanDiagnostics() {
    int generated = 0;
    int schemaValid = 0;
    for (int i = 0; i < PLANS; i++) {
      long seed = BASE_SEED + i;
      RandomPlans plans = new RandomPlans(new Random(seed));
      ObjectNode plan = plans.next();
      byte[] bytes = plans.bytes(plan);
      String replay =
          "seed "
              + seed
              + " (replay: -Dpolicy.property.seed="
              + seed
              + " -Dpolicy.property.plans=1), plan "
              + abbreviated(plan);
      if (SchemaValidator.validate("plan", plan, PLAN).isEmpty()) {
        schemaValid++;
      }
      GenerationResult result = generate(bytes, replay);
      if (result instanceof GenerationResult.Generated) {
        generated++;
        List<PolicyFile> files = ((GenerationResult.Generated) result).files();
        assertEquals(List.of(), rendered(PolicyVerifier.verify(directory(files))), replay);
        assertSameFiles(files, generate(bytes, replay), replay);
      } else {
        List<Diagnostic> diagnostics = ((GenerationResult.Refused) result).diagnostics();
        assertFalse(diagnostics.isEmpty(), replay);
        diagnostics.forEach(d -> assertEquals(PLAN, d.file(), replay + ": " + d.render()));
      }
    }
    int refused = PLANS - generated;
    assertTrue(schemaValid >= PLANS * 9 / 10, "too few schema-valid plans: " + schemaValid);
    assertTrue(generated >= PLANS / 5, "too few plans generated: " + generated);
    assertTrue(refused >= PLANS / 5, "too few plans refused: " + refused);
  }

  private static GenerationResult generate(byte[] bytes, String replay) {
    try {
      return PolicyGenerator.generate(bytes, PLAN);
    } catch (RuntimeException e) {
      return fail(replay, e);
    }
  }

  private static void assertSameFiles(
      List<PolicyFile> expected, GenerationResult again, String replay) {
    List<PolicyFile> actual = assertInstanceOf(GenerationResult.Generated.class, again).files();
    assertEquals(expected.size(), actual.size(), replay);
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i).name(), actual.get(i).name(), replay);
      assertArrayEquals(expected.get(i).bytes(), actual.get(i).bytes(), replay);
    }
  }

  private static Map<String, byte[]> directory(List<PolicyFile> files) {
    Map<String, byte[]> directory = new LinkedHashMap<>();
    files.forEach(file -> directory.put(file.name(), file.bytes()));
    return directory;
  }

  private static List<String> rendered(List<Diagnostic> diagnostics) {
    return diagnostics.stream().map(Diagnostic::render).toList();
  }

  private static String abbreviated(ObjectNode plan) {
    String text = plan.toString();
    return text.length() <= 4000 ? text : text.substring(0, 4000) + "…";
  }
}
