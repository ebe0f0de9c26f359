package io.qwenmanaged.policy.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The proxy an administrator configures (plan {@code environment.proxy}, copied into {@code
 * launcher.json}); at least one part is present.
 *
 * @param https the proxy for https requests
 * @param http the proxy for http requests
 * @param noProxy hosts reached directly
 */
public record Proxy(Optional<String> https, Optional<String> http, List<String> noProxy) {

  public Proxy {
    noProxy = List.copyOf(noProxy);
  }

  /**
   * The variables the launcher sets from this proxy, in both spellings that programs read: {@code
   * HTTPS_PROXY}/{@code https_proxy}, {@code HTTP_PROXY}/{@code http_proxy} and {@code
   * NO_PROXY}/{@code no_proxy} (the hosts joined with commas), for each part that is present.
   */
  public Map<String, String> variables() {
    Map<String, String> variables = new LinkedHashMap<>();
    https.ifPresent(url -> both(variables, "HTTPS_PROXY", url));
    http.ifPresent(url -> both(variables, "HTTP_PROXY", url));
    if (!noProxy.isEmpty()) {
      both(variables, "NO_PROXY", String.join(",", noProxy));
    }
    return variables;
  }

  /** The names of {@link #variables()} of {@code proxy}; none without a proxy. */
  public static List<String> variableNames(Optional<Proxy> proxy) {
    return proxy.map(p -> List.copyOf(p.variables().keySet())).orElse(List.of());
  }

  private static void both(Map<String, String> variables, String upperCase, String value) {
    variables.put(upperCase, value);
    variables.put(upperCase.toLowerCase(Locale.ROOT), value);
  }
}
