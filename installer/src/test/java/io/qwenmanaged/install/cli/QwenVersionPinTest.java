package io.qwenmanaged.install.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class QwenVersionPinTest {

  @Test
  void theExactVersionRuleIsThePlanSchemasOwn() throws IOException {
    try (InputStream in =
        getClass().getResourceAsStream("/io/qwenmanaged/policy/schemas/plan.schema.json")) {
      String schemaPattern =
          new ObjectMapper()
              .readTree(in)
              .at("/properties/runtimes/properties/qwenVersion/pattern")
              .asText();
      assertEquals(schemaPattern, "^" + QwenVersionPin.EXACT.pattern() + "$");
    }
  }
}
