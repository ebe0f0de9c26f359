package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.AutoRecall;
import io.qwenmanaged.policy.model.ProviderTimeout;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The timeout limits live in code once ({@link ProviderTimeout}, {@link AutoRecall}); the schemas
 * cannot read a constant, so they repeat the numbers, and this test holds each copy equal: the
 * bounds a schema enforces and the default its description names.
 */
@Tag("unit")
class TimeoutLimitsTest {

  @Test
  void theProviderTimeoutIsBoundedAndDescribedAsInCode() {
    JsonNode limits = SchemaCorpus.schema("external-context-v1").at("/$defs/timeoutMs");
    assertEquals(1, limits.path("minimum").intValue());
    assertEquals(ProviderTimeout.MAX_MS, limits.path("maximum").intValue());
    namesDefault(limits, ProviderTimeout.DEFAULT_MS);
    JsonNode plan = SchemaCorpus.schema("plan").at("/properties/timeoutMs");
    assertEquals("external-context-v1.schema.json#/$defs/timeoutMs", plan.path("$ref").textValue());
    namesDefault(plan, ProviderTimeout.DEFAULT_MS);
    assertEquals(
        "external-context-v1.schema.json#/$defs/timeoutMs",
        SchemaCorpus.schema("external-context-v2").at("/properties/timeoutMs/$ref").textValue());
  }

  @Test
  void theAutoRecallTimeoutIsBoundedAndDescribedAsInCode() {
    JsonNode limits =
        SchemaCorpus.schema("external-context-v2")
            .at("/properties/autoRecall/properties/timeoutMs");
    assertEquals(1, limits.path("minimum").intValue());
    assertEquals(AutoRecall.MAX_TIMEOUT_MS, limits.path("maximum").intValue());
    namesDefault(limits, AutoRecall.DEFAULT_TIMEOUT_MS);
    JsonNode plan = SchemaCorpus.schema("plan").at("/$defs/autoRecall/properties/timeoutMs");
    assertEquals(
        "external-context-v2.schema.json#/properties/autoRecall/properties/timeoutMs",
        plan.path("$ref").textValue());
    String description = plan.path("description").textValue();
    assertTrue(
        description.contains("1 to " + AutoRecall.MAX_TIMEOUT_MS + ";"), "plan: " + description);
    namesDefault(plan, AutoRecall.DEFAULT_TIMEOUT_MS);
  }

  private static void namesDefault(JsonNode property, int defaultMs) {
    String description = property.path("description").textValue();
    assertTrue(description.endsWith("; default " + defaultMs + "."), description);
  }
}
