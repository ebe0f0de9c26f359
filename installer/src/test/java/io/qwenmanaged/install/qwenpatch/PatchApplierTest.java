package io.qwenmanaged.install.qwenpatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.files.Sha256;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("unit")
class PatchApplierTest {

  private static final String RELEASED = "one\ntwo\nthree\nfour\n";
  private static final String PATCHED = "one\ntwo\nguard\nthree\nfour\n";
  private static final String PATCH =
      """
      Description: Guard before three
       Longer text.
      Vector: a test
      ---
      --- a/lib/a.js
      +++ b/lib/a.js
      @@ -1,3 +1,4 @@
       one
       two
      +guard
       three
      """;

  @TempDir Path folder;

  @Test
  void aReleasedPackageBecomesTheManagedBuildAndStaysIt() throws Exception {
    write("1.0.0", RELEASED);

    PatchApplier.Outcome first = PatchApplier.apply(folder, set(PATCH, PATCHED));
    PatchApplier.Outcome second = PatchApplier.apply(folder, set(PATCH, PATCHED));

    assertEquals(new PatchApplier.Patched(java.util.List.of("lib/a.js")), first);
    assertEquals(PATCHED, Files.readString(folder.resolve("lib/a.js")));
    assertInstanceOf(PatchApplier.AlreadyManaged.class, second);
    assertInstanceOf(ManagedBuild.Managed.class, ManagedBuild.of(folder, set(PATCH, PATCHED)));
  }

  @Test
  void aTamperedPatchedFileIsNeitherReleasedNorManaged() throws Exception {
    write("1.0.0", PATCHED + "// one more line\n");

    ManagedBuild.Status status = ManagedBuild.of(folder, set(PATCH, PATCHED));

    assertEquals(new ManagedBuild.Other("lib/a.js is neither as released nor as patched"), status);
    assertInstanceOf(PatchApplier.Refused.class, PatchApplier.apply(folder, set(PATCH, PATCHED)));
    assertEquals(PATCHED + "// one more line\n", Files.readString(folder.resolve("lib/a.js")));
  }

  @Test
  void anotherVersionIsRefusedBeforeAnyFileIsRead() throws Exception {
    write("1.0.1", RELEASED);

    PatchApplier.Outcome outcome = PatchApplier.apply(folder, set(PATCH, PATCHED));

    assertEquals(
        new PatchApplier.Refused("it is Qwen Code 1.0.1; the patch set is for 1.0.0"), outcome);
    assertEquals(RELEASED, Files.readString(folder.resolve("lib/a.js")));
  }

  @Test
  void aHunkWhoseLinesDifferLeavesThePackageAsItWas() throws Exception {
    write("1.0.0", RELEASED);
    String moved = PATCH.replace("@@ -1,3 +1,4 @@", "@@ -2,3 +2,4 @@");

    PatchApplier.Outcome outcome = PatchApplier.apply(folder, set(moved, PATCHED));

    assertEquals(
        new PatchApplier.Refused(
            "0001-guard.patch does not apply to lib/a.js: the lines at 2 are not the ones it"
                + " changes"),
        outcome);
    assertEquals(RELEASED, Files.readString(folder.resolve("lib/a.js")));
  }

  @Test
  void aResultWithAnotherHashThanRecordedIsNotWritten() throws Exception {
    write("1.0.0", RELEASED);

    PatchApplier.Outcome outcome = PatchApplier.apply(folder, set(PATCH, PATCHED + "x"));

    assertTrue(((PatchApplier.Refused) outcome).reason().contains("does not come out"));
    assertEquals(RELEASED, Files.readString(folder.resolve("lib/a.js")));
  }

  private void write(String version, String content) throws Exception {
    Files.createDirectories(folder.resolve("lib"));
    Files.writeString(folder.resolve("package.json"), "{\"version\": \"" + version + "\"}");
    Files.writeString(folder.resolve("lib/a.js"), content);
  }

  static PatchSet set(String patch, String patched) {
    String files =
        "# @qwen-code/qwen-code 1.0.0\n" + hash(RELEASED) + " " + hash(patched) + "  lib/a.js\n";
    Map<String, String> source =
        Map.of(
            PatchSet.SERIES,
            "0001-guard.patch\n",
            PatchSet.FILES,
            files,
            "0001-guard.patch",
            patch);
    return PatchSet.read(name -> Optional.ofNullable(source.get(name)));
  }

  private static String hash(String text) {
    return Sha256.hex(text.getBytes(StandardCharsets.UTF_8));
  }
}
