package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.bundle.Bundle;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.util.Optional;

/**
 * The plan {@code generate} renders: in a bundle, the runtime keys the plan leaves out are filled
 * with the bundle's runtimes exactly as {@code install} fills them, so a plan the bundle installs
 * also generates. Outside a bundle, and for bytes that are not a JSON object, the plan is the bytes
 * as read (the generator reports what is wrong with them).
 */
final class GeneratePlan {

  /** What filling a plan in gave. */
  sealed interface Outcome {}

  /** The bytes to generate from, and where each value the plan file does not hold came from. */
  record Filled(byte[] bytes, ValueSources sources) implements Outcome {}

  /** The bundle cannot fill the plan in: the plan names another Qwen Code than the bundled one. */
  record Refused(Diagnostic diagnostic) implements Outcome {}

  private static final ObjectMapper JSON = new ObjectMapper();

  private GeneratePlan() {}

  /** {@code bytes} with the bundle's runtimes filled in; a refusal when the bundle cannot. */
  static Outcome fill(byte[] bytes, String planName, Optional<Bundle> bundle) {
    ValueSources.Builder sources = new ValueSources.Builder(planName);
    if (bundle.isEmpty()
        || !(StrictJson.read(bytes, planName) instanceof JsonReadResult.Parsed parsed)
        || !(parsed.document() instanceof ObjectNode plan)) {
      return new Filled(bytes, sources.build());
    }
    sources.bundleFilled(plan, false);
    Optional<Diagnostic> refused =
        QwenVersionPin.problem(plan, planName)
            .or(() -> PlanOverrides.fillFromBundle(plan, planName, bundle.get(), false));
    if (refused.isPresent()) {
      return new Refused(refused.get());
    }
    try {
      return new Filled(JSON.writeValueAsBytes(plan), sources.build());
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a parsed plan could not be written back", e);
    }
  }
}
