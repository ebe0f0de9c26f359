package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.policy.files.BoundedFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("unit")
class VerifyCommandTest {

  @TempDir Path dir;

  private Path generated(String profile) {
    Path out = dir.resolve("policy");
    Run run = Admin.generate(Admin.plan(dir, profile).toString(), out);
    assertEquals(0, run.exit(), run.stderr());
    return out;
  }

  @Test
  void freshlyGeneratedWriteProfileIsValid() {
    Path out = generated("mem0-write");

    Run run = Admin.run("verify", "--config-dir", out.toString());

    assertEquals(0, run.exit(), run.stderr());
    assertEquals("", run.stdout());
    assertEquals("qwen-managed-admin verify: 5 policy files valid and consistent\n", run.stderr());
  }

  @Test
  void validReportAsJson() {
    Path out = generated("mem0-read-only");

    Run run = Admin.run("verify", "--config-dir", out.toString(), "--json");

    assertEquals(0, run.exit());
    assertEquals("", run.stderr());
    JsonNode report = run.json();
    assertEquals("verify", report.get("command").textValue());
    assertEquals("valid", report.get("result").textValue());
    assertEquals(out.toString(), report.get("directory").textValue());
    assertEquals(0, report.get("diagnostics").size());
  }

  @Test
  void handEditedReadOnlyProfileThatExposesRememberIsInvalid() throws IOException {
    Path out = generated("mem0-read-only");
    Path settings = out.resolve("system-settings.json");
    Files.writeString(
        settings,
        Files.readString(settings)
            .replace(
                "\"context_search\"\n", "\"context_search\",\n        \"context_remember\"\n"));

    Run run = Admin.run("verify", "--config-dir", out.toString());

    assertEquals(3, run.exit());
    List<String> lines = run.stderr().lines().toList();
    assertTrue(
        lines.get(0).startsWith("system-settings.json:/mcpServers/external-context/includeTools"),
        run.stderr());
    assertTrue(
        lines
            .get(lines.size() - 1)
            .startsWith("qwen-managed-admin verify: configuration invalid ("));
  }

  @Test
  void missingConfigDirectoryIsAnIoError() {
    Path missing = dir.resolve("nowhere");

    Run run = Admin.run("verify", "--config-dir", missing.toString());

    assertEquals(4, run.exit());
    assertEquals(
        missing + ": error: does not exist\nqwen-managed-admin verify: nothing was verified\n",
        run.stderr());
  }

  @Test
  void configFileThatIsADirectoryIsAnIoErrorNamedOnce() throws IOException {
    Path out = generated("mem0-write");
    Files.delete(out.resolve("launcher.json"));
    Files.createDirectory(out.resolve("launcher.json"));

    Run run = Admin.run("verify", "--config-dir", out.toString());

    assertEquals(4, run.exit());
    List<String> lines = run.stderr().lines().toList();
    assertEquals("launcher.json: error: is a directory, not a file", lines.get(0));
    assertEquals(
        1, lines.stream().filter(line -> line.startsWith("launcher.json:")).count(), run.stderr());
  }

  @Test
  void oversizedConfigFileIsInvalidUnread() throws IOException {
    Path out = generated("mem0-write");
    Files.write(out.resolve("system-defaults.json"), new byte[BoundedFile.MAX_BYTES + 1]);

    Run run = Admin.run("verify", "--config-dir", out.toString());

    assertEquals(3, run.exit());
    assertTrue(
        run.stderr().startsWith("system-defaults.json: error: is larger than 1 MiB\n"),
        run.stderr());
  }
}
