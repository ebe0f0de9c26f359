package io.qwenmanaged.policy.model;

import java.util.List;

/**
 * The approval modes the managed Qwen offers (Shift+Tab and {@code /approval-mode} skip the
 * others), in Qwen's own order. The plan's {@code approvalModes} chooses them; {@code
 * plan.schema.json} keeps them distinct, known and including {@code default}.
 */
public record ApprovalModes(List<String> modes) {

  /** Every approval mode of the pinned Qwen Code, in the order it cycles through them. */
  public static final List<String> QWEN_ORDER =
      List.of("plan", "default", "auto-edit", "auto", "yolo");

  /** What a plan without {@code approvalModes} offers: every mode but yolo. */
  public static final ApprovalModes DEFAULT = of(List.of("plan", "default", "auto-edit", "auto"));

  public ApprovalModes {
    modes = List.copyOf(modes);
  }

  /** The modes named in {@code names}, in Qwen's order. */
  public static ApprovalModes of(List<String> names) {
    return new ApprovalModes(QWEN_ORDER.stream().filter(names::contains).toList());
  }
}
