package io.qwenmanaged.policy.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@Tag("unit")
class ProviderUrlTest {

  @ParameterizedTest
  @CsvSource({
    "https://api.mem0.ai, https://api.mem0.ai",
    "https://api.mem0.ai/, https://api.mem0.ai",
    "HTTPS://API.Mem0.AI, https://api.mem0.ai",
    "https://h.example:443, https://h.example",
    "https://h.example:8443/, https://h.example:8443",
    "http://localhost, http://localhost",
    "http://LOCALHOST:9000/, http://localhost:9000",
    "http://127.0.0.1:8080, http://127.0.0.1:8080",
    "http://127.0.0.1:80, http://127.0.0.1",
    "http://[::1]:8080, http://[::1]:8080",
    "https://[2001:db8::1], https://[2001:db8::1]",
    "https://h.example:, https://h.example",
  })
  void acceptsAnOriginAndNormalisesIt(String text, String origin) {
    assertEquals(new ProviderUrl.Origin(URI.create(origin)), ProviderUrl.check(text));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "''|INVALID",
        "h.example|INVALID",
        "/v1/search|INVALID",
        "//h.example|INVALID",
        "https://exa mple.com|INVALID",
        "' https://h.example'|INVALID",
        "'https://h.example '|INVALID",
        "https://h_x.example|INVALID",
        "https://bücher.example|INVALID",
        "https:///path|INVALID",
        "https://h.example:0|INVALID",
        "https://h.example:65536|INVALID",
        "https://h.example:99999999999|INVALID",
        "https://h.example\\|INVALID",
        "mailto:admin@h.example|INVALID",
        "https://h.example/path|NOT_ORIGIN",
        "https://h.example//|NOT_ORIGIN",
        "https://h.example/v1/|NOT_ORIGIN",
        "https://u:p@h.example|NOT_ORIGIN",
        "https://u@h.example|NOT_ORIGIN",
        "https://h.example?q|NOT_ORIGIN",
        "https://h.example/?|NOT_ORIGIN",
        "https://h.example#f|NOT_ORIGIN",
        "https://h.example#|NOT_ORIGIN",
        "http://u:p@example.com/x|NOT_ORIGIN",
        "http://example.com|INSECURE",
        "http://127.0.0.2|INSECURE",
        "http://localhost.|INSECURE",
        "http://[0:0:0:0:0:0:0:1]|INSECURE",
        "http://10.0.0.1:8080|INSECURE",
        "ftp://h.example|INSECURE",
        "ws://localhost|INSECURE",
      })
  void refusesWithTheFirstProblemInFixedOrder(String text, UrlProblem problem) {
    assertEquals(new ProviderUrl.Refused(problem), ProviderUrl.check(text));
  }
}
