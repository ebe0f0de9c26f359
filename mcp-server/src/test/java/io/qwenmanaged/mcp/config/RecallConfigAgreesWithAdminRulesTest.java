package io.qwenmanaged.mcp.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hook's own version 2 check (no schema validator at start-up) accepts exactly the documents
 * the admin tools' rules accept: every version 2 example of the policy layer, and edits of the
 * valid ones.
 */
@Tag("unit")
class RecallConfigAgreesWithAdminRulesTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path EXAMPLES =
      Path.of("../policy-templates/src/test/resources/io/qwenmanaged/policy/external-context/v2");

  @TempDir Path dir;

  @Test
  void acceptsExactlyWhatTheAdminRulesAccept() throws IOException {
    Path root = Files.createDirectories(dir.resolve("repo"));
    List<ObjectNode> documents = new ArrayList<>();
    List<ObjectNode> valid = new ArrayList<>();
    for (String folder : List.of("valid", "invalid")) {
      try (Stream<Path> files = Files.list(EXAMPLES.resolve(folder))) {
        for (Path file : files.sorted().toList()) {
          if (!file.getFileName().toString().equals("expected-pointers.json")) {
            String text = Files.readString(file).replace("@REPOSITORY_ROOT@", root.toString());
            ObjectNode document = (ObjectNode) JSON.readTree(text);
            documents.add(document);
            if (folder.equals("valid")) {
              valid.add(document);
            }
          }
        }
      }
    }
    assertTrue(valid.size() >= 2 && documents.size() >= 10, "examples found: " + documents.size());
    for (ObjectNode document : valid) {
      documents.addAll(edits(document));
    }
    int accepted = 0;
    for (ObjectNode document : documents) {
      boolean admin = ExternalContextRules.check(document, "recall.json").isEmpty();
      boolean hook = load(document) instanceof RecallConfigResult.Ready;
      assertEquals(admin, hook, document.toString());
      accepted += hook ? 1 : 0;
    }
    assertTrue(accepted >= valid.size(), "accepted " + accepted);
  }

  private static List<ObjectNode> edits(ObjectNode valid) {
    List<ObjectNode> edits = new ArrayList<>();
    edits.add(valid.deepCopy().put("version", 1));
    edits.add(valid.deepCopy().put("version", 2.0));
    edits.add(valid.deepCopy().put("timeoutMs", 30001));
    edits.add(valid.deepCopy().put("timeoutMs", 1));
    ObjectNode noTimeout = valid.deepCopy();
    noTimeout.remove("timeoutMs");
    ((ObjectNode) noTimeout.get("autoRecall")).remove("timeoutMs");
    edits.add(noTimeout);
    for (Object timeout : List.of(0, 1, 5000, 5001, 1.5, "1500")) {
      ObjectNode edit = valid.deepCopy();
      JsonNode value = JSON.valueToTree(timeout);
      ((ObjectNode) edit.get("autoRecall")).set("timeoutMs", value);
      edits.add(edit);
    }
    ObjectNode write = valid.deepCopy();
    write.putObject("write").put("enabled", true);
    edits.add(write);
    ObjectNode comment = valid.deepCopy();
    comment.put("$comment", "x");
    edits.add(comment);
    ObjectNode rootNumber = valid.deepCopy();
    ((ObjectNode) rootNumber.get("autoRecall")).put("repositoryRoot", 7);
    edits.add(rootNumber);
    ObjectNode providerExtra = valid.deepCopy();
    ((ObjectNode) providerExtra.get("provider")).put("extra", true);
    edits.add(providerExtra);
    ObjectNode noProvider = valid.deepCopy();
    noProvider.remove("provider");
    edits.add(noProvider);
    return edits;
  }

  private RecallConfigResult load(ObjectNode document) throws IOException {
    Path file = Files.writeString(dir.resolve("recall.json"), document.toString());
    Map<String, String> env = new HashMap<>();
    env.put(ConfigLoader.LOCATOR, file.toString());
    JsonNode provider = document.path("provider");
    for (String name : List.of("apiKeyEnv", "tokenEnv")) {
      if (provider.path(name).isTextual()) {
        env.put(provider.path(name).textValue(), "secret-value");
      }
    }
    return RecallConfigLoader.load(env);
  }
}
