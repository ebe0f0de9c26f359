package io.qwenmanaged.mcp.tools;

/**
 * Whether a memory write may be sent now: asked right before each one, after the content was
 * checked and before the provider request.
 */
@FunctionalInterface
public interface WriteGate {

  /** True when nothing but the kit's confirmation can have taken part in the decision. */
  boolean open();
}
