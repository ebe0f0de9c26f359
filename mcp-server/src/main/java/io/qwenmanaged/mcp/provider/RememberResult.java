package io.qwenmanaged.mcp.provider;

/** The four outcomes of one memory write. */
public sealed interface RememberResult
    permits RememberResult.Stored,
        RememberResult.Accepted,
        RememberResult.Failed,
        RememberResult.Unknown {

  /** Synchronously stored; {@code providerOperationId} is a UUID or {@code null}. */
  record Stored(String providerOperationId) implements RememberResult {}

  /** Queued by the provider (the normal success); {@code providerOperationId} is a UUID. */
  record Accepted(String providerOperationId) implements RememberResult {}

  /** Definitively rejected: do not retry without changing content or configuration. */
  record Failed() implements RememberResult {}

  /** The provider may have accepted the write: do not retry automatically. */
  record Unknown() implements RememberResult {}
}
