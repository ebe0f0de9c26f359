package io.qwenmanaged.mcp.provider;

import static io.qwenmanaged.mcp.provider.ResponseBodies.CAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.mcp.provider.http.ProviderHttpClient;
import io.qwenmanaged.policy.Secret;
import java.net.ProxySelector;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class Mem0MemoryWriterTest {

  private static final String ID = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
  private static final String PENDING = "{\"status\":\"PENDING\",\"event_id\":\"" + ID + "\"}";
  private static final RememberResult ACCEPTED = new RememberResult.Accepted(ID);
  private static final RememberResult UNKNOWN = new RememberResult.Unknown();
  private static final RememberResult FAILED = new RememberResult.Failed();

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();

  private MemoryWriter writer(int timeoutMs) {
    return new Mem0MemoryWriter(
        new ProviderHttpClient(ProxySelector.of(null), timeoutMs),
        new ProviderConfig.Mem0(mem0.baseUrl(), "MEM0_API_KEY", "repository-memory"),
        new Secret("m0-secret"));
  }

  private RememberResult rememberOnce(MockResponse response) {
    mem0.respondToAdd(response);
    RememberResult result = writer(2000).remember("note");
    assertEquals(1, mem0.calls().size(), "exactly one request, never a retry");
    return result;
  }

  private static String event(String status, String eventIdJson) {
    return "{\"status\":" + status + ",\"event_id\":" + eventIdJson + "}";
  }

  static Stream<Arguments> successBodies() {
    String upper = ID.toUpperCase(Locale.ROOT);
    return Stream.of(
        arguments(PENDING, ACCEPTED),
        arguments(event("\"PENDING\"", "\"" + upper + "\""), new RememberResult.Accepted(upper)),
        arguments(
            "{\"event_id\":\"" + ID + "\",\"status\":\"PENDING\",\"message\":\"x\"}", ACCEPTED),
        arguments("{\"status\":\"PENDING\"}", UNKNOWN),
        arguments(event("\"PENDING\"", "null"), UNKNOWN),
        arguments(event("\"PENDING\"", "42"), UNKNOWN),
        arguments(event("\"PENDING\"", "\"not-a-uuid\""), UNKNOWN),
        arguments(event("\"PENDING\"", "\"\""), UNKNOWN),
        arguments(event("\"PENDING\"", "\"{" + ID + "}\""), UNKNOWN),
        arguments(event("\"PENDING\"", "\"" + ID + "\\n\""), UNKNOWN),
        arguments(event("\"PENDING\"", "\"" + ID.replace("-", "") + "\""), UNKNOWN),
        arguments(event("\"PENDING\"", "\"" + ID.replace('a', 'g') + "\""), UNKNOWN),
        arguments(event("\"PENDING\"", "[\"" + ID + "\"]"), UNKNOWN),
        arguments("{\"status\":\"SUCCEEDED\"}", new RememberResult.Stored(null)),
        arguments(event("\"SUCCEEDED\"", "\"" + ID + "\""), new RememberResult.Stored(ID)),
        arguments(event("\"SUCCEEDED\"", "null"), UNKNOWN),
        arguments(event("\"SUCCEEDED\"", "7"), UNKNOWN),
        arguments(event("\"SUCCEEDED\"", "\"op-1\""), UNKNOWN),
        arguments("{\"status\":\"FAILED\"}", FAILED),
        arguments(event("\"FAILED\"", "\"" + ID + "\""), FAILED),
        arguments(event("\"FAILED\"", "\"junk\""), FAILED),
        arguments(event("\"pending\"", "\"" + ID + "\""), UNKNOWN),
        arguments(event("\"PENDING \"", "\"" + ID + "\""), UNKNOWN),
        arguments(event("\"QUEUED\"", "\"" + ID + "\""), UNKNOWN),
        arguments(event("1", "\"" + ID + "\""), UNKNOWN),
        arguments(event("null", "\"" + ID + "\""), UNKNOWN),
        arguments(event("[\"PENDING\"]", "\"" + ID + "\""), UNKNOWN),
        arguments("{\"event_id\":\"" + ID + "\"}", UNKNOWN),
        arguments("{}", UNKNOWN));
  }

  @ParameterizedTest
  @MethodSource("successBodies")
  void mapsSuccessBodiesPerTheResultTable(String body, RememberResult expected) {
    assertEquals(expected, rememberOnce(FakeMem0.json(200, body)));
  }

  @ParameterizedTest
  @ValueSource(ints = {201, 202, 299})
  void treatsEvery2xxStatusAlike(int status) {
    assertEquals(ACCEPTED, rememberOnce(FakeMem0.json(status, PENDING)));
  }

  @ParameterizedTest
  @ValueSource(ints = {400, 401, 403, 404})
  void reportsDefinitiveRejectionsAsFailed(int status) {
    assertEquals(FAILED, rememberOnce(FakeMem0.json(status, PENDING)));
  }

  @ParameterizedTest
  @ValueSource(ints = {301, 302, 303, 307, 308})
  void reportsRedirectsAsUnknownWithoutFollowingThem(int status) {
    MockResponse redirect =
        new MockResponse.Builder()
            .code(status)
            .setHeader("Location", mem0.baseUrl() + FakeMem0.ADD_PATH)
            .build();

    assertEquals(UNKNOWN, rememberOnce(redirect));
  }

  @ParameterizedTest
  @ValueSource(ints = {204, 205, 405, 408, 409, 410, 413, 422, 429, 500, 502, 503, 504})
  void reportsEveryOtherStatusAsUnknownWithoutRetry(int status) {
    MockResponse response =
        status == 204 || status == 205
            ? new MockResponse.Builder().code(status).build()
            : FakeMem0.json(status, PENDING);

    assertEquals(UNKNOWN, rememberOnce(response));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "   ",
        "null",
        "\"PENDING\"",
        "[]",
        "[{\"status\":\"PENDING\",\"event_id\":\"" + ID + "\"}]",
        "{\"status\":\"PENDING\"",
        "{\"status\":\"PENDING\",\"event_id\":\"" + ID + "\"} trailing",
        "{\"status\":\"FAILED\",\"status\":\"PENDING\",\"event_id\":\"" + ID + "\"}",
        "{\"status\":\"PENDING\",\"event_id\":\"" + ID + "\",\"n\":NaN}",
        "\uFEFF{\"status\":\"PENDING\",\"event_id\":\"" + ID + "\"}"
      })
  void reportsBodiesThatAreNotOneJsonObjectAsUnknown(String body) {
    assertEquals(UNKNOWN, rememberOnce(FakeMem0.json(200, body)));
  }

  @Test
  void reportsDeeplyNestedBodiesAsUnknown() {
    String nested = "{\"status\":\"PENDING\",\"x\":" + "[".repeat(5000) + "]".repeat(5000) + "}";

    assertEquals(UNKNOWN, rememberOnce(FakeMem0.json(200, nested)));
  }

  @Test
  void reportsInvalidUtf8AsUnknown() {
    byte[] start = PENDING.substring(0, PENDING.length() - 1).getBytes(StandardCharsets.UTF_8);
    byte[] tail = HexFormat.of().parseHex("2c2278223a22ff227d"); // ,"x":"<0xff>"}
    byte[] body = new byte[start.length + tail.length];
    System.arraycopy(start, 0, body, 0, start.length);
    System.arraycopy(tail, 0, body, start.length, tail.length);

    assertEquals(UNKNOWN, rememberOnce(ResponseBodies.rawBody(body)));
  }

  @Test
  void reportsADeclaredLengthOverOneMebibyteAsUnknown() {
    assertEquals(UNKNOWN, rememberOnce(ResponseBodies.declaredOverCap(PENDING)));
  }

  @Test
  void reportsAChunkedBodyOverOneMebibyteAsUnknown() {
    assertEquals(
        UNKNOWN, rememberOnce(ResponseBodies.chunked(ResponseBodies.paddedTo(PENDING, CAP + 1))));
  }

  @Test
  void reportsAnUnframedBodyOverOneMebibyteAsUnknown() {
    assertEquals(
        UNKNOWN, rememberOnce(ResponseBodies.unframed(ResponseBodies.paddedTo(PENDING, CAP + 1))));
  }

  @Test
  void acceptsABodyOfExactlyOneMebibyte() {
    String body = ResponseBodies.paddedTo(PENDING, CAP);

    assertEquals(ACCEPTED, rememberOnce(FakeMem0.json(200, body)));
  }

  @Test
  void acceptsAChunkedBodyOfExactlyOneMebibyte() {
    assertEquals(
        ACCEPTED, rememberOnce(ResponseBodies.chunked(ResponseBodies.paddedTo(PENDING, CAP))));
  }

  @Test
  void reportsAResetConnectionAsUnknown() {
    assertEquals(UNKNOWN, rememberOnce(ResponseBodies.reset()));
  }

  @Test
  void reportsABodyCutShortAsUnknown() {
    assertEquals(UNKNOWN, rememberOnce(ResponseBodies.cutShort(PENDING)));
  }

  @Test
  void reportsLateHeadersAsUnknown() {
    mem0.respondToAdd(
        new MockResponse.Builder()
            .code(200)
            .body(PENDING)
            .headersDelay(5, TimeUnit.SECONDS)
            .build());

    assertEquals(UNKNOWN, writer(300).remember("note"));
    assertEquals(1, mem0.calls().size());
  }

  @Test
  void reportsALateBodyAsUnknown() {
    mem0.respondToAdd(
        new MockResponse.Builder().code(200).body(PENDING).bodyDelay(5, TimeUnit.SECONDS).build());

    assertEquals(UNKNOWN, writer(300).remember("note"));
    assertEquals(1, mem0.calls().size());
  }

  @Test
  void reportsAnInterruptedWriteAsUnknown() throws Exception {
    mem0.respondToAdd(
        new MockResponse.Builder()
            .code(200)
            .body(PENDING)
            .headersDelay(10, TimeUnit.SECONDS)
            .build());
    AtomicReference<RememberResult> result = new AtomicReference<>();
    Thread caller = new Thread(() -> result.set(writer(20_000).remember("note")));

    caller.start();
    mem0.awaitCalls(1, Duration.ofSeconds(10));
    caller.interrupt();
    caller.join();

    assertEquals(UNKNOWN, result.get());
    assertTrue(mem0.calls().size() <= 1);
  }

  @Test
  void reportsANormalAddAsAcceptedWithTheProvidersEventId() {
    RememberResult result = writer(2000).remember("note");

    assertEquals(new RememberResult.Accepted(mem0.issuedEventIds().get(0)), result);
  }

  @Test
  void sendsOnePostToTheAddPathWithTheThreeHeaders() {
    writer(2000).remember("note");

    RecordedCall call = mem0.addCalls().get(0);
    assertEquals("POST", call.method());
    assertEquals(List.of("application/json"), call.header("Accept"));
    assertEquals(List.of("Token m0-secret"), call.header("Authorization"));
    assertEquals(List.of("application/json"), call.header("Content-Type"));
    assertEquals(1, mem0.calls().size());
  }

  @Test
  void sendsTheContentByteForByte() throws Exception {
    String content = "  line one\n😀\u0000 \u2028 \"quoted\" \\ \t\u007f\u0085 end  ";

    writer(2000).remember(content);

    String expected =
        "{\"messages\":[{\"role\":\"user\",\"content\":"
            + "\"  line one\\n😀\\u0000 \u2028 \\\"quoted\\\" \\\\ \\t\u007f\u0085 end  \"}],"
            + "\"app_id\":\"repository-memory\",\"infer\":false}";
    byte[] sent = mem0.addCalls().get(0).body();
    assertEquals(expected, new String(sent, StandardCharsets.UTF_8));
    String echoed =
        new ObjectMapper().readTree(sent).get("messages").get(0).get("content").textValue();
    assertEquals(content, echoed);
  }

  @Test
  void sendsTheLongestAstralContentUnchanged() throws Exception {
    String content = "𝄞".repeat(4000);

    writer(2000).remember(content);

    byte[] sent = mem0.addCalls().get(0).body();
    String echoed =
        new ObjectMapper().readTree(sent).get("messages").get(0).get("content").textValue();
    assertEquals(content, echoed);
    assertTrue(new String(sent, StandardCharsets.UTF_8).contains("𝄞𝄞"), "raw UTF-8, not escapes");
  }
}
