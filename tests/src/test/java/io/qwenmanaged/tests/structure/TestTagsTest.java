package io.qwenmanaged.tests.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.tests.structure.SourceTree.SourceFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every test class of every module says what it needs with one of the kit's tags, so that a suite
 * chosen by tags (the fast one leaves out {@code jar}, {@code e2e} and {@code node}) misses no test
 * by accident: {@code unit} runs in-process, {@code jar} needs the built jars or the distribution,
 * {@code node} needs Node.js, {@code e2e} needs the real Qwen Code.
 */
@Tag("unit")
class TestTagsTest {

  static final Set<String> TAGS = Set.of("unit", "jar", "node", "e2e");

  private static final Pattern TEST_METHOD =
      Pattern.compile(
          "^\\s*@(Test|ParameterizedTest|TestFactory|RepeatedTest|TestTemplate)\\b",
          Pattern.MULTILINE);
  private static final Pattern TYPE =
      Pattern.compile(
          "^(?:public |final |abstract |sealed |non-sealed )*(?:class|record|interface|enum) ",
          Pattern.MULTILINE);
  private static final Pattern CLASS_TAG =
      Pattern.compile("^@Tag\\(\"([^\"]*)\"\\)", Pattern.MULTILINE);
  private static final Pattern ANY_TAG = Pattern.compile("@Tag\\(\"([^\"]*)\"\\)");

  @Test
  void everyTestClassCarriesOneOfTheKitsTags() {
    List<String> problems = new ArrayList<>();
    int classes = 0;
    for (String module : SourceTree.MODULES) {
      for (SourceFile file : SourceTree.test(module)) {
        if (TEST_METHOD.matcher(file.text()).find()) {
          classes++;
          problems.addAll(classTagProblems(file));
        }
      }
    }
    assertEquals(List.of(), problems);
    assertFalse(classes < 100, "only " + classes + " test classes found: is kit.root right?");
  }

  @Test
  void everyTagIsOneOfTheKitsTags() {
    List<String> unknown = new ArrayList<>();
    for (String module : SourceTree.MODULES) {
      for (SourceFile file : SourceTree.test(module)) {
        Matcher tag = ANY_TAG.matcher(file.text());
        while (tag.find()) {
          if (!TAGS.contains(tag.group(1))) {
            unknown.add(file.path() + ": @Tag(\"" + tag.group(1) + "\")");
          }
        }
      }
    }
    assertEquals(List.of(), unknown, "the kit's tags are " + TAGS);
  }

  @Test
  void aClassWithoutATagIsFound() {
    SourceFile untagged =
        new SourceFile(
            "example",
            Path.of("Example.java"),
            "example",
            List.of(),
            "package example;\n\n/** A tag in a comment: @Tag(\"unit\") */\nclass ExampleTest {\n"
                + "  @Tag(\"node\")\n  @Test\n  void runs() {}\n}\n");
    assertEquals(List.of("Example.java has no class-level @Tag"), classTagProblems(untagged));
  }

  /** What is wrong with the class-level tag of a test source file; empty when nothing is. */
  static List<String> classTagProblems(SourceFile file) {
    Matcher type = TYPE.matcher(file.text());
    if (!type.find()) {
      return List.of(file.path() + " declares no top-level type");
    }
    Matcher tag = CLASS_TAG.matcher(file.text().substring(0, type.start()));
    if (!tag.find()) {
      return List.of(file.path() + " has no class-level @Tag");
    }
    return List.of();
  }
}
