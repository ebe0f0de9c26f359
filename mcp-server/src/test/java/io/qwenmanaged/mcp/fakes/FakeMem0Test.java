package io.qwenmanaged.mcp.fakes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("unit")
class FakeMem0Test {

  private static final String VALID_ADD =
      "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"app_id\":\"a\",\"infer\":false}";
  private static final String VALID_SEARCH =
      "{\"query\":\"q\",\"filters\":{\"app_id\":\"a\"},\"top_k\":5,\"threshold\":0.1,"
          + "\"rerank\":false}";

  private static HttpResponse<String> post(FakeHttpProvider fake, String path, String body)
      throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(fake.baseUrl() + path))
            .header("Accept", "application/json")
            .header("Authorization", "Token t")
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
    return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
  }

  private static void assumeOpenApiDocument() {
    assumeTrue(Mem0OpenApiSchemas.get().isPresent(), "shared/mem0/openapi.json is not present");
  }

  @Test
  void recordsEveryRequestAndAnswersAddWithAPendingEvent() throws Exception {
    try (FakeMem0 mem0 = new FakeMem0()) {
      mem0.start();

      HttpResponse<String> response = post(mem0, FakeMem0.ADD_PATH, VALID_ADD);

      String eventId = mem0.issuedEventIds().get(0);
      assertEquals(200, response.statusCode());
      assertEquals("{\"status\":\"PENDING\",\"event_id\":\"" + eventId + "\"}", response.body());
      RecordedCall call = mem0.calls().get(0);
      assertEquals("POST", call.method());
      assertEquals(FakeMem0.ADD_PATH, call.path());
      assertEquals(List.of("Token t"), call.header("authorization"));
      assertEquals(VALID_ADD, new String(call.body(), StandardCharsets.UTF_8));
      mem0.assertNoViolations();
    }
  }

  @Test
  void answersScriptedResponsesInOrderThenTheDefault() throws Exception {
    try (FakeMem0 mem0 = new FakeMem0()) {
      mem0.start();
      mem0.setSearchResults("[{\"id\":\"d\",\"memory\":\"default\"}]");
      mem0.respondToSearch(500, "{}").respondToSearch(200, "{\"results\":[]}");

      assertEquals(500, post(mem0, FakeMem0.SEARCH_PATH, VALID_SEARCH).statusCode());
      assertEquals("{\"results\":[]}", post(mem0, FakeMem0.SEARCH_PATH, VALID_SEARCH).body());
      assertEquals(
          "{\"results\":[{\"id\":\"d\",\"memory\":\"default\"}]}",
          post(mem0, FakeMem0.SEARCH_PATH, VALID_SEARCH).body());
      assertEquals(3, mem0.searchCalls().size());
    }
  }

  @Test
  void resetForgetsRequestsViolationsScriptsAndResultsButKeepsThePort() throws Exception {
    try (FakeMem0 mem0 = new FakeMem0()) {
      mem0.start();
      URI served = mem0.baseUrl();
      mem0.setSearchResults("[{\"id\":\"d\",\"memory\":\"default\"}]");
      post(mem0, FakeMem0.ADD_PATH, VALID_ADD);
      post(mem0, "/v1/memories/", VALID_ADD);
      mem0.respondToAdd(500, "{}");

      mem0.reset();

      assertEquals(served, mem0.baseUrl());
      assertEquals(List.of(), mem0.calls());
      assertEquals(List.of(), mem0.violations());
      assertEquals(List.of(), mem0.issuedEventIds());
      assertEquals(200, post(mem0, FakeMem0.ADD_PATH, VALID_ADD).statusCode());
      assertEquals("{\"results\":[]}", post(mem0, FakeMem0.SEARCH_PATH, VALID_SEARCH).body());
      assertEquals(2, mem0.calls().size());
      assertEquals(1, mem0.issuedEventIds().size());
    }
  }

  @Test
  void flagsAnAddBodyThatTheOfficialSchemaRejects() throws Exception {
    assumeOpenApiDocument();
    try (FakeMem0 mem0 = new FakeMem0()) {
      mem0.start();

      post(
          mem0,
          FakeMem0.ADD_PATH,
          "{\"messages\":[{\"role\":\"robot\",\"content\":\"x\"}],\"infer\":\"no\"}");

      assertEquals(2, mem0.violations().size(), mem0.violations()::toString);
      assertTrue(mem0.violations().get(0).contains("memories_add_v3"));
      assertThrows(AssertionError.class, mem0::assertNoViolations);
    }
  }

  @Test
  void flagsASearchBodyThatTheOfficialSchemaRejects() throws Exception {
    assumeOpenApiDocument();
    try (FakeMem0 mem0 = new FakeMem0()) {
      mem0.start();

      post(mem0, FakeMem0.SEARCH_PATH, "{\"query\":\"\",\"top_k\":0,\"threshold\":2}");

      assertEquals(4, mem0.violations().size(), mem0.violations()::toString);
      assertTrue(mem0.violations().get(0).contains("memories_search_v3"));
    }
  }

  @Test
  void acceptsNullableFieldsAsOpenApi30Defines() throws Exception {
    assumeOpenApiDocument();
    try (FakeMem0 mem0 = new FakeMem0()) {
      mem0.start();

      post(
          mem0,
          FakeMem0.ADD_PATH,
          "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"expiration_date\":null}");

      mem0.assertNoViolations();
    }
  }

  @Test
  void flagsWrongHeadersMalformedBodiesAndUnknownPaths() throws Exception {
    try (FakeMem0 mem0 = new FakeMem0()) {
      mem0.start();
      HttpRequest noHeaders =
          HttpRequest.newBuilder(URI.create(mem0.baseUrl() + FakeMem0.ADD_PATH))
              .POST(HttpRequest.BodyPublishers.ofString(VALID_ADD))
              .build();

      HttpClient.newHttpClient().send(noHeaders, HttpResponse.BodyHandlers.discarding());
      post(mem0, FakeMem0.ADD_PATH, "{\"messages\":[],\"messages\":[]}");
      int unknown = post(mem0, "/v1/memories/", VALID_ADD).statusCode();

      assertEquals(404, unknown);
      assertEquals(5, mem0.violations().size(), mem0.violations()::toString);
    }
  }

  @Test
  void findsTheOpenApiDocumentInAnyEnclosingDirectory(@TempDir Path root) throws IOException {
    Path document = root.resolve(Mem0OpenApiSchemas.RELATIVE_LOCATION);
    Files.createDirectories(document.getParent());
    Files.writeString(document, "{}");
    Path nested = Files.createDirectories(root.resolve("repo/mcp-server"));

    assertEquals(Optional.of(document), Mem0OpenApiSchemas.locate(nested));
    assertEquals(Optional.empty(), Mem0OpenApiSchemas.locate(root.resolve("repo").getRoot()));
  }
}
