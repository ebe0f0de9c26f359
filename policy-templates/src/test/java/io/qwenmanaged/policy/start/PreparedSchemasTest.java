package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.util.HashSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The schemas a start prepares in the background are bundled ones, each named once. */
@Tag("unit")
class PreparedSchemasTest {

  @Test
  void everySchemaAStartPreparesIsABundledSchema() {
    for (String name : StartChecks.SCHEMAS) {
      // An unknown name is a programming error the validator throws for; an empty object is
      // invalid against every policy schema.
      assertFalse(
          SchemaValidator.validate(name, JsonNodeFactory.instance.objectNode(), name).isEmpty(),
          name);
    }
  }

  @Test
  void eachSchemaIsPreparedOnce() {
    assertTrue(new HashSet<>(StartChecks.SCHEMAS).size() == StartChecks.SCHEMAS.size());
  }
}
