package io.qwenmanaged.policy.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The environment variables that change how a JVM starts before any of the kit's code runs, and
 * therefore must never reach the JVMs of the MCP server and the confirmation hook. Qwen Code fills
 * its own environment from a repository's {@code .env}, {@code .qwen/.env} and workspace settings,
 * and blocks only a few loader names itself, so the kit's commands remove these.
 */
public final class JvmStartVariables {

  private static final String TOOL_OPTIONS = "JAVA_TOOL_OPTIONS";
  private static final String OVERRIDE_OPTIONS = "_JAVA_OPTIONS";
  private static final String JDK_OPTIONS = "JDK_JAVA_OPTIONS";
  private static final String CLASS_PATH = "CLASSPATH";

  /**
   * The options and agents every JVM reads: {@code JAVA_TOOL_OPTIONS}, {@code _JAVA_OPTIONS} (which
   * overrides the command line's {@code -D} options) and {@code JDK_JAVA_OPTIONS}.
   */
  public static final List<String> OPTIONS = List.of(TOOL_OPTIONS, OVERRIDE_OPTIONS, JDK_OPTIONS);

  /**
   * Read by the JVM and its launcher: the {@link #OPTIONS}, the launcher's debug report on stdout,
   * the suspend signal and the class path.
   */
  public static final List<String> JVM =
      List.of(
          TOOL_OPTIONS,
          OVERRIDE_OPTIONS,
          JDK_OPTIONS,
          "_JAVA_LAUNCHER_DEBUG",
          "_JAVA_SR_SIGNUM",
          CLASS_PATH);

  /**
   * What the installed {@code qwen-managed} command and the administrator's scripts remove before
   * they run java, in the order a refusal lists them: the {@link #OPTIONS} (one of them could point
   * the launcher at another policy, the others can add an agent) and the class path. The shipped
   * scripts list the same names; a test ties them to this list.
   */
  public static final List<String> CLEARED_BEFORE_JAVA =
      List.of(OVERRIDE_OPTIONS, TOOL_OPTIONS, JDK_OPTIONS, CLASS_PATH);

  /**
   * Read by glibc's dynamic loader and C library: the list glibc itself removes for setuid programs
   * (libraries, audit and preload modules, converters, tunables, resolver and locale paths), the
   * loader's other {@code LD_} switches (tracing, which stops the program, and binding), and the
   * allocator's checks.
   */
  public static final List<String> LOADER =
      List.of(
          "LD_LIBRARY_PATH",
          "LD_PRELOAD",
          "LD_AUDIT",
          "LD_DEBUG",
          "LD_DEBUG_OUTPUT",
          "LD_DYNAMIC_WEAK",
          "LD_HWCAP_MASK",
          "LD_ORIGIN_PATH",
          "LD_PROFILE",
          "LD_PROFILE_OUTPUT",
          "LD_SHOW_AUXV",
          "LD_USE_LOAD_BIAS",
          "LD_TRACE_LOADED_OBJECTS",
          "LD_BIND_NOW",
          "LD_BIND_NOT",
          "LD_VERBOSE",
          "LD_WARN",
          "LD_PREFER_MAP_32BIT_EXEC",
          "GCONV_PATH",
          "GETCONF_DIR",
          "GLIBC_TUNABLES",
          "HOSTALIASES",
          "LOCALDOMAIN",
          "LOCPATH",
          "NIS_PATH",
          "NLSPATH",
          "RESOLV_HOST_CONF",
          "RES_OPTIONS",
          "TMPDIR",
          "TZDIR",
          "MALLOC_TRACE",
          "MALLOC_CHECK_",
          "MALLOC_PERTURB_");

  /**
   * The proxy variables the MCP server reads. The launcher sets the ones the plan configures; the
   * others are removed, so a repository cannot send the server's requests through its own proxy.
   */
  public static final List<String> PROXY =
      List.of("HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy");

  private JvmStartVariables() {}

  /**
   * The names in {@code environment} that are one of {@link #CLEARED_BEFORE_JAVA}, spelt as the
   * environment spells them and in that list's order. Names compare without regard to case: Windows
   * reads environment names that way, so {@code java_tool_options} is an agent there too.
   */
  public static List<String> clearedBeforeJavaIn(Map<String, String> environment) {
    List<String> present = new ArrayList<>();
    for (String name : CLEARED_BEFORE_JAVA) {
      environment.keySet().stream()
          .filter(key -> key.equalsIgnoreCase(name))
          .sorted()
          .forEach(present::add);
    }
    return List.copyOf(present);
  }

  /**
   * Everything the POSIX MCP server command removes: {@link #JVM}, {@link #LOADER}, and the {@link
   * #PROXY} names the launcher does not set.
   *
   * @param launcherProxy the proxy variables the launcher sets ({@link Proxy#variableNames})
   */
  public static List<String> removedForMcpServer(List<String> launcherProxy) {
    return removedForMcpServer(launcherProxy, false);
  }

  /**
   * {@link #removedForMcpServer(List)}, and with {@code modelKey} also {@value
   * ModelEndpoint#API_KEY_ENV}: the governed model's key is for Qwen alone, never for the kit's
   * JVMs.
   */
  public static List<String> removedForMcpServer(List<String> launcherProxy, boolean modelKey) {
    List<String> names = new ArrayList<>(JVM);
    names.addAll(LOADER);
    names.addAll(unsetProxies(launcherProxy));
    if (modelKey) {
      names.add(ModelEndpoint.API_KEY_ENV);
    }
    return List.copyOf(names);
  }

  /**
   * What the Windows auto-recall hook command removes: {@link #JVM} and the {@link #PROXY} names
   * the launcher does not set (glibc's loader variables mean nothing there), and with {@code
   * modelKey} the governed model's key.
   */
  public static List<String> removedOnWindows(List<String> launcherProxy, boolean modelKey) {
    List<String> names = new ArrayList<>(JVM);
    names.addAll(unsetProxies(launcherProxy));
    if (modelKey) {
      names.add(ModelEndpoint.API_KEY_ENV);
    }
    return List.copyOf(names);
  }

  private static List<String> unsetProxies(List<String> launcherProxy) {
    return PROXY.stream().filter(name -> !launcherProxy.contains(name)).toList();
  }
}
