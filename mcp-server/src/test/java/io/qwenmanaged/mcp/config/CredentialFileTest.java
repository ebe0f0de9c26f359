package io.qwenmanaged.mcp.config;

import static io.qwenmanaged.mcp.config.ConfigFixture.MEM0;
import static io.qwenmanaged.mcp.config.ConfigFixture.refusal;
import static io.qwenmanaged.mcp.config.ConfigFixture.v1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.qwenmanaged.mcp.McpServerMain;
import io.qwenmanaged.policy.model.ManagedServer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * In a session the key comes from the credential file the launcher names, and only from there: a
 * file that is missing, empty, too large, more than one line, a link, or open to group or others,
 * or owned by someone else, makes the one stable credential error, which shows neither the key nor
 * the file. Without the file variable the credential variable is read, for the server run by hand.
 */
@Tag("unit")
class CredentialFileTest {

  private static final String KEY = "m0-file-key-91c4";

  @TempDir Path temp;

  private Path keyFile(String content, String mode) throws IOException {
    return keyFile("credential", content, mode);
  }

  private Path keyFile(String name, String content, String mode) throws IOException {
    Path file = Files.writeString(temp.resolve(name), content, StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
    return file;
  }

  private Map<String, String> session(Path credentialFile) {
    Map<String, String> env = new HashMap<>();
    env.put(ConfigLoader.LOCATOR, new ConfigFixture(temp).write(v1(MEM0, "")).toString());
    env.put(ManagedServer.CREDENTIAL_FILE_ENV, credentialFile.toString());
    return env;
  }

  @Test
  void theKeyIsTheFilesOneLineWithoutItsNewline() throws IOException {
    ConfigResult result = ConfigLoader.load(session(keyFile(KEY + "\n", "rw-------")));
    assertEquals(KEY, ConfigFixture.ready(result).credential().reveal());
  }

  @Test
  void theFileWinsOverTheVariableAndABrokenFileDoesNotFallBackToIt() throws IOException {
    Map<String, String> env = session(keyFile(KEY, "r--------"));
    env.put(ConfigFixture.KEY_ENV, "variable-key");
    assertEquals(KEY, ConfigFixture.ready(ConfigLoader.load(env)).credential().reveal());

    env.put(ManagedServer.CREDENTIAL_FILE_ENV, temp.resolve("gone").toString());
    assertEquals(StartupError.CREDENTIAL_UNAVAILABLE, refusal(ConfigLoader.load(env)));
  }

  @Test
  void withoutTheFileVariableTheCredentialVariableIsRead() {
    ConfigResult result =
        ConfigLoader.load(
            ConfigFixture.env(new ConfigFixture(temp).write(v1(MEM0, "")).toString()));
    assertEquals(ConfigFixture.KEY, ConfigFixture.ready(result).credential().reveal());
  }

  @Test
  void anUnusableFileIsTheStableCredentialErrorNamingNeitherKeyNorFile() throws IOException {
    Map<String, Path> files = new HashMap<>();
    files.put("missing", temp.resolve("missing"));
    files.put("empty", keyFile("empty", "", "rw-------"));
    files.put("newline only", keyFile("newline", "\n", "rw-------"));
    files.put("two lines", keyFile("two", KEY + "\n" + KEY, "rw-------"));
    String large = "k".repeat(CredentialSource.MAX_BYTES + 1);
    files.put("too large", keyFile("large", large, "rw-------"));
    files.put("group may read", keyFile("group", KEY, "rw-r-----"));
    files.put("others may read", keyFile("others", KEY, "rw----r--"));
    Path target = keyFile("target", KEY, "rw-------");
    files.put("a link", Files.createSymbolicLink(temp.resolve("link"), target));
    files.put("a folder", temp);
    files.put("relative", Path.of("target"));
    for (Map.Entry<String, Path> file : files.entrySet()) {
      Map<String, String> env = session(file.getValue());
      env.put(ConfigFixture.KEY_ENV, KEY);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int exit =
          McpServerMain.run(new String[0], new ByteArrayInputStream(new byte[0]), out, err, env);
      assertEquals(1, exit, file.getKey());
      assertEquals(
          StartupError.CREDENTIAL_UNAVAILABLE.line() + "\n",
          err.toString(StandardCharsets.UTF_8),
          file.getKey());
      assertEquals(0, out.size(), file.getKey());
    }
  }

  @Test
  void aFileOwnedBySomeoneElseIsRefused() throws IOException {
    Map<String, String> env = session(keyFile(KEY, "rw-------"));
    assertEquals(
        KEY,
        CredentialSource.resolve(env, "UNUSED", System.getProperty("user.name"))
            .orElseThrow()
            .reveal());
    assertEquals(Optional.empty(), CredentialSource.resolve(env, "UNUSED", "someone-else"));
  }

  @Test
  void theAutoRecallHookReadsTheSameFile() throws IOException {
    String root = temp.toRealPath().toString();
    String v2 =
        "{\"version\": 2, \"autoRecall\": {\"repositoryRoot\": \""
            + root
            + "\"}, \"provider\": "
            + MEM0
            + "}";
    Map<String, String> env = new HashMap<>();
    env.put(ConfigLoader.LOCATOR, new ConfigFixture(temp).write(v2).toString());
    env.put(ManagedServer.CREDENTIAL_FILE_ENV, keyFile(KEY, "rw-------").toString());
    RecallConfigResult.Ready ready =
        assertInstanceOf(RecallConfigResult.Ready.class, RecallConfigLoader.load(env));
    assertEquals(KEY, ready.credential().reveal());

    Files.setPosixFilePermissions(
        temp.resolve("credential"), PosixFilePermissions.fromString("rw-rw-rw-"));
    assertInstanceOf(RecallConfigResult.Unusable.class, RecallConfigLoader.load(env));
  }
}
