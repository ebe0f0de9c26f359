package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.start.CheckOutcome;
import java.util.Optional;

/**
 * The doctor line of the model endpoint: {@code model endpoint: <baseUrl> (models: a, b); its key
 * is present} (or {@code FAIL … its key is missing}, with the credential problem below) when {@code
 * launcher.json} governs the model, {@code model endpoint: not governed by the plan} otherwise. The
 * key's value is never shown.
 */
final class ModelEndpointLine {

  static final String PRESENT = "; its key is present";
  static final String MISSING = "; its key is missing";

  private ModelEndpointLine() {}

  static DoctorLine of(CheckOutcome check, Optional<ModelEndpoint> model) {
    if (model.isEmpty()) {
      return DoctorLine.ok(check.name(), ModelEndpoint.NOT_GOVERNED);
    }
    String described = model.get().describe();
    return check.ok()
        ? DoctorLine.ok(check.name(), described + PRESENT)
        : DoctorLine.fail(check.name(), described + MISSING, check.problems());
  }
}
