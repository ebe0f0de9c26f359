package io.qwenmanaged.install.qwenpatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.qwencli.QwenCliTable;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class PatchSetTest {

  @Test
  void theShippedSetIsForThePinnedQwenAndEveryPatchSaysWhatWhyAndWhichVector() {
    PatchSet set = PatchSet.shipped();

    assertEquals(QwenCliTable.QWEN_VERSION, set.version());
    assertFalse(set.patches().isEmpty());
    for (QwenPatch patch : set.patches()) {
      String header = String.join("\n", patch.header());
      assertTrue(header.startsWith("Description: "), patch.name());
      assertTrue(header.contains("\nVector: "), patch.name() + " names no vector");
      assertTrue(header.contains("\nForwarded: "), patch.name() + " says nothing of upstream");
    }
  }

  @Test
  void theShippedSetRecordsExactlyTheFilesItsPatchesChange() {
    PatchSet set = PatchSet.shipped();
    Set<String> changed = new TreeSet<>();
    set.patches().forEach(patch -> patch.files().forEach(file -> changed.add(file.path())));
    Set<String> recorded = new TreeSet<>();
    set.files().forEach(file -> recorded.add(file.path()));

    assertEquals(changed, recorded);
  }

  @Test
  void aPatchWithoutHeaderOrWithMiscountedLinesIsADefectNamingTheFileAndLine() {
    String noHeader = "---\n--- a/x.js\n+++ b/x.js\n@@ -1,1 +1,2 @@\n one\n+two\n";
    String miscounted =
        "Description: d\n---\n--- a/x.js\n+++ b/x.js\n@@ -1,2 +1,2 @@\n one\n+two\n";

    assertEquals(
        "p.patch, line 1: its header does not start with a Description line",
        assertThrows(PatchSetException.class, () -> read(noHeader)).getMessage());
    assertTrue(
        assertThrows(PatchSetException.class, () -> read(miscounted))
            .getMessage()
            .startsWith("p.patch, line "));
  }

  @Test
  void aPathLeavingThePackageIsADefect() {
    String escape =
        "Description: d\n---\n--- a/../x.js\n+++ b/../x.js\n@@ -1,1 +1,2 @@\n one\n+two\n";

    assertThrows(PatchSetException.class, () -> read(escape));
  }

  private static PatchSet read(String patch) {
    Map<String, String> source =
        Map.of(
            PatchSet.SERIES,
            "p.patch\n",
            PatchSet.FILES,
            "# @qwen-code/qwen-code 1.0.0\n",
            "p.patch",
            patch);
    return PatchSet.read(name -> Optional.ofNullable(source.get(name)));
  }
}
