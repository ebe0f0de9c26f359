package io.qwenmanaged.install.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify --plan F} treats the plan's {@code model} like every other plan part: the installed
 * governed model is no drift, and a changed endpoint is drift naming the plan's pointer.
 */
@Tag("unit")
class ModelPlanDriftTest {

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;
  private Path plan;

  private ObjectNode withModel(String baseUrl) {
    ObjectNode plan = TestPlans.of(machine, "mem0-write");
    ObjectNode model = plan.putObject("model").put("baseUrl", baseUrl);
    model.putArray("models").add("qwen3-coder-plus").add("qwen3-coder-flash");
    model.putObject("credential").put("env", "LLM_KEY");
    return plan;
  }

  @BeforeEach
  void install() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
    plan = TestPlans.write(machine, withModel("https://llm.example.com/v1"), "model.json");
    Run run = machine.run("install", "--plan", plan.toString());
    assertEquals(0, run.exit(), run.stderr());
  }

  private JsonNode check(Path file) throws Exception {
    Report report =
        PlanDrift.check(
            new InstallFlow.Options(file, null, null, null, false, true),
            installed.configDir(),
            machine.host());
    return new ObjectMapper().readTree(ReportPrinter.json(report));
  }

  @Test
  void theInstalledGovernedModelIsNoDrift() throws Exception {
    JsonNode report = check(plan);
    assertEquals("valid", report.path("result").asText(), report.toString());
  }

  @Test
  void aChangedEndpointIsDriftNamingThePlansPointer() throws Exception {
    Path changed =
        TestPlans.write(machine, withModel("https://other.example.com/v1"), "changed.json");
    JsonNode report = check(changed);
    assertEquals("drift", report.path("result").asText(), report.toString());
    assertTrue(report.toString().contains("plan.json:/model/baseUrl"), report.toString());
  }
}
