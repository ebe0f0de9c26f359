package io.qwenmanaged.install.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The change list between two documents: one entry per value, at its JSON Pointer, and never a
 * secret's value.
 */
@Tag("unit")
class JsonChangesTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode json(String text) throws Exception {
    return JSON.readTree(text);
  }

  private static List<String> lines(String old, String now) throws Exception {
    return JsonChanges.of("f.json", json(old), json(now)).stream()
        .map(FileChangeEntry::line)
        .toList();
  }

  @Test
  void eachValueIsOneChangeAtItsPointer() throws Exception {
    assertEquals(
        List.of(
            "~ f.json:/a/b: 1 -> 2",
            "+ f.json:/c/1: \"y\"",
            "+ f.json:/d: true",
            "- f.json:/gone: null"),
        lines(
            "{\"a\":{\"b\":1},\"c\":[\"x\"],\"gone\":null}",
            "{\"a\":{\"b\":2},\"c\":[\"x\",\"y\"],\"d\":true}"));
  }

  @Test
  void aMemberNameIsEscapedInThePointer() throws Exception {
    assertEquals(List.of("~ f.json:/a~1b~0c: 1 -> 2"), lines("{\"a/b~c\":1}", "{\"a/b~c\":2}"));
  }

  @Test
  void secretValuesAreMaskedAtAnyDepthButVariableNamesShow() throws Exception {
    List<String> shown =
        lines(
            "{\"provider\":{\"apiKey\":\"old-secret-1\",\"apiKeyEnv\":\"OLD\"}}",
            "{\"provider\":{\"apiKey\":\"new-secret-2\",\"apiKeyEnv\":\"NEW\",\"headers\":"
                + "{\"Authorization\":\"Bearer new-secret-3\"},\"credential\":{\"env\":\"K\","
                + "\"file\":\"/etc/k\"}}}");

    String all = String.join("\n", shown);
    assertFalse(all.contains("secret-"), all);
    assertEquals(
        List.of(
            "~ f.json:/provider/apiKey: \"(secret, not shown)\" -> \"(secret, not shown)\"",
            "~ f.json:/provider/apiKeyEnv: \"OLD\" -> \"NEW\"",
            "+ f.json:/provider/headers: \"(secret, not shown)\"",
            "+ f.json:/provider/credential: {\"env\":\"K\",\"file\":\"/etc/k\"}"),
        shown);
  }

  @Test
  void equalDocumentsHaveNoChanges() throws Exception {
    assertEquals(List.of(), lines("{\"a\":[1,{\"b\":2}]}", "{\"a\":[1,{\"b\":2}]}"));
  }
}
