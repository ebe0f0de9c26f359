package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One compiled keyword of a schema (or several that only mean something together, such as {@code
 * properties} with {@code additionalProperties}): what it says of a value, as a {@link Verdict}.
 */
sealed interface Rule
    permits ValueRules.Types,
        ValueRules.Constant,
        ValueRules.OneOfValues,
        ValueRules.Matches,
        ValueRules.Length,
        ValueRules.Bounds,
        ContainerRules.Properties,
        ContainerRules.Required,
        ContainerRules.PropertyCount,
        ContainerRules.Items,
        ContainerRules.ItemCount,
        ContainerRules.UniqueTexts,
        ContainerRules.Contains,
        ContainerRules.PropertyNames,
        ApplicatorRules.AllOf,
        ApplicatorRules.Conditional,
        ApplicatorRules.Reference,
        ApplicatorRules.Never {

  Verdict check(JsonNode value);
}
