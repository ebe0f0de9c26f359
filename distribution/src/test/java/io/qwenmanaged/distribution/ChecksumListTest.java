package io.qwenmanaged.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("unit")
class ChecksumListTest {

  @TempDir Path root;

  @Test
  void listsEveryOtherFileSortedByPathInSha256sumsFormat() throws Exception {
    Files.createDirectories(root.resolve("lib"));
    Files.writeString(root.resolve("z.md"), "last");
    Files.writeString(root.resolve("lib/b.jar"), "jar");
    Files.writeString(root.resolve("README.md"), "readme");
    Files.writeString(root.resolve("SHA256SUMS"), "an older list");

    ChecksumList.write(root);

    assertEquals(
        sha256("readme")
            + "  README.md\n"
            + sha256("jar")
            + "  lib/b.jar\n"
            + sha256("last")
            + "  z.md\n",
        Files.readString(root.resolve("SHA256SUMS")));
  }

  @Test
  void anEmptyFolderHasAnEmptyList() throws IOException {
    assertEquals("", ChecksumList.lines(root));
  }

  private static String sha256(String text) throws NoSuchAlgorithmException {
    return HexFormat.of()
        .formatHex(
            MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
  }
}
