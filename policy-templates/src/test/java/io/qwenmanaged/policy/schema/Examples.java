package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The example configuration files under {@code src/test/resources/.../external-context/}. Version 2
 * examples name directories through placeholders, replaced when read: {@code @REPOSITORY_ROOT@} (an
 * existing directory) and {@code @FILESYSTEM_ROOT@}.
 */
public final class Examples {

  public static final Path REPOSITORY_ROOT = createRepositoryRoot();

  private Examples() {}

  /** The example files of one folder, e.g. {@code v1/valid}, sorted by name. */
  public static List<Path> files(String folder) {
    try (Stream<Path> files = Files.list(directory(folder))) {
      return files
          .filter(f -> !f.getFileName().toString().equals("expected-pointers.json"))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One example file. */
  public static Path file(String folder, String name) {
    return directory(folder).resolve(name);
  }

  /** The JSON Pointers each invalid example of {@code folder} must be reported at. */
  public static Map<String, List<String>> expectedPointers(String folder) {
    return SchemaExamples.pointerIndex(parse(directory(folder).resolve("expected-pointers.json")));
  }

  /** Reads an example with {@link StrictJson}, placeholders replaced. */
  public static JsonNode parse(Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    text =
        text.replace("@REPOSITORY_ROOT@", jsonContent(REPOSITORY_ROOT.toString()))
            .replace("@FILESYSTEM_ROOT@", jsonContent(REPOSITORY_ROOT.getRoot().toString()));
    JsonReadResult read =
        StrictJson.read(text.getBytes(StandardCharsets.UTF_8), file.getFileName().toString());
    return assertInstanceOf(JsonReadResult.Parsed.class, read).document();
  }

  private static String jsonContent(String value) {
    String quoted = JsonNodeFactory.instance.textNode(value).toString();
    return quoted.substring(1, quoted.length() - 1);
  }

  private static Path directory(String folder) {
    try {
      return Path.of(
          Examples.class.getResource("/io/qwenmanaged/policy/external-context/" + folder).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Path createRepositoryRoot() {
    try {
      Path root = Files.createTempDirectory("qwen-managed-repository");
      root.toFile().deleteOnExit();
      return root.toRealPath();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
