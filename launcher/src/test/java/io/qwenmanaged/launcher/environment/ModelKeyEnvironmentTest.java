package io.qwenmanaged.launcher.environment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.launcher.TestConfigs;
import io.qwenmanaged.policy.Secret;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.start.ReadyStart;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * With a governed model, Qwen's environment carries the model's key under the one name the
 * generated settings read, and never the caller's variable it came from; without one, no such name
 * is set.
 */
@Tag("unit")
class ModelKeyEnvironmentTest {

  private static final Path CREDENTIAL_FILE =
      Path.of("/home/dev/.qwen-managed/runtime/s/credential");

  private static ReadyStart ready(Optional<ModelEndpoint> model, Optional<Secret> modelKey) {
    LauncherConfig config = TestConfigs.config(List.of(), model);
    return new ReadyStart(
        config,
        config.repositories().get(0),
        Path.of("/home/dev/.qwen-managed"),
        Path.of("/home/dev/.qwen-managed/runtime"),
        List.of(),
        new Secret("mem0-key"),
        modelKey);
  }

  private static ModelEndpoint endpoint(ModelEndpoint.Credential credential) {
    return new ModelEndpoint("https://llm.example.com/v1", List.of("qwen3-coder-plus"), credential);
  }

  @Test
  void qwenGetsTheModelKeyUnderTheManagedNameAndNotTheCallersVariable() {
    ReadyStart ready =
        ready(
            Optional.of(endpoint(ModelEndpoint.Credential.ofVariable("LC_MODEL_KEY"))),
            Optional.of(new Secret("model-key")));
    Map<String, String> caller = Map.of("HOME", "/home/dev", "LC_MODEL_KEY", "model-key");
    Map<String, String> environment = ChildEnvironment.of(ready, caller, CREDENTIAL_FILE);
    assertEquals("model-key", environment.get(ModelEndpoint.API_KEY_ENV));
    assertFalse(environment.containsKey("LC_MODEL_KEY"), "the caller's variable passed");
    assertFalse(environment.containsValue("mem0-key"), "the Mem0 key is in Qwen's environment");
    assertEquals(List.of("HOME"), ChildEnvironment.passedNames(ready.installation(), caller));
  }

  @Test
  void aKeyReadFromAFileReachesQwenTheSameWay() {
    ReadyStart ready =
        ready(
            Optional.of(endpoint(ModelEndpoint.Credential.ofFile("/etc/keys/model.key"))),
            Optional.of(new Secret("from-file")));
    Map<String, String> environment =
        ChildEnvironment.of(ready, Map.of("HOME", "/home/dev"), CREDENTIAL_FILE);
    assertEquals("from-file", environment.get(ModelEndpoint.API_KEY_ENV));
  }

  @Test
  void withoutAGovernedModelTheManagedNameIsNotSet() {
    Map<String, String> environment =
        ChildEnvironment.of(
            ready(Optional.empty(), Optional.empty()),
            Map.of("HOME", "/home/dev", ModelEndpoint.API_KEY_ENV, "caller"),
            CREDENTIAL_FILE);
    assertFalse(environment.containsKey(ModelEndpoint.API_KEY_ENV));
  }
}
