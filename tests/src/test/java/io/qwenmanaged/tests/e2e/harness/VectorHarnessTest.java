package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pieces the repository vectors are measured with, on texts and files of their own. */
@Tag("unit")
class VectorHarnessTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Qwen's content dialog as drawn for a call of the main conversation. */
  private static final String KIT_DIALOG =
      String.join(
          "\n",
          "  > Remember it",
          "  ? context_remember (external-context MCP Server) {\"content\":\"REAL\"} ←",
          "",
          "     Save this exact content to the bound Mem0 repository memory?",
          "     \"SHOWN\"",
          "",
          "   Do you want to proceed?",
          "",
          "   › 1. Yes, allow once",
          "     2. No, suggest changes (esc)",
          "",
          "  ⠏ Waiting for user confirmation...");

  /** Qwen's own dialog as drawn in the box of a subagent that asks. */
  private static final String SUBAGENT_DIALOG =
      String.join(
          "\n",
          "  > Ask the plain agent",
          "  ⊷ Agent Repository helper task",
          "     Approval requested by plain:",
          "       MCP Server: external-context",
          "       Tool: context_remember",
          "     Do you want to proceed?",
          "     › 1. Yes, allow once",
          "       2. No",
          "",
          "    main");

  @Test
  void theDialogRegionRunsFromTheToolLineToTheLastAnswer() {
    assertTrue(DialogDriver.open(KIT_DIALOG));
    String region = DialogDriver.region(KIT_DIALOG);
    assertTrue(region.startsWith("  ? context_remember"), region);
    assertTrue(region.endsWith("2. No, suggest changes (esc)"), region);
  }

  @Test
  void theKitDialogShowsOnlyWhatIsBelowItsQuestion() {
    SeenDialog dialog = SeenDialog.of(DialogDriver.region(KIT_DIALOG));
    assertEquals(SeenDialog.Kind.KIT_CONTENT, dialog.kind());
    assertTrue(dialog.showsContent("SHOWN"));
    assertFalse(dialog.showsContent("REAL"), "Qwen's tool line is not the kit's dialog");
  }

  @Test
  void aSubagentsBoxedDialogIsOpenAndIsQwensRememberDialog() {
    assertTrue(DialogDriver.open(SUBAGENT_DIALOG));
    String region = DialogDriver.region(SUBAGENT_DIALOG);
    assertTrue(region.startsWith("  ⊷ Agent"), region);
    assertEquals(SeenDialog.Kind.QWEN_REMEMBER, SeenDialog.of(region).kind());
  }

  @Test
  void aScreenWithoutAnswersHasNoOpenDialog() {
    assertFalse(DialogDriver.open("  > Remember it\n  ⠏ Thinking...\n  1. No wonder"));
  }

  @Test
  void anOverlayMergesObjectsAndReplacesEverythingElse() throws IOException {
    ObjectNode base =
        (ObjectNode) JSON.readTree("{\"a\":{\"b\":1,\"c\":[1]},\"d\":true,\"e\":\"keep\"}");
    ObjectNode overlay = (ObjectNode) JSON.readTree("{\"a\":{\"c\":[2],\"f\":3},\"d\":false}");
    assertEquals(
        JSON.readTree("{\"a\":{\"b\":1,\"c\":[2],\"f\":3},\"d\":false,\"e\":\"keep\"}"),
        JsonOverlay.merged(base, overlay));
    assertEquals(JSON.readTree("{\"a\":{\"b\":1,\"c\":[1]},\"d\":true,\"e\":\"keep\"}"), base);
  }

  @Test
  void repositoryFilesAreWrittenAsTextScriptAndSymlink(@TempDir Path root) throws IOException {
    Path workspace = Files.createDirectories(root.resolve("workspace"));
    RepositoryFacts facts =
        new RepositoryFacts(
            workspace,
            root.resolve("evidence"),
            Optional.of("cmd"),
            "http://x",
            "http://p",
            Path.of("n"),
            "n1");
    RepositoryFile.text("a/b.txt", f -> "nonce " + f.nonce()).write(facts);
    RepositoryFile.script(".qwen/s.sh", f -> "#!/bin/sh\n").write(facts);
    RepositoryFile.symlink("docs/env.txt", "/proc/self/environ").write(facts);
    RepositoryFile.text("../outside.md", "outside").write(facts);
    assertEquals("nonce n1", Files.readString(workspace.resolve("a/b.txt")));
    assertTrue(Files.isExecutable(workspace.resolve(".qwen/s.sh")));
    assertEquals(
        Path.of("/proc/self/environ"), Files.readSymbolicLink(workspace.resolve("docs/env.txt")));
    assertEquals("outside", Files.readString(root.resolve("outside.md")));
  }

  @Test
  void theListenerRecordsWhereAValueWasCarried() throws Exception {
    try (LoopbackListener listener = LoopbackListener.start()) {
      HttpClient client = HttpClient.newHttpClient();
      client.send(
          HttpRequest.newBuilder(URI.create(listener.baseUrl() + "/k?v=SECRET"))
              .header("Authorization", "Bearer SECRET")
              .POST(HttpRequest.BodyPublishers.ofString("body SECRET"))
              .build(),
          HttpResponse.BodyHandlers.discarding());
      List<LoopbackListener.Request> requests = listener.requests();
      assertEquals(1, requests.size());
      assertEquals("/k?v=SECRET", requests.get(0).target());
      assertEquals(
          List.of("target", "header Authorization", "body"), requests.get(0).placesOf("SECRET"));
      assertTrue(listener.received("SECRET"));
      assertFalse(listener.received("OTHER"));
    }
  }
}
