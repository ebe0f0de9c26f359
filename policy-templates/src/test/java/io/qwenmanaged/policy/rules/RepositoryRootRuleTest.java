package io.qwenmanaged.policy.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("unit")
class RepositoryRootRuleTest {

  @TempDir Path temp;

  @Test
  void acceptsAnExistingAbsoluteDirectory() {
    assertEquals(Optional.empty(), RepositoryRootRule.problem(temp.toString()));
  }

  @Test
  void refusesARelativePath() {
    assertEquals(Optional.of("must be an absolute path"), RepositoryRootRule.problem("repo"));
    assertEquals(Optional.of("must be an absolute path"), RepositoryRootRule.problem(""));
  }

  @Test
  void refusesAMissingPathAndAFile() throws IOException {
    Path file = Files.createFile(temp.resolve("file"));
    String expected = "must name an existing directory";
    assertEquals(Optional.of(expected), RepositoryRootRule.problem(temp.resolve("no").toString()));
    assertEquals(Optional.of(expected), RepositoryRootRule.problem(file.toString()));
  }

  @Test
  void refusesAFilesystemRootAlsoThroughDotDotOrALink() throws IOException {
    String expected = "must not be a filesystem root";
    Path root = temp.getRoot();
    assertEquals(Optional.of(expected), RepositoryRootRule.problem(root.toString()));
    Path up = temp;
    for (int i = 0; i < temp.getNameCount(); i++) {
      up = up.resolve("..");
    }
    assertEquals(Optional.of(expected), RepositoryRootRule.problem(up.toString()));
    Path link = Files.createSymbolicLink(temp.resolve("link"), root);
    assertEquals(Optional.of(expected), RepositoryRootRule.problem(link.toString()));
  }

  @Test
  void refusesAPathTheFileSystemCannotRepresent() {
    assertEquals(Optional.of("must be a valid path"), RepositoryRootRule.problem("/tmp/a\u0000b"));
  }
}
