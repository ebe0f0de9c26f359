package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.Platform;
import java.util.List;
import java.util.Optional;

/**
 * The governed model's key is available, by the Mem0 credential's rules and with its messages: from
 * the caller's variable {@code launcher.json} names under {@code /model/credential/env}, or from
 * the file under {@code /model/credential/file}. Without a governed model there is nothing to read
 * and the check passes.
 */
final class ModelCredentialCheck {

  private ModelCredentialCheck() {}

  /** Checks the key of {@code model}, the endpoint {@code launcher.json} governs if any. */
  static CredentialCheck.Result run(
      Optional<ModelEndpoint> model,
      Platform platform,
      CredentialCheck.Session session,
      FileFacts facts) {
    if (model.isEmpty()) {
      return new CredentialCheck.Result(
          new CheckOutcome(StartChecks.MODEL_ENDPOINT, List.of()), Optional.empty());
    }
    ModelEndpoint.Credential credential = model.get().credential();
    return CredentialCheck.run(
        new CredentialCheck.Source(
            StartChecks.MODEL_ENDPOINT,
            credential.env().orElse(""),
            credential.file(),
            "/model/credential/file"),
        platform,
        session,
        facts);
  }
}
