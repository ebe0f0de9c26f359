package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.start.CheckOutcome;
import io.qwenmanaged.policy.start.StartChecks;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * doctor's model endpoint line: the governed endpoint and its models with whether the key is
 * present, the credential problem below a missing key, or that the plan does not govern the model.
 */
@Tag("unit")
class ModelEndpointLineTest {

  private static final ModelEndpoint MODEL =
      new ModelEndpoint(
          "https://llm.example.com/v1",
          List.of("qwen3-coder-plus", "qwen3-coder-flash"),
          ModelEndpoint.Credential.ofVariable("LLM_KEY"));

  private static String printed(DoctorLine line) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DoctorOutput.print(
        new DoctorReport(List.of(line), Optional.empty()),
        false,
        new PrintStream(out, true, StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aGovernedEndpointWithItsKeyIsOneOkLine() {
    DoctorLine line =
        ModelEndpointLine.of(
            new CheckOutcome(StartChecks.MODEL_ENDPOINT, List.of()), Optional.of(MODEL));
    assertEquals(
        "ok   model endpoint: https://llm.example.com/v1 (models: qwen3-coder-plus,"
            + " qwen3-coder-flash); its key is present\n",
        printed(line));
  }

  @Test
  void aMissingKeyFailsTheLineWithTheCredentialProblemBelow() {
    Diagnostic missing = Diagnostic.io("$LLM_KEY", "is not set or empty");
    DoctorLine line =
        ModelEndpointLine.of(
            new CheckOutcome(StartChecks.MODEL_ENDPOINT, List.of(missing)), Optional.of(MODEL));
    assertEquals(
        "FAIL model endpoint: https://llm.example.com/v1 (models: qwen3-coder-plus,"
            + " qwen3-coder-flash); its key is missing\n"
            + "     $LLM_KEY: error: is not set or empty\n",
        printed(line));
  }

  @Test
  void withoutAGovernedModelTheLineSaysSo() {
    assertEquals(
        "ok   model endpoint: not governed by the plan\n",
        printed(
            ModelEndpointLine.of(
                new CheckOutcome(StartChecks.MODEL_ENDPOINT, List.of()), Optional.empty())));
  }
}
