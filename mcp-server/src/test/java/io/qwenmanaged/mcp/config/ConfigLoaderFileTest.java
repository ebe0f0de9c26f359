package io.qwenmanaged.mcp.config;

import static io.qwenmanaged.mcp.config.ConfigFixture.MEM0;
import static io.qwenmanaged.mcp.config.ConfigFixture.env;
import static io.qwenmanaged.mcp.config.ConfigFixture.ready;
import static io.qwenmanaged.mcp.config.ConfigFixture.refusal;
import static io.qwenmanaged.mcp.config.ConfigFixture.v1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Locating and reading the file, and parsing it as strict JSON. */
@Tag("unit")
class ConfigLoaderFileTest {

  @TempDir Path temp;
  private ConfigFixture files;

  @BeforeEach
  void setUp() {
    files = new ConfigFixture(temp);
  }

  @Test
  void refusesAnUnsetOrEmptyLocator() {
    Map<String, String> unset = new HashMap<>(env(""));
    unset.remove(ConfigLoader.LOCATOR);
    assertEquals(StartupError.CONFIG_PATH_NOT_ABSOLUTE, refusal(ConfigLoader.load(unset)));
    assertEquals(StartupError.CONFIG_PATH_NOT_ABSOLUTE, refusal(ConfigLoader.load(env(""))));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"external-context.json", "./external-context.json", "~/c.json", "/a\u0000b"})
  void refusesALocatorThatIsNotAnAbsolutePath(String locator) {
    assertEquals(StartupError.CONFIG_PATH_NOT_ABSOLUTE, refusal(ConfigLoader.load(env(locator))));
  }

  @Test
  void refusesAMissingFileAsUnreadable() {
    assertEquals(StartupError.CONFIG_UNREADABLE, refusal(files.loadFrom(temp.resolve("missing"))));
  }

  @Test
  void refusesADanglingSymbolicLinkAsUnreadable() throws IOException {
    Path link = Files.createSymbolicLink(temp.resolve("dangling.json"), temp.resolve("gone"));
    assertEquals(StartupError.CONFIG_UNREADABLE, refusal(files.loadFrom(link)));
  }

  @Test
  void refusesADirectoryAndADeviceAsNotAValidFile() throws IOException {
    assertEquals(StartupError.CONFIG_NOT_A_VALID_FILE, refusal(files.loadFrom(temp)));
    Path link = Files.createSymbolicLink(temp.resolve("dir-link"), temp);
    assertEquals(StartupError.CONFIG_NOT_A_VALID_FILE, refusal(files.loadFrom(link)));
    Path device = Path.of("/dev/null");
    assumeTrue(Files.exists(device));
    assertEquals(StartupError.CONFIG_NOT_A_VALID_FILE, refusal(files.loadFrom(device)));
  }

  @Test
  void refusesAFifoWithoutOpeningIt() throws Exception {
    Path fifo = temp.resolve("fifo");
    Process mkfifo;
    try {
      mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
    } catch (IOException e) {
      assumeTrue(false, "mkfifo is not available");
      return;
    }
    assumeTrue(mkfifo.waitFor(30, TimeUnit.SECONDS) && mkfifo.exitValue() == 0);
    assertEquals(StartupError.CONFIG_NOT_A_VALID_FILE, refusal(files.loadFrom(fifo)));
  }

  @Test
  void followsASymbolicLinkToARegularFile() throws IOException {
    Path file = files.write(v1(MEM0, ""));
    Path link = Files.createSymbolicLink(temp.resolve("link.json"), file);
    ready(files.loadFrom(link));
  }

  @Test
  void acceptsExactly65536BytesAndRefusesOneMore() {
    byte[] document = v1(MEM0, "").getBytes(StandardCharsets.UTF_8);
    byte[] padded = Arrays.copyOf(document, 65_536);
    Arrays.fill(padded, document.length, padded.length, (byte) ' ');
    ready(files.loadFrom(files.write(padded)));
    byte[] tooLong = Arrays.copyOf(padded, 65_537);
    tooLong[65_536] = ' ';
    assertEquals(
        StartupError.CONFIG_NOT_A_VALID_FILE, refusal(files.loadFrom(files.write(tooLong))));
  }

  @Test
  void refusesAFileItIsNotAllowedToRead() throws IOException {
    Path file = files.write(v1(MEM0, ""));
    assumeTrue(Files.getFileStore(file).supportsFileAttributeView("posix"));
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
    assumeFalse(Files.isReadable(file), "running with privileges that read any file");
    assertEquals(StartupError.CONFIG_UNREADABLE, refusal(files.loadFrom(file)));
  }

  @Test
  void refusesAPathThroughARegularFileAsUnreadable() {
    Path file = files.write(v1(MEM0, ""));
    assertEquals(StartupError.CONFIG_UNREADABLE, refusal(files.loadFrom(file.resolve("x.json"))));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "  \n",
        "{\"version\": 1, \"version\": 1, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"provider\": " + MEM0 + "} {}",
        "{\"version\": 1, \"provider\": " + MEM0 + "} // comment",
        "{\"version\": 1, /* c */ \"provider\": " + MEM0 + "}",
        "{\"version\": NaN, \"provider\": " + MEM0 + "}",
        "\uFEFF{\"version\": 1, \"provider\": " + MEM0 + "}",
        "{\"version\": 1, \"provider\": " + MEM0 + ",}",
        "{'version': 1}"
      })
  void refusesAnythingButOneStrictJsonDocument(String text) {
    assertEquals(StartupError.CONFIG_NOT_JSON, refusal(files.load(text)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"C328", "C0AF", "EDA080", "F4908080", "FF", "80"})
  void refusesInvalidUtf8InsideAString(String hex) {
    byte[] bad = HexFormat.of().parseHex(hex);
    String[] around = v1(MEM0, "").split("repo");
    byte[] before = around[0].getBytes(StandardCharsets.UTF_8);
    byte[] after = around[1].getBytes(StandardCharsets.UTF_8);
    byte[] text = new byte[before.length + bad.length + after.length];
    System.arraycopy(before, 0, text, 0, before.length);
    System.arraycopy(bad, 0, text, before.length, bad.length);
    System.arraycopy(after, 0, text, before.length + bad.length, after.length);
    assertEquals(StartupError.CONFIG_NOT_JSON, refusal(files.loadFrom(files.write(text))));
  }
}
