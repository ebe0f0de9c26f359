package io.qwenmanaged.mcp.provider;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.mcp.config.ExternalContextConfig;
import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.provider.http.AuthorizationHeader;
import io.qwenmanaged.mcp.provider.http.HttpOutcome;
import io.qwenmanaged.mcp.provider.http.ProviderHttpClient;
import io.qwenmanaged.policy.Secret;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ProxySelector;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The canary key and canary content never surface outside the provider request. */
@Tag("unit")
class CanaryTest {

  private static final String KEY = "canary-key-7f3a";
  private static final String CONTENT = "canary-content-91b2";
  private static final String ECHO = "{\"error\":\"" + KEY + " " + CONTENT + "\"}";

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();

  private final List<Object> seen = new ArrayList<>();

  @Test
  void neitherTheKeyNorTheContentEverLeavesTheProviderRequest() throws Exception {
    PrintStream originalOut = System.out;
    PrintStream originalErr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8);
    System.setOut(capture);
    System.setErr(capture);
    try {
      assertDoesNotThrow(this::exerciseEveryOutcome);
    } finally {
      System.setOut(originalOut);
      System.setErr(originalErr);
    }

    String printed = captured.toString(StandardCharsets.UTF_8);
    assertFalse(printed.contains(KEY), "stdout/stderr reveal the key");
    assertFalse(printed.contains(CONTENT), "stdout/stderr reveal the content");
    for (Object value : seen) {
      String text = String.valueOf(value);
      assertFalse(text.contains(KEY) || text.contains(CONTENT), "revealed by " + text);
    }
    assertTrue(mem0.addCalls().get(0).bodyText().contains(CONTENT), "the canary was sent");
    assertEquals(List.of("Token " + KEY), mem0.addCalls().get(0).header("Authorization"));
  }

  private void exerciseEveryOutcome() throws Exception {
    Secret credential = new Secret(KEY);
    ExternalContextConfig config =
        new ExternalContextConfig(
            500,
            true,
            new ProviderConfig.Mem0(mem0.baseUrl(), "MEM0_API_KEY", "repository-memory"));
    ProviderSetup setup = ProviderFactory.create(config, credential, Map.of());
    ProviderSetup.Ready ready = (ProviderSetup.Ready) setup;
    MemoryWriter writer = ready.writer().orElseThrow();
    seen.addAll(List.of(credential, setup, ready.search(), writer));

    List<MockResponse> responses =
        List.of(
            FakeMem0.json(200, "{\"status\":\"FAILED\",\"event_id\":\"" + CONTENT + "\"}"),
            FakeMem0.json(200, "{\"status\":\"" + CONTENT + "\"}"),
            FakeMem0.json(400, ECHO),
            FakeMem0.json(401, ECHO),
            FakeMem0.json(500, ECHO),
            FakeMem0.json(302, ECHO).newBuilder().setHeader("Location", "/" + CONTENT).build(),
            FakeMem0.json(200, ECHO + " trailing"),
            FakeMem0.json(200, "[" + ECHO + "]"),
            ResponseBodies.declaredOverCap(ECHO),
            ResponseBodies.chunked(ResponseBodies.paddedTo(ECHO, ResponseBodies.CAP + 1)),
            ResponseBodies.reset(),
            FakeMem0.json(200, ECHO).newBuilder().headersDelay(3, TimeUnit.SECONDS).build());
    for (MockResponse response : responses) {
      mem0.respondToAdd(response);
      seen.add(writer.remember(CONTENT));
      mem0.respondToSearch(response);
      seen.add(ready.search().search(CONTENT));
    }
    seen.add(writer.remember(CONTENT));
    seen.add(interruptedRemember(writer));

    ProviderHttpClient http = new ProviderHttpClient(ProxySelector.of(null), 500);
    mem0.respondToAdd(FakeMem0.json(200, ECHO));
    seen.add(
        http.postJson(
            mem0.baseUrl().resolve(FakeMem0.ADD_PATH),
            AuthorizationHeader.token(credential),
            RequestBodies.mem0Add(CONTENT, "repository-memory").orElseThrow()));
    seen.add(AuthorizationHeader.token(credential));
    HttpOutcome notSent =
        http.postJson(
            mem0.baseUrl().resolve(FakeMem0.ADD_PATH),
            AuthorizationHeader.token(new Secret(KEY + "\r\nX-Leak: " + CONTENT)),
            new byte[0]);
    seen.add(notSent);

    seen.add(ProviderFactory.create(config, new Secret(KEY + "\n"), Map.of()));
    seen.add(
        ProviderFactory.create(
            config, credential, Map.of("HTTPS_PROXY", "http://" + KEY + "@proxy:1")));
    seen.add(ProviderFactory.create(config, credential, Map.of("NO_PROXY", CONTENT + "/x")));
  }

  private RememberResult interruptedRemember(MemoryWriter writer) throws InterruptedException {
    mem0.respondToAdd(
        FakeMem0.json(200, ECHO).newBuilder().headersDelay(3, TimeUnit.SECONDS).build());
    AtomicReference<RememberResult> result = new AtomicReference<>();
    Thread caller = new Thread(() -> result.set(writer.remember(CONTENT)));
    int before = mem0.calls().size();
    caller.start();
    mem0.awaitCalls(before + 1, Duration.ofSeconds(5));
    caller.interrupt();
    caller.join();
    return result.get();
  }
}
