package io.qwenmanaged.policy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The commands that start the kit's JVMs keep a repository's variables away from them. */
@Tag("unit")
class KitStartCommandsTest {

  private static final String ENV = "/usr/bin/env";
  private static final String JAVA = "/opt/kit/jre/bin/java";
  private static final String SERVER = "/opt/kit/lib/mcp-server.jar";
  private static final String HOOK = "/opt/kit/lib/hook.jar";

  private static KitStartCommands posix(List<String> launcherProxy) {
    return new KitStartCommands(
        Platform.POSIX,
        Optional.of(ENV),
        JAVA,
        SERVER,
        HOOK,
        launcherProxy,
        false,
        false,
        Optional.empty());
  }

  private static KitStartCommands windows() {
    return new KitStartCommands(
        Platform.WINDOWS,
        Optional.empty(),
        "C:\\kit\\jre\\bin\\java.exe",
        "C:\\kit\\lib\\mcp-server.jar",
        "C:\\kit\\lib\\hook.jar",
        List.of(),
        false,
        false,
        Optional.empty());
  }

  /** The names an argument vector removes with {@code -u NAME}. */
  private static List<String> removed(List<String> args) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i + 1 < args.size() && args.get(i).equals("-u"); i += 2) {
      names.add(args.get(i + 1));
    }
    return names;
  }

  @Test
  void posixHookStartsJavaThroughEnvWithAnEmptyEnvironmentButAUtf8Locale() {
    assertEquals(
        "[[ -v LD_SHOW_AUXV ]] && { echo '"
            + KitStartCommands.AUXV_BLOCKED
            + "' >&2; exit 2; }; exec '/usr/bin/env' '-i' 'LC_ALL=C.UTF-8' '/opt/kit/jre/bin/java' '-Xlog:disable' '-Xlog:all=warning:stderr'"
            + " '-XX:TieredStopAtLevel=1' '-XX:+UseSerialGC' '-jar' '/opt/kit/lib/hook.jar'",
        posix(List.of()).hookCommand());
  }

  @Test
  void posixMcpServerRunsEnvThatRemovesEveryJvmLoaderAndProxyVariableAndSetsAUtf8Locale() {
    KitStartCommands commands = posix(List.of());
    assertEquals(ENV, commands.mcpServerCommand());
    List<String> args = commands.mcpServerArgs();
    List<String> removed = removed(args);
    for (String name :
        List.of(
            "JAVA_TOOL_OPTIONS",
            "_JAVA_OPTIONS",
            "JDK_JAVA_OPTIONS",
            "_JAVA_LAUNCHER_DEBUG",
            "_JAVA_SR_SIGNUM",
            "CLASSPATH",
            "LD_LIBRARY_PATH",
            "LD_PRELOAD",
            "LD_AUDIT",
            "GCONV_PATH",
            "GLIBC_TUNABLES",
            "HTTPS_PROXY",
            "https_proxy",
            "HTTP_PROXY",
            "http_proxy",
            "NO_PROXY",
            "no_proxy")) {
      assertTrue(removed.contains(name), name);
    }
    assertEquals(
        List.of(
            "LC_ALL=C.UTF-8",
            JAVA,
            "-Xlog:disable",
            "-Xlog:all=warning:stderr",
            "-XX:TieredStopAtLevel=1",
            "-XX:+UseSerialGC",
            "-XX:-UsePerfData",
            "-XX:CICompilerCount=1",
            "-XX:C1MaxInlineSize=10",
            "-XX:C1MaxTrivialSize=3",
            "-Xmx10m",
            "-Xmn1m",
            "-jar",
            SERVER),
        args.subList(2 * removed.size(), args.size()));
  }

  @Test
  void posixMcpServerKeepsTheProxyVariablesTheLauncherSets() {
    List<String> launcherProxy =
        Proxy.variableNames(
            Optional.of(
                new Proxy(
                    Optional.of("http://proxy.corp:3128"), Optional.empty(), List.of(".corp"))));
    assertEquals(List.of("HTTPS_PROXY", "https_proxy", "NO_PROXY", "no_proxy"), launcherProxy);
    List<String> removed = removed(posix(launcherProxy).mcpServerArgs());
    for (String kept : launcherProxy) {
      assertFalse(removed.contains(kept), kept);
    }
    assertTrue(removed.contains("HTTP_PROXY") && removed.contains("http_proxy"));
  }

  @Test
  void posixMcpServerKeepsItsConfigurationAndCredentialVariables() {
    List<String> removed = removed(posix(List.of()).mcpServerArgs());
    assertFalse(removed.contains(ManagedServer.CONFIG_ENV));
    assertFalse(removed.stream().anyMatch(name -> name.startsWith("MEM0")));
  }

  @Test
  void windowsHookRemovesTheJvmVariablesBeforeTheCallOperatorRunsJava() {
    assertEquals(
        "Remove-Item -LiteralPath 'Env:JAVA_TOOL_OPTIONS','Env:_JAVA_OPTIONS',"
            + "'Env:JDK_JAVA_OPTIONS','Env:_JAVA_LAUNCHER_DEBUG','Env:_JAVA_SR_SIGNUM',"
            + "'Env:CLASSPATH' -ErrorAction Ignore; & 'C:\\kit\\jre\\bin\\java.exe'"
            + " '-Xlog:disable' '-Xlog:all=warning:stderr' '-XX:TieredStopAtLevel=1'"
            + " '-XX:+UseSerialGC' '-jar' 'C:\\kit\\lib\\hook.jar'",
        windows().hookCommand());
  }

  @Test
  void windowsMcpServerIsStartedByJavaItself() {
    assertEquals("C:\\kit\\jre\\bin\\java.exe", windows().mcpServerCommand());
    assertEquals("-Xlog:disable", windows().mcpServerArgs().get(0));
  }

  @Test
  void noCommandHoldsADollarSignThatQwenWouldExpand() {
    for (KitStartCommands commands : List.of(posix(List.of()), windows())) {
      assertFalse(commands.hookCommand().contains("$"), commands.hookCommand());
      assertFalse(String.join(" ", commands.mcpServerArgs()).contains("$"));
    }
  }
}
