package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.qwenconfig.AllowKind;

/** Plan overlays that let the repository's configuration of one kind pass the start check. */
public final class PlanAllowances {

  private PlanAllowances() {}

  /** {@code repositoryConfig.allow: [{kind, reason}, ...]} for the plan's workspace. */
  public static ObjectNode allowing(AllowKind... kinds) {
    ObjectNode plan = VectorFiles.object();
    ArrayNode allow = plan.putObject("repositoryConfig").putArray("allow");
    for (AllowKind kind : kinds) {
      allow.addObject().put("kind", kind.id()).put("reason", "reviewed for the end-to-end test");
    }
    return plan;
  }
}
