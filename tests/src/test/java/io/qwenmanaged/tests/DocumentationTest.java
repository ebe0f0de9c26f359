package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.launcher.exit.LauncherExit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The README is a front page and its guides are in {@code docs/}: every page is linked, every path
 * of this repository a page names exists, the test command is the one CI runs, and the exit-code
 * tables say what the CLIs' own tables say.
 */
@Tag("unit")
class DocumentationTest {

  private static final Path ROOT = Path.of(System.getProperty("kit.root")).toAbsolutePath();
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)#:]+)(#[^)]*)?\\)");
  private static final Pattern CODE = Pattern.compile("`([^`\\s]+)`");
  private static final List<String> TOP =
      List.of(
          "hook/",
          "policy-templates/",
          "mcp-server/",
          "launcher/",
          "installer/",
          "distribution/",
          "posix/",
          "windows/",
          "tests/",
          "docs/",
          ".ci/");

  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  @Test
  void theReadmeIsAFrontPageThatLinksEveryGuide() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"));
    assertTrue(readme.lines().count() <= 250, "README.md has " + readme.lines().count() + " lines");
    for (Path page : pages().subList(1, pages().size())) {
      String link = "](docs/" + page.getFileName() + ")";
      assertTrue(readme.contains(link), "README.md does not link " + page.getFileName());
    }
  }

  @Test
  void everyLinkAndEveryRepositoryPathAPageNamesExists() throws IOException {
    List<String> missing = new ArrayList<>();
    for (Path page : pages()) {
      String text = Files.readString(page);
      Matcher link = LINK.matcher(text);
      while (link.find()) {
        if (!Files.exists(page.getParent().resolve(link.group(1)))) {
          missing.add(ROOT.relativize(page) + " links " + link.group(1));
        }
      }
      Matcher code = CODE.matcher(text);
      while (code.find()) {
        String path = code.group(1);
        if (repositoryPath(path) && !Files.exists(ROOT.resolve(path))) {
          missing.add(ROOT.relativize(page) + " names " + path);
        }
      }
    }
    assertEquals(List.of(), missing);
  }

  /** A path of this checkout, not of a build, an installation or an example. */
  private static boolean repositoryPath(String text) {
    String path = text.replaceAll("[.,:;)]+$", "");
    return TOP.stream().anyMatch(path::startsWith)
        && !path.contains("/target/")
        && !path.startsWith("tests/.tools")
        && !path.startsWith("tests/bench/work")
        && !path.contains("…")
        && !path.contains("...")
        && !path.matches(".*[<>*${}\\[\\]|].*");
  }

  @Test
  void theReadmesTestCommandIsTheOneCiRuns() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"));
    List<String> blocks = new ArrayList<>();
    Matcher block = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL).matcher(readme);
    while (block.find()) {
      blocks.add(block.group(1).replaceAll("\\s+", " ").strip());
    }
    String ci = Files.readString(ROOT.resolve(".ci/run"));
    String command = ci.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElseThrow();
    assertEquals(2, blocks.size(), blocks.toString());
    assertEquals(command.strip(), blocks.get(1));
  }

  @Test
  void theLaunchersExitCodeTableSaysWhatTheLaunchersOwnTableSays() throws IOException {
    String guide = Files.readString(ROOT.resolve("docs/developer-guide.md"));
    for (LauncherExit exit : LauncherExit.values()) {
      String row = "| " + exit.code() + " | " + exit.description();
      assertTrue(guide.contains(row), "docs/developer-guide.md lacks the row " + row);
    }
  }

  @Test
  void theAdminExitCodeTableSaysWhatTheAdminCliPrints() throws IOException {
    String guide = Files.readString(ROOT.resolve("docs/admin-guide.md"));
    for (AdminExit exit : AdminExit.values()) {
      String row = "| " + exit.code() + " | " + exit.description();
      assertTrue(guide.contains(row), "docs/admin-guide.md lacks the row " + row);
    }
  }
}
