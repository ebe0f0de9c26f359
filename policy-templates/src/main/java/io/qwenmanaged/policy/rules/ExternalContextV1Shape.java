package io.qwenmanaged.policy.rules;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.ProviderTimeout;
import io.qwenmanaged.policy.model.ProviderTypes;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Set;

/**
 * A hand-written check of exactly what {@code external-context-v1.schema.json} accepts, for the MCP
 * server's start-up path. The first schema validation in a fresh JVM costs about as much as
 * starting Jackson itself (measured: +120 to +230 ms to the first result on the 2-core build
 * machine, with and without an application class-data archive), while this check loads no extra
 * classes. Admin tools use {@link ExternalContextRules}, which uses the schema; a test proves both
 * agree on every example document and on systematic mutations of the valid ones.
 *
 * <p>Numbers follow JSON Schema: {@code 1.0} equals {@code 1} and is an integer.
 */
public final class ExternalContextV1Shape {

  private static final Set<String> TOP = Set.of("version", "timeoutMs", "write", "provider");
  private static final Set<String> MEM0 = Set.of("type", "apiKeyEnv", "appId", "baseUrl");
  private static final Set<String> GENERIC = Set.of("type", "baseUrl", "tokenEnv");
  private static final BigDecimal MAX_TIMEOUT_MS = BigDecimal.valueOf(ProviderTimeout.MAX_MS);

  private ExternalContextV1Shape() {}

  /** Whether {@code document} is valid against the version 1 schema. */
  public static boolean isValid(JsonNode document) {
    if (!document.isObject()
        || !onlyKeys(document, TOP)
        || !isNumber(document.get("version"), BigDecimal.ONE, BigDecimal.ONE)) {
      return false;
    }
    JsonNode timeoutMs = document.get("timeoutMs");
    if (timeoutMs != null && !isNumber(timeoutMs, BigDecimal.ONE, MAX_TIMEOUT_MS)) {
      return false;
    }
    JsonNode write = document.get("write");
    if (write != null && !isWriteEnabled(write)) {
      return false;
    }
    return isProvider(document.get("provider"));
  }

  private static boolean isWriteEnabled(JsonNode write) {
    JsonNode enabled = write.get("enabled");
    return write.isObject()
        && write.size() == 1
        && enabled != null
        && enabled.isBoolean()
        && enabled.booleanValue();
  }

  private static boolean isProvider(JsonNode provider) {
    if (provider == null || !provider.isObject()) {
      return false;
    }
    JsonNode type = provider.get("type");
    if (type == null || !type.isTextual()) {
      return false;
    }
    switch (type.textValue()) {
      case ProviderTypes.MEM0:
        return onlyKeys(provider, MEM0)
            && isEnvName(provider.get("apiKeyEnv"))
            && isString(provider.get("appId"))
            && (!provider.has("baseUrl") || isString(provider.get("baseUrl")));
      case ProviderTypes.GENERIC_HTTP:
        return onlyKeys(provider, GENERIC)
            && isString(provider.get("baseUrl"))
            && isEnvName(provider.get("tokenEnv"));
      default:
        return false;
    }
  }

  private static boolean onlyKeys(JsonNode object, Set<String> allowed) {
    for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
      if (!allowed.contains(names.next())) {
        return false;
      }
    }
    return true;
  }

  /** An integral JSON number in {@code [min, max]}. */
  private static boolean isNumber(JsonNode node, BigDecimal min, BigDecimal max) {
    if (node == null || !node.isNumber()) {
      return false;
    }
    if (node.isFloatingPointNumber() && !Double.isFinite(node.doubleValue())) {
      return false;
    }
    BigDecimal value = node.decimalValue();
    return value.stripTrailingZeros().scale() <= 0
        && value.compareTo(min) >= 0
        && value.compareTo(max) <= 0;
  }

  private static boolean isString(JsonNode node) {
    return node != null && node.isTextual();
  }

  /** A string matching {@code ^[A-Za-z_][A-Za-z0-9_]*$}. */
  private static boolean isEnvName(JsonNode node) {
    if (!isString(node) || node.textValue().isEmpty()) {
      return false;
    }
    String name = node.textValue();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
      if (!letter && !(i > 0 && c >= '0' && c <= '9')) {
        return false;
      }
    }
    return true;
  }
}
