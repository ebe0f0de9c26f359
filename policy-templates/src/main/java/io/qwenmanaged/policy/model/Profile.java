package io.qwenmanaged.policy.model;

import java.util.List;
import java.util.Optional;

/** The three policy profiles: Mem0 with confirmed writes, Mem0 search only, generic search only. */
public enum Profile {
  MEM0_WRITE("mem0-write", true),
  MEM0_READ_ONLY("mem0-read-only", false),
  GENERIC_HTTP_READ_ONLY("generic-http-read-only", false);

  private final String id;
  private final boolean write;

  Profile(String id, boolean write) {
    this.id = id;
    this.write = write;
  }

  /** The plan's spelling, e.g. {@code mem0-write}. */
  public String id() {
    return id;
  }

  /** Whether the profile exposes {@code context_remember} with its ask rule and hook. */
  public boolean write() {
    return write;
  }

  /** The provider type the profile requires. */
  public String providerType() {
    return this == GENERIC_HTTP_READ_ONLY ? ProviderTypes.GENERIC_HTTP : ProviderTypes.MEM0;
  }

  /** The MCP tools Qwen may see, in the order written to {@code includeTools}. */
  public List<String> tools() {
    return write
        ? List.of(ManagedServer.SEARCH_TOOL, ManagedServer.REMEMBER_TOOL)
        : List.of(ManagedServer.SEARCH_TOOL);
  }

  /** The profile with this spelling, e.g. {@code launcher.json}'s {@code profile}, if any. */
  public static Optional<Profile> fromId(String id) {
    for (Profile profile : values()) {
      if (profile.id.equals(id)) {
        return Optional.of(profile);
      }
    }
    return Optional.empty();
  }

  /** The profile with this plan spelling (the schema has already checked it is one of them). */
  public static Profile of(String id) {
    return fromId(id).orElseThrow(() -> new IllegalArgumentException("unknown profile"));
  }
}
