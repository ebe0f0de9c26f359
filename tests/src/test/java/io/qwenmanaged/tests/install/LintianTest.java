package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.qwenmanaged.tests.JarRunner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Debian's lintian finds nothing in the built .deb (errors, warnings and informational tags) but
 * the tags the package's committed overrides keep, and every kept tag has its reason written above
 * it. lintian is installed by {@code tests/tools/install-test-tools.sh} when run as root.
 */
@Tag("jar")
class LintianTest {

  private static final Path LINTIAN = Path.of("/usr/bin/lintian");
  private static final String OVERRIDES =
      "distribution/src/deb/files/usr/share/lintian/overrides/qwen-managed-kit";
  private static final Pattern TAG = Pattern.compile("^[EWIX]: ");

  /** lintian reads all 350 MB of the package: about four minutes, ten on a busy machine. */
  private static final Duration LIMIT = Duration.ofMinutes(20);

  @Test
  void lintianReportsNoTagTheOverridesDoNotKeep() {
    assumeTrue(
        Files.isExecutable(LINTIAN),
        "lintian is not installed: tests/tools/install-test-tools.sh installs it when run as root");
    PrivateRoot root = PrivateRoot.create();
    try {
      Outcome lintian =
          new Commands(root.folder("runs"))
              .run(
                  List.of(
                      LINTIAN.toString(),
                      "--display-info",
                      "--tag-display-limit",
                      "0",
                      DebianPackage.file().toString()),
                  DebianPackage.environment(),
                  LIMIT);

      List<String> tags =
          lintian.stdout().lines().filter(line -> TAG.matcher(line).find()).toList();
      assertEquals(List.of(), tags, lintian.toString());
      assertEquals(0, lintian.exitCode(), lintian.toString());
    } finally {
      root.close();
    }
  }

  @Test
  void everyKeptTagIsExplainedByTheCommentAboveIt() throws IOException {
    List<String> lines = Files.readAllLines(JarRunner.kitJar(OVERRIDES));
    List<String> unexplained = new ArrayList<>();
    boolean explained = false;
    for (String line : lines) {
      if (line.startsWith("# ")) {
        explained = true;
      } else if (line.equals("#") || line.isBlank()) {
        explained = false;
      } else {
        assertTrue(line.startsWith("qwen-managed-kit: "), line);
        if (!explained) {
          unexplained.add(line);
        }
      }
    }
    assertEquals(List.of(), unexplained);
  }
}
