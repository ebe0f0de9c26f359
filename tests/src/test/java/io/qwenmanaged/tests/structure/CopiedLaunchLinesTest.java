package io.qwenmanaged.tests.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.launcher.environment.ChildEnvironment;
import io.qwenmanaged.policy.model.KitCommands;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The MCP server's JVM flags live in {@link KitCommands}; the benchmark scripts and the server's
 * reference page carry copies (a shell script cannot read a Java constant), which must say the same
 * words in the same order. The relaunch bench's one-process start sets the variable the launcher
 * sets for Qwen ({@link ChildEnvironment#NO_RELAUNCH}). The Debian package's admin command and its
 * purge start the admin CLI with the JVM options of the kit's own scripts ({@code
 * posix/find-java.sh}).
 */
@Tag("unit")
class CopiedLaunchLinesTest {

  private static final String FLAGS = String.join(" ", KitCommands.MCP_SERVER_JVM_FLAGS);

  private static final Pattern SCRIPT_COPY = Pattern.compile("(?m)^kit_flags=\"([^\"]*)\"$");

  @Test
  void theMcpAndRecallBenchesTimeTheInstalledFlags() throws IOException {
    for (String script : new String[] {"tests/bench/mcp-bench.sh", "tests/bench/recall-bench.sh"}) {
      Matcher copy = SCRIPT_COPY.matcher(read(script));
      assertTrue(copy.find(), script + " has no kit_flags line");
      assertEquals(FLAGS, copy.group(1), script);
    }
  }

  @Test
  void theMcpServerPageShowsTheInstalledFlags() throws IOException {
    String page = read("docs/mcp-server.md");
    int start = page.indexOf("  java ");
    int end = page.indexOf(" [-XX:SharedArchiveFile", start);
    assertTrue(start >= 0 && end > start, "docs/mcp-server.md has no launch line");
    String line =
        page.substring(start + "  java ".length(), end).replaceAll("\\s*\\\\\\n\\s*", " ");
    assertEquals(FLAGS, line.strip());
  }

  @Test
  void theRelaunchBenchStartsQwenInOneProcessAsTheLauncherDoes() throws IOException {
    String script = read("tests/bench/relaunch-bench.sh");
    String setting = ChildEnvironment.NO_RELAUNCH + "=true";
    assertTrue(
        Pattern.compile("start " + Pattern.quote(setting) + "\\)").matcher(script).find(),
        "tests/bench/relaunch-bench.sh does not time a start with " + setting);
  }

  @Test
  void theDebianPackageStartsTheAdminCliWithTheKitScriptsJvmOptions() throws IOException {
    List<String> options = adminJvmOptions("posix/find-java.sh");
    assertTrue(options.contains("-XX:+UseSerialGC"), "posix/find-java.sh: " + options);
    for (String copy :
        List.of(
            "distribution/src/deb/files/usr/bin/qwen-managed-admin",
            "distribution/src/deb/control/postrm")) {
      assertEquals(options, adminJvmOptions(copy), copy);
    }
  }

  /** The {@code -XX:} options a script starts the admin CLI's JVM with, in order. */
  private static List<String> adminJvmOptions(String script) throws IOException {
    Matcher option = Pattern.compile("(?<=\\s)-XX:\\S+").matcher(read(script));
    List<String> options = new ArrayList<>();
    while (option.find()) {
      options.add(option.group());
    }
    return options;
  }

  private static String read(String relative) throws IOException {
    String root = System.getProperty("kit.root");
    assertTrue(root != null, "System property kit.root is not set; run the tests through Maven");
    return Files.readString(Path.of(root).resolve(relative));
  }
}
