package io.qwenmanaged.mcp.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.mcp.config.ExternalContextConfig;
import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.config.StartupError;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.policy.Secret;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class ProviderFactoryTest {

  private static final Secret KEY = new Secret("m0-secret");

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();

  private ExternalContextConfig mem0Config(boolean write) {
    return mem0Config(mem0.baseUrl(), write);
  }

  private static ExternalContextConfig mem0Config(URI baseUrl, boolean write) {
    return new ExternalContextConfig(
        2000, write, new ProviderConfig.Mem0(baseUrl, "MEM0_API_KEY", "repository-memory"));
  }

  private static ProviderSetup.Ready ready(ProviderSetup setup) {
    assertTrue(setup instanceof ProviderSetup.Ready, setup::toString);
    return (ProviderSetup.Ready) setup;
  }

  @Test
  void buildsMem0SearchAndWriterWhenWritesAreEnabled() {
    ProviderSetup.Ready setup = ready(ProviderFactory.create(mem0Config(true), KEY, Map.of()));

    assertTrue(setup.search() instanceof Mem0SearchProvider);
    assertTrue(setup.writer().orElseThrow() instanceof Mem0MemoryWriter);
  }

  @Test
  void buildsNoWriterWithoutTheWriteBlock() {
    ProviderSetup.Ready setup = ready(ProviderFactory.create(mem0Config(false), KEY, Map.of()));

    assertTrue(setup.search() instanceof Mem0SearchProvider);
    assertTrue(setup.writer().isEmpty());
  }

  @Test
  void buildsSearchOnlyForTheGenericProvider() {
    ExternalContextConfig config =
        new ExternalContextConfig(
            2000, false, new ProviderConfig.GenericHttp(mem0.baseUrl(), "SEARCH_TOKEN"));

    ProviderSetup.Ready setup = ready(ProviderFactory.create(config, KEY, Map.of()));

    assertTrue(setup.search() instanceof GenericSearchProvider);
    assertTrue(setup.writer().isEmpty());
  }

  @Test
  void refusesWritesWithTheGenericProvider() {
    ExternalContextConfig config =
        new ExternalContextConfig(
            2000, true, new ProviderConfig.GenericHttp(mem0.baseUrl(), "SEARCH_TOKEN"));

    assertEquals(
        new ProviderSetup.Refused(StartupError.WRITE_REQUIRES_MEM0),
        ProviderFactory.create(config, KEY, Map.of()));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy"})
  void refusesToStartWithAnInvalidProxyVariable(String name) {
    assertEquals(
        new ProviderSetup.Refused(StartupError.PROXY_INVALID),
        ProviderFactory.create(mem0Config(true), KEY, Map.of(name, "http://bad host/x")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"key with space", "key\n", "k\u00e9y", "key\u0000"})
  void refusesACredentialThatCannotBeSentInAHeader(String secret) {
    assertEquals(
        new ProviderSetup.Refused(StartupError.CREDENTIAL_UNAVAILABLE),
        ProviderFactory.create(mem0Config(true), new Secret(secret), Map.of()));
  }

  @Test
  void sendsNothingWhileBuilding() {
    ProviderFactory.create(mem0Config(true), KEY, Map.of());

    assertEquals(List.of(), mem0.calls());
  }

  @Test
  void neverSendsLoopbackProviderTrafficThroughTheProxy() throws IOException {
    String deadProxy = "http://127.0.0.1:" + closedPort();
    Map<String, String> env = Map.of("HTTP_PROXY", deadProxy, "HTTPS_PROXY", deadProxy);
    mem0.setSearchResults("[{\"id\":\"a\",\"memory\":\"m\"}]");

    ProviderSetup.Ready setup = ready(ProviderFactory.create(mem0Config(true), KEY, env));

    assertEquals(
        new SearchResult.Found(List.of(new SearchItem("a", "m", null, null, null, null))),
        setup.search().search("q"));
    assertTrue(setup.writer().orElseThrow().remember("note") instanceof RememberResult.Accepted);
    assertEquals(2, mem0.calls().size());
  }

  @Test
  void sendsOtherProviderTrafficThroughTheConfiguredProxy() {
    // The fake plays the proxy: the provider host is never resolved, only named to the proxy.
    Map<String, String> env = Map.of("HTTP_PROXY", mem0.baseUrl().toString());
    URI unreachable = URI.create("http://mem0.invalid");

    ProviderSetup.Ready setup =
        ready(ProviderFactory.create(mem0Config(unreachable, true), KEY, env));

    assertTrue(setup.writer().orElseThrow().remember("note") instanceof RememberResult.Accepted);
    assertEquals(1, mem0.addCalls().size());
  }

  @Test
  void bypassesTheProxyForNoProxyHosts() throws IOException {
    Map<String, String> env =
        Map.of("HTTP_PROXY", mem0.baseUrl().toString(), "NO_PROXY", "mem0.invalid");
    URI unreachable = URI.create("http://mem0.invalid");

    ProviderSetup.Ready setup =
        ready(ProviderFactory.create(mem0Config(unreachable, true), KEY, env));

    assertEquals(new RememberResult.Unknown(), setup.writer().orElseThrow().remember("note"));
    assertEquals(0, mem0.calls().size());
  }

  private static int closedPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      return socket.getLocalPort();
    }
  }
}
