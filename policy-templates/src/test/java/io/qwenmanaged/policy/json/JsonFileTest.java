package io.qwenmanaged.policy.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A JSON file is read, bounded, and parsed strictly; the first problem is the outcome. */
@Tag("unit")
class JsonFileTest {

  @TempDir Path folder;

  private Path file(String text) throws IOException {
    return Files.writeString(folder.resolve("plan.json"), text, StandardCharsets.UTF_8);
  }

  @Test
  void aStrictDocumentIsParsed() throws IOException {
    JsonFile.Outcome read = JsonFile.read(file("{\"a\": [1]}"), "plan.json");

    assertEquals(1, assertInstanceOf(JsonFile.Parsed.class, read).document().path("a").size());
  }

  @Test
  void aMissingFileIsTheReadsProblem() {
    JsonFile.Outcome read = JsonFile.read(folder.resolve("absent.json"), "absent.json");

    assertEquals(
        Diagnostic.io("absent.json", "does not exist"),
        assertInstanceOf(JsonFile.Failed.class, read).diagnostic());
    assertEquals(Optional.empty(), JsonFile.document(folder.resolve("absent.json"), "absent.json"));
  }

  @Test
  void malformedJsonIsTheParsersProblemAndNeverQuotesTheContent() throws IOException {
    Path file = file("{\"secret-value\": }");
    JsonFile.Outcome read = JsonFile.read(file, "plan.json");

    Diagnostic problem = assertInstanceOf(JsonFile.Failed.class, read).diagnostic();
    assertEquals(
        ((JsonReadResult.Malformed) StrictJson.read(Files.readAllBytes(file), "plan.json"))
            .diagnostic(),
        problem);
    assertTrue(!problem.render().contains("secret-value"), problem.render());
  }

  @Test
  void theKitsOwnFilesAreReadThroughFileFactsAndMustBeRegular() throws IOException {
    Path real = file("{\"version\": \"1\"}");
    Path link = Files.createSymbolicLink(folder.resolve("link.json"), real);
    FileFacts facts = FileFacts.local();

    assertInstanceOf(JsonFile.Parsed.class, JsonFile.read(facts, real.toString(), "package.json"));
    assertEquals(
        Diagnostic.policy("package.json", "", RegularFile.SYMLINK),
        assertInstanceOf(
                JsonFile.Failed.class, JsonFile.read(facts, link.toString(), "package.json"))
            .diagnostic());
  }
}
