package io.qwenmanaged.policy.model;

/**
 * The provider types a plan and {@code external-context.json} may name: Mem0 (search and confirmed
 * writes) and the generic HTTP search API (search only).
 */
public final class ProviderTypes {

  /** The Mem0 provider type. */
  public static final String MEM0 = "mem0-platform-v3";

  /** The generic HTTP search provider type (search only). */
  public static final String GENERIC_HTTP = "generic-http-search-v1";

  private ProviderTypes() {}
}
