package io.qwenmanaged.mcp.provider.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class ProxySettingsTest {

  private static final List<Proxy> DIRECT = List.of(Proxy.NO_PROXY);

  private static EnvProxySelector selector(String... nameValuePairs) {
    Map<String, String> env = new HashMap<>();
    for (int i = 0; i < nameValuePairs.length; i += 2) {
      env.put(nameValuePairs[i], nameValuePairs[i + 1]);
    }
    ProxySettings settings = ProxySettings.fromEnvironment(env);
    assertTrue(settings instanceof ProxySettings.Valid, "expected valid proxy settings");
    return ((ProxySettings.Valid) settings).selector();
  }

  private static boolean invalid(String... nameValuePairs) {
    Map<String, String> env = new HashMap<>();
    for (int i = 0; i < nameValuePairs.length; i += 2) {
      env.put(nameValuePairs[i], nameValuePairs[i + 1]);
    }
    return ProxySettings.fromEnvironment(env) instanceof ProxySettings.Invalid;
  }

  private static List<Proxy> via(String host, int port) {
    return List.of(new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved(host, port)));
  }

  private static List<Proxy> select(EnvProxySelector selector, String uri) {
    return selector.select(URI.create(uri));
  }

  @Test
  void goesDirectWithoutProxyVariables() {
    EnvProxySelector selector = selector();

    assertEquals(DIRECT, select(selector, "https://api.mem0.ai/v3/memories/add/"));
    assertEquals(DIRECT, select(selector, "http://example.com/"));
  }

  @Test
  void usesTheHttpsProxyForHttpsAndTheHttpProxyForHttp() {
    EnvProxySelector selector =
        selector("HTTPS_PROXY", "http://secure.corp:3128", "HTTP_PROXY", "http://plain.corp:8080/");

    assertEquals(via("secure.corp", 3128), select(selector, "https://api.mem0.ai/v3/x"));
    assertEquals(via("plain.corp", 8080), select(selector, "http://search.example/v1"));
  }

  @Test
  void doesNotUseTheHttpProxyForHttpsRequests() {
    EnvProxySelector selector = selector("HTTP_PROXY", "http://plain.corp:8080");

    assertEquals(DIRECT, select(selector, "https://api.mem0.ai/"));
  }

  @Test
  void acceptsLowerCaseNames() {
    EnvProxySelector selector =
        selector("https_proxy", "http://low.corp:3128", "no_proxy", "internal.example");

    assertEquals(via("low.corp", 3128), select(selector, "https://api.mem0.ai/"));
    assertEquals(DIRECT, select(selector, "https://internal.example/"));
  }

  @Test
  void prefersUpperCaseWhenBothCasesAreSet() {
    EnvProxySelector selector =
        selector("HTTPS_PROXY", "http://upper.corp:1", "https_proxy", "http://lower.corp:2");

    assertEquals(via("upper.corp", 1), select(selector, "https://api.mem0.ai/"));
  }

  @Test
  void treatsBlankValuesAsUnset() {
    EnvProxySelector selector = selector("HTTPS_PROXY", "  ", "NO_PROXY", "");

    assertEquals(DIRECT, select(selector, "https://api.mem0.ai/"));
  }

  @Test
  void normalisesTheProxyHost() {
    EnvProxySelector selector = selector("HTTPS_PROXY", " HTTP://Proxy.CORP.:3128 ");

    assertEquals(via("proxy.corp", 3128), select(selector, "https://api.mem0.ai/"));
  }

  @Test
  void acceptsAnIpv6ProxyAddress() {
    EnvProxySelector selector = selector("HTTPS_PROXY", "http://[2001:db8::7]:3128");

    assertEquals(via("2001:db8::7", 3128), select(selector, "https://api.mem0.ai/"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "proxy.corp:3128",
        "proxy.corp",
        "http://proxy.corp",
        "http://proxy.corp:0",
        "http://proxy.corp:65536",
        "https://proxy.corp:443",
        "socks5://proxy.corp:1080",
        "http://user:secret@proxy.corp:3128",
        "http://proxy.corp:3128/path",
        "http://proxy.corp:3128/?q=1",
        "http://proxy.corp:3128/#top",
        "http://:3128",
        "http:proxy.corp:3128",
        "not a url",
        "http://proxy corp:3128"
      })
  void refusesProxyValuesThatAreNotAnHttpUrlWithHostAndPort(String value) {
    assertTrue(invalid("HTTPS_PROXY", value), value);
    assertTrue(invalid("HTTP_PROXY", value), value);
    assertTrue(invalid("https_proxy", value), value);
    assertTrue(invalid("http_proxy", value), value);
  }

  @Test
  void refusesAnInvalidValueEvenWhenShadowedByAValidOne() {
    assertTrue(invalid("HTTPS_PROXY", "http://good.corp:1", "https_proxy", "bad"));
    assertTrue(invalid("NO_PROXY", "example.com", "no_proxy", "http://bad/"));
  }

  @Test
  void neverProxiesLoopbackHosts() {
    EnvProxySelector selector =
        selector("HTTPS_PROXY", "http://proxy.corp:1", "HTTP_PROXY", "http://proxy.corp:2");

    for (String uri :
        List.of(
            "http://localhost:8080/",
            "http://LOCALHOST/",
            "https://api.localhost/",
            "http://127.0.0.1:9/",
            "https://127.10.20.30/",
            "http://[::1]:8080/",
            "https://[0:0:0:0:0:0:0:1]/")) {
      assertEquals(DIRECT, select(selector, uri), uri);
    }
  }

  @Test
  void noProxyStarDisablesTheProxyForEveryHost() {
    EnvProxySelector selector = selector("HTTPS_PROXY", "http://proxy.corp:1", "NO_PROXY", "*");

    assertEquals(DIRECT, select(selector, "https://api.mem0.ai/"));
    assertEquals(DIRECT, select(selector, "https://203.0.113.9/"));
  }

  @Test
  void noProxyHostMatchesTheHostAndItsSubdomainsOnly() {
    EnvProxySelector selector =
        selector("HTTPS_PROXY", "http://proxy.corp:1", "NO_PROXY", "Mem0.AI");

    assertEquals(DIRECT, select(selector, "https://mem0.ai/"));
    assertEquals(DIRECT, select(selector, "https://api.mem0.ai/"));
    assertEquals(DIRECT, select(selector, "https://API.MEM0.AI./"));
    assertEquals(via("proxy.corp", 1), select(selector, "https://notmem0.ai/"));
    assertEquals(via("proxy.corp", 1), select(selector, "https://mem0.ai.evil.example/"));
  }

  @Test
  void noProxyLeadingDotOrStarDotMatchesSubdomainsOnly() {
    for (String entry : List.of(".mem0.ai", "*.mem0.ai")) {
      EnvProxySelector selector = selector("HTTPS_PROXY", "http://proxy.corp:1", "NO_PROXY", entry);

      assertEquals(DIRECT, select(selector, "https://api.mem0.ai/"), entry);
      assertEquals(via("proxy.corp", 1), select(selector, "https://mem0.ai/"), entry);
    }
  }

  @Test
  void noProxyEntryWithPortMatchesThatPortOnly() {
    EnvProxySelector selector =
        selector("HTTPS_PROXY", "http://proxy.corp:1", "NO_PROXY", "mem0.ai:8443");

    assertEquals(DIRECT, select(selector, "https://mem0.ai:8443/"));
    assertEquals(via("proxy.corp", 1), select(selector, "https://mem0.ai/"));
  }

  @Test
  void noProxyDefaultPortIsTheSchemesPort() {
    EnvProxySelector selector =
        selector("HTTPS_PROXY", "http://proxy.corp:1", "NO_PROXY", "mem0.ai:443");

    assertEquals(DIRECT, select(selector, "https://mem0.ai/"));
  }

  @Test
  void noProxyAddressesAndBlocksMatchIpHosts() {
    EnvProxySelector selector =
        selector(
            "HTTPS_PROXY",
            "http://proxy.corp:1",
            "NO_PROXY",
            "10.0.0.0/8, 192.0.2.7 2001:db8::/32,[2001:db9::1]:443");

    assertEquals(DIRECT, select(selector, "https://10.200.3.4/"));
    assertEquals(DIRECT, select(selector, "https://192.0.2.7/"));
    assertEquals(DIRECT, select(selector, "https://[2001:db8:1::5]/"));
    assertEquals(DIRECT, select(selector, "https://[2001:db9::1]/"));
    assertEquals(via("proxy.corp", 1), select(selector, "https://11.0.0.1/"));
    assertEquals(via("proxy.corp", 1), select(selector, "https://192.0.2.8/"));
    assertEquals(via("proxy.corp", 1), select(selector, "https://[2001:db9::1]:8443/"));
  }

  @Test
  void noProxyAcceptsCommasAndWhitespaceAsSeparators() {
    EnvProxySelector selector =
        selector(
            "HTTPS_PROXY",
            "http://proxy.corp:1",
            "NO_PROXY",
            " a.example ,, b.example\tc.example ");

    assertEquals(DIRECT, select(selector, "https://a.example/"));
    assertEquals(DIRECT, select(selector, "https://b.example/"));
    assertEquals(DIRECT, select(selector, "https://c.example/"));
    assertEquals(via("proxy.corp", 1), select(selector, "https://d.example/"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "http://mem0.ai",
        "mem0.ai/path",
        "mem*0.ai",
        "mem0..ai",
        "mem0.ai:0",
        "mem0.ai:65536",
        "mem0.ai:https",
        "10.0.0.0/33",
        "10.0.0.0/x",
        "2001:db8::/129",
        "[2001:db8::1",
        "[2001:db8::1]8080",
        "[not-an-address]",
        "user@mem0.ai",
        "mem0.ai;evil"
      })
  void refusesNoProxyEntriesThatAreNotAHostAddressOrBlock(String entry) {
    assertTrue(invalid("NO_PROXY", "good.example," + entry), entry);
    assertTrue(invalid("no_proxy", entry), entry);
  }
}
