package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("unit")
class GenerateCommandTest {

  @TempDir Path dir;

  @Test
  void writesExactlyTheGeneratorsFilesForTheWriteProfile() throws IOException {
    Path plan = Admin.plan(dir, "mem0-write");
    Path out = dir.resolve("out");

    Run run = Admin.generate(plan.toString(), out);

    assertEquals(0, run.exit(), run.stderr());
    assertEquals("", run.stdout());
    List<PolicyFile> expected = generated(plan);
    assertEquals(5, expected.size());
    for (PolicyFile file : expected) {
      assertArrayEquals(file.bytes(), Files.readAllBytes(out.resolve(file.name())), file.name());
      assertTrue(run.stderr().contains("written " + out.resolve(file.name())), run.stderr());
    }
    assertEquals(List.of(), leftovers(out));
    assertTrue(
        run.stderr()
            .endsWith(
                "qwen-managed-admin generate: 5 policy files in "
                    + out
                    + ": 5 written, 0 unchanged\n"),
        run.stderr());
  }

  @Test
  void secondRunWithTheSamePlanChangesNothing() throws IOException {
    Path plan = Admin.plan(dir, "mem0-write");
    Path out = dir.resolve("out");
    Admin.generate(plan.toString(), out);
    FileTime old = FileTime.fromMillis(1_000_000_000_000L);
    Files.setLastModifiedTime(out.resolve("launcher.json"), old);

    Run run = Admin.generate(plan.toString(), out);

    assertEquals(0, run.exit(), run.stderr());
    assertTrue(run.stderr().contains("5 policy files in " + out + ": 0 written, 5 unchanged"));
    assertEquals(old, Files.getLastModifiedTime(out.resolve("launcher.json")));
  }

  @Test
  void switchingToReadOnlyRemovesTheStaleUserSettings() throws IOException {
    Path out = dir.resolve("out");
    Admin.generate(Admin.plan(dir, "mem0-write").toString(), out);
    assertTrue(Files.exists(out.resolve("user-settings.json")));

    Run run = Admin.generate(Admin.plan(dir, "mem0-read-only").toString(), out, "--json");

    assertEquals(0, run.exit(), run.stdout());
    assertFalse(Files.exists(out.resolve("user-settings.json")));
    JsonNode removed = run.json().get("files").get(4);
    assertEquals("user-settings.json", removed.get("name").textValue());
    assertEquals("removed", removed.get("change").textValue());
    assertFalse(removed.has("sha256"));
  }

  @Test
  void refusedPlanWritesNothingAndLeavesThePreviousFiles() throws IOException {
    Path out = dir.resolve("out");
    Admin.generate(Admin.plan(dir, "mem0-write").toString(), out);
    byte[] before = Files.readAllBytes(out.resolve("system-settings.json"));
    Path bad = dir.resolve("bad.json");
    Files.writeString(
        bad,
        Files.readString(Admin.plan(dir, "mem0-write"))
            .replace("\"extraQwenFlags\": []", "\"extraQwenFlags\": [\"--yolo\", \"-p=x\"]")
            .replace("\"/srv/repositories/payments\"", "\"repositories/payments\""));

    Run run = Admin.generate(bad.toString(), out);

    assertEquals(3, run.exit());
    assertEquals("", run.stdout());
    List<String> lines = run.stderr().lines().toList();
    assertEquals(4, lines.size(), run.stderr());
    assertEquals(
        bad + ":/workspace: error: must be an absolute, normalised path for the plan's platform",
        lines.get(0));
    assertTrue(lines.get(1).startsWith(bad + ":/extraQwenFlags/0: error: is refused: it "));
    assertTrue(lines.get(2).startsWith(bad + ":/extraQwenFlags/1: error: is refused: it "));
    assertEquals(
        "qwen-managed-admin generate: plan refused (3 problems); nothing was written",
        lines.get(3));
    assertArrayEquals(before, Files.readAllBytes(out.resolve("system-settings.json")));
    assertEquals(List.of(), leftovers(out));
  }

  @Test
  void refusalIsReportedAsJsonOnStdoutOnly() throws IOException {
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\"planVersion\": 1, \"surprise\": true}");

    Run run = Admin.generate(bad.toString(), dir.resolve("o"), "--json");

    assertEquals(3, run.exit());
    assertEquals("", run.stderr());
    JsonNode report = run.json();
    assertEquals(1, report.get("reportVersion").intValue());
    assertEquals("generate", report.get("command").textValue());
    assertEquals("refused", report.get("result").textValue());
    assertEquals(3, report.get("exitCode").intValue());
    JsonNode first = report.get("diagnostics").get(0);
    assertEquals(bad.toString(), first.get("file").textValue());
    assertEquals("", first.get("pointer").textValue());
    assertEquals(
        first.get("file").textValue() + ": error: " + first.get("message").textValue(),
        first.get("line").textValue());
    assertFalse(Files.exists(dir.resolve("o")));
  }

  @Test
  void readsThePlanFromStandardInput() throws IOException {
    byte[] plan = Files.readAllBytes(Admin.plan(dir, "mem0-read-only"));
    Path out = dir.resolve("out");

    Run run =
        Admin.run(
            new ByteArrayInputStream(plan), "generate", "--plan", "-", "--out", out.toString());

    assertEquals(0, run.exit(), run.stderr());
    assertTrue(Files.exists(out.resolve("launcher.json")));
    assertFalse(Files.exists(out.resolve("user-settings.json")));
  }

  @Test
  void missingPlanIsAnIoErrorNamingTheFile() {
    Path missing = dir.resolve("nope.json");

    Run run = Admin.generate(missing.toString(), dir.resolve("o"));

    assertEquals(4, run.exit());
    assertEquals(
        missing
            + ": error: does not exist\n"
            + "qwen-managed-admin generate: the plan could not be read; nothing was written\n",
        run.stderr());
  }

  @Test
  void planThatIsADirectoryIsAnIoError() {
    Run run = Admin.generate(dir.toString(), dir.resolve("o"));

    assertEquals(4, run.exit());
    assertTrue(run.stderr().startsWith(dir + ": error: is a directory, not a file\n"));
  }

  @Test
  void planLargerThanOneMebibyteIsRefusedUnread() throws IOException {
    Path huge = dir.resolve("huge.json");
    Files.write(huge, new byte[BoundedFile.MAX_BYTES + 1]);

    Run run = Admin.generate(huge.toString(), dir.resolve("o"));

    assertEquals(3, run.exit());
    assertTrue(run.stderr().startsWith(huge + ": error: is larger than 1 MiB\n"), run.stderr());
  }

  @Test
  void atSignArgumentsAreFileNamesNotArgumentFiles() throws IOException {
    Path arguments = dir.resolve("args");
    Files.writeString(arguments, "--help\n");

    Run run = Admin.generate("@" + arguments, dir.resolve("o"));

    assertEquals(4, run.exit());
    assertTrue(run.stderr().startsWith("@" + arguments + ": error: does not exist"), run.stderr());
  }

  @Test
  void outputPathThatIsAFileIsAnIoErrorAndWritesNothing() throws IOException {
    Path file = dir.resolve("taken");
    Files.writeString(file, "keep");

    Run run = Admin.generate(Admin.plan(dir, "mem0-write").toString(), file);

    assertEquals(4, run.exit());
    assertTrue(run.stderr().startsWith(file + ": error: is not a directory\n"), run.stderr());
    assertEquals("keep", Files.readString(file));
  }

  @Test
  void aFailureWhileStagingLeavesEveryPreviousFileAndNoTemporaryFile() throws IOException {
    Path out = dir.resolve("out");
    Files.createDirectories(out.resolve("launcher.json"));
    Files.writeString(out.resolve("external-context.json"), "previous");

    Run run = Admin.generate(Admin.plan(dir, "mem0-write").toString(), out);

    assertEquals(4, run.exit());
    assertTrue(run.stderr().startsWith(out.resolve("launcher.json") + ": error: is a directory\n"));
    assertEquals("previous", Files.readString(out.resolve("external-context.json")));
    assertFalse(Files.exists(out.resolve("system-settings.json")));
    assertEquals(List.of(), leftovers(out));
  }

  private static List<PolicyFile> generated(Path plan) throws IOException {
    GenerationResult result = PolicyGenerator.generate(Files.readAllBytes(plan), plan.toString());
    return ((GenerationResult.Generated) result).files();
  }

  private static List<Path> leftovers(Path out) throws IOException {
    try (Stream<Path> files = Files.list(out)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
    }
  }
}
