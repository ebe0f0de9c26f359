package io.qwenmanaged.launcher.environment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.policy.Secret;
import io.qwenmanaged.policy.model.ApprovalModes;
import io.qwenmanaged.policy.model.ForcedVariables;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.Profile;
import io.qwenmanaged.policy.model.Proxy;
import io.qwenmanaged.policy.model.RepositoryAllowances;
import io.qwenmanaged.policy.start.ReadyStart;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Qwen's environment is built from nothing: allowlist, PATH, proxy, pins, the credential file's
 * path, forced; never a credential's value or variable.
 */
@Tag("unit")
class ChildEnvironmentTest {

  private static ReadyStart ready(Platform platform, List<String> allow, Optional<Proxy> proxy) {
    return ready(platform, allow, proxy, Optional.empty());
  }

  private static ReadyStart ready(
      Platform platform, List<String> allow, Optional<Proxy> proxy, Optional<String> caPem) {
    LauncherConfig config =
        new LauncherConfig(
            platform,
            Profile.MEM0_WRITE,
            new LauncherConfig.Runtimes(
                "/opt/kit/jre/bin/java",
                Optional.of("/usr/bin/env"),
                "/opt/kit/node/bin/node",
                "/opt/kit/qwen/cli.js",
                "0.24.4"),
            new LauncherConfig.Files(
                "/etc/kit/system-defaults.json",
                "/opt/kit/lib/mcp-server.jar",
                "/opt/kit/lib/hook.jar",
                "/etc/kit/install-manifest.json",
                caPem,
                caPem.map(pem -> "/etc/kit/trust-store.p12")),
            List.of(),
            "${HOME}/.qwen-managed",
            "${HOME}/.qwen-managed/runtime",
            new LauncherConfig.Environment(
                allow,
                List.of("/opt/kit/node/bin", "/usr/bin", "/bin"),
                proxy,
                ForcedVariables.of(platform)),
            Optional.empty(),
            List.of(
                new LauncherConfig.Repository(
                    Optional.empty(),
                    "/srv/repo",
                    new LauncherConfig.Credential("MEM0_API_KEY", Optional.empty()),
                    "/etc/kit/system-settings.json",
                    "/etc/kit/external-context.json",
                    RepositoryAllowances.none(),
                    Optional.empty())),
            ApprovalModes.DEFAULT,
            Optional.empty());
    return new ReadyStart(
        config,
        config.repositories().get(0),
        Path.of("/home/dev/.qwen-managed"),
        Path.of("/home/dev/.qwen-managed/runtime"),
        List.of(),
        new Secret("key-42"),
        Optional.empty());
  }

  private static final Path CREDENTIAL_FILE =
      Path.of("/home/dev/.qwen-managed/runtime/qwen-managed-session-7-00112233aabbccdd/credential");

  private static Map<String, String> of(ReadyStart ready, Map<String, String> caller) {
    return ChildEnvironment.of(ready, caller, CREDENTIAL_FILE);
  }

  private static Map<String, String> caller() {
    Map<String, String> caller = new LinkedHashMap<>();
    caller.put("HOME", "/home/dev");
    caller.put("LC_ALL", "C.UTF-8");
    caller.put("PATH", "/home/dev/evil-bin:/usr/bin");
    caller.put("NODE_OPTIONS", "--require /tmp/evil.js");
    caller.put("QWEN_CODE_SAFE_MODE", "1");
    caller.put("SHELLOPTS", "xtrace");
    caller.put("MEM0_API_KEY", "caller-key");
    caller.put("HTTPS_PROXY", "http://attacker:8080");
    return caller;
  }

  @Test
  void copiesOnlyAllowlistedNamesThenSetsPinsCredentialFileAndForcedValuesLast() {
    Map<String, String> environment =
        of(ready(Platform.POSIX, List.of("HOME", "LC_*"), Optional.empty()), caller());
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("HOME", "/home/dev");
    expected.put("LC_ALL", "C.UTF-8");
    expected.put("PATH", "/opt/kit/node/bin:/usr/bin:/bin");
    expected.put("QWEN_CODE_SYSTEM_SETTINGS_PATH", "/etc/kit/system-settings.json");
    expected.put("QWEN_CODE_SYSTEM_DEFAULTS_PATH", "/etc/kit/system-defaults.json");
    expected.put("QWEN_HOME", "/home/dev/.qwen-managed");
    expected.put("QWEN_RUNTIME_DIR", "/home/dev/.qwen-managed/runtime");
    expected.put("QWEN_CODE_NO_RELAUNCH", "true");
    expected.put("QWEN_EXTERNAL_CONTEXT_CONFIG", "/etc/kit/external-context.json");
    expected.put("QWEN_MANAGED_CREDENTIAL_FILE", CREDENTIAL_FILE.toString());
    expected.putAll(ForcedVariables.of(Platform.POSIX));
    assertEquals(expected, environment);
    assertEquals(List.copyOf(expected.keySet()), List.copyOf(environment.keySet()));
  }

  @Test
  void setsTheConfiguredProxyInBothSpellingsAndNoOther() {
    Proxy proxy = new Proxy(Optional.of("http://proxy.corp:3128"), Optional.empty(), List.of());
    Map<String, String> environment =
        of(ready(Platform.POSIX, List.of("HOME"), Optional.of(proxy)), caller());
    assertEquals("http://proxy.corp:3128", environment.get("HTTPS_PROXY"));
    assertEquals("http://proxy.corp:3128", environment.get("https_proxy"));
    assertFalse(environment.containsKey("HTTP_PROXY"));
  }

  @Test
  void windowsAllowlistIgnoresCaseAndPathUsesSemicolons() {
    Map<String, String> caller = Map.of("SYSTEMROOT", "C:\\Windows", "Temp", "C:\\Temp");
    Map<String, String> environment =
        of(ready(Platform.WINDOWS, List.of("SystemRoot", "TEMP"), Optional.empty()), caller);
    assertEquals("C:\\Windows", environment.get("SYSTEMROOT"));
    assertEquals("C:\\Temp", environment.get("Temp"));
    assertEquals("/opt/kit/node/bin;/usr/bin;/bin", environment.get("PATH"));
  }

  @Test
  void theChosenRepositorysPinsPassAndNoRepositorysCredentialVariable() {
    LauncherConfig one =
        ready(Platform.POSIX, List.of("HOME", "MEM0_*"), Optional.empty()).installation();
    LauncherConfig.Repository alpha =
        new LauncherConfig.Repository(
            Optional.of("alpha"),
            "/srv/alpha",
            new LauncherConfig.Credential("MEM0_KEY_ALPHA", Optional.empty()),
            "/etc/kit/system-settings.alpha.json",
            "/etc/kit/external-context.alpha.json",
            RepositoryAllowances.none(),
            Optional.empty());
    LauncherConfig.Repository beta =
        new LauncherConfig.Repository(
            Optional.of("beta"),
            "/srv/beta",
            new LauncherConfig.Credential("MEM0_KEY_BETA", Optional.empty()),
            "/etc/kit/system-settings.beta.json",
            "/etc/kit/external-context.beta.json",
            RepositoryAllowances.none(),
            Optional.empty());
    LauncherConfig two =
        new LauncherConfig(
            one.platform(),
            one.profile(),
            one.runtimes(),
            one.files(),
            one.qwenExtraFlags(),
            one.qwenHome(),
            one.qwenRuntimeDir(),
            one.environment(),
            one.install(),
            List.of(alpha, beta),
            one.approvalModes(),
            Optional.empty());
    ReadyStart ready =
        new ReadyStart(
            two,
            beta,
            Path.of("/home/dev/.qwen-managed"),
            Path.of("/home/dev/.qwen-managed/runtime"),
            List.of(),
            new Secret("beta-key"),
            Optional.empty());
    Map<String, String> caller = caller();
    caller.put("MEM0_KEY_ALPHA", "alpha-key");
    caller.put("MEM0_KEY_BETA", "caller-beta-key");
    caller.put("MEM0_OTHER", "allowed");

    Map<String, String> environment = of(ready, caller);
    assertFalse(environment.containsKey("MEM0_KEY_BETA"), "the chosen credential passed");
    assertFalse(
        environment.containsKey("MEM0_KEY_ALPHA"), "another repository's credential passed");
    assertFalse(environment.containsValue("beta-key"), "the key is in Qwen's environment");
    assertEquals("allowed", environment.get("MEM0_OTHER"));
    assertEquals(
        "/etc/kit/system-settings.beta.json", environment.get(ChildEnvironment.SYSTEM_SETTINGS));
    assertEquals(
        "/etc/kit/external-context.beta.json", environment.get("QWEN_EXTERNAL_CONTEXT_CONFIG"));
    assertEquals(
        List.of("HOME", "MEM0_API_KEY", "MEM0_OTHER"), ChildEnvironment.passedNames(two, caller));
  }

  @Test
  void theKeyAndItsVariableStayOutEvenWhenTheAllowlistNamesThem() {
    Map<String, String> environment =
        of(ready(Platform.POSIX, List.of("HOME", "MEM0_*"), Optional.empty()), caller());
    assertFalse(environment.containsKey("MEM0_API_KEY"));
    assertFalse(environment.containsValue("key-42"));
    assertFalse(environment.containsValue("caller-key"));
    assertEquals(CREDENTIAL_FILE.toString(), environment.get("QWEN_MANAGED_CREDENTIAL_FILE"));
    assertEquals(
        List.of("HOME"),
        ChildEnvironment.passedNames(
            ready(Platform.POSIX, List.of("HOME", "MEM0_*"), Optional.empty()).installation(),
            caller()));
  }

  private static Map<String, String> trustingCaller() {
    Map<String, String> caller = caller();
    caller.put("NODE_EXTRA_CA_CERTS", "/home/dev/evil-ca.pem");
    caller.put("SSL_CERT_FILE", "/home/dev/evil-bundle.pem");
    caller.put("SSL_CERT_DIR", "/home/dev/evil-certs");
    return caller;
  }

  /** An allowlist no verified policy has: it would copy every caller variable of trust. */
  private static final List<String> TRUST_ALLOWLIST =
      List.of("HOME", "NODE_EXTRA_CA_CERTS", "SSL_CERT_*");

  @Test
  void thePlansCaPemIsNodesOnlyExtraTrustAndTheCallersNeverPasses() {
    Map<String, String> environment =
        of(
            ready(
                Platform.POSIX,
                TRUST_ALLOWLIST,
                Optional.empty(),
                Optional.of("/etc/kit/ca-certificates.pem")),
            trustingCaller());
    assertEquals("/etc/kit/ca-certificates.pem", environment.get("NODE_EXTRA_CA_CERTS"));
    assertFalse(environment.containsKey("SSL_CERT_FILE"));
    assertFalse(environment.containsKey("SSL_CERT_DIR"));
    assertFalse(environment.containsValue("/home/dev/evil-ca.pem"));
  }

  @Test
  void withoutThePlansCaNoVariableOfTrustIsSetAndTheCallersNeverPasses() {
    Map<String, String> environment =
        of(ready(Platform.POSIX, TRUST_ALLOWLIST, Optional.empty()), trustingCaller());
    assertFalse(environment.containsKey("NODE_EXTRA_CA_CERTS"));
    assertFalse(environment.containsKey("SSL_CERT_FILE"));
    assertFalse(environment.containsKey("SSL_CERT_DIR"));
    assertEquals(
        List.of("HOME"),
        ChildEnvironment.passedNames(
            ready(Platform.POSIX, TRUST_ALLOWLIST, Optional.empty()).installation(),
            trustingCaller()));
  }

  @Test
  void onWindowsTheCallersVariablesOfTrustStayOutWhateverTheirCase() {
    Map<String, String> caller =
        Map.of("node_extra_ca_certs", "C:\\evil.pem", "Ssl_Cert_File", "C:\\evil-bundle.pem");
    Map<String, String> environment =
        of(ready(Platform.WINDOWS, TRUST_ALLOWLIST, Optional.empty()), caller);
    assertFalse(environment.containsKey("node_extra_ca_certs"));
    assertFalse(environment.containsKey("Ssl_Cert_File"));
  }
}
