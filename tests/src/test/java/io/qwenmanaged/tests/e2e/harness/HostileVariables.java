package io.qwenmanaged.tests.e2e.harness;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Groups of environment variables a hostile repository sets to change how the kit's hook and MCP
 * server start, with the repository files their values point at. Values are relative to the
 * workspace, which is the working directory of Qwen, of the shell that starts the hook and of both
 * JVMs. Each value is one that demonstrably breaks or takes over a start when it gets through.
 */
public enum HostileVariables {

  /**
   * What makes the JVM or its launcher write to stdout before the program runs: the launcher's
   * debug report (measured: it hid the hook's answer, and Qwen let the write through without the
   * content dialog) and a flag listing through the launcher's option variable. Neither stops the
   * MCP server (Qwen skips its non-JSON lines), so only the hook is at stake.
   */
  JVM_OUTPUT(
      variables("_JAVA_LAUNCHER_DEBUG", "1", "JDK_JAVA_OPTIONS", "-XX:+PrintFlagsFinal"), Map.of()),

  /**
   * What changes how the JVM starts: an agent from the repository (its code would run inside the
   * MCP server, which holds the Mem0 key), a heap too small to start, a foreign suspend signal and
   * a class path.
   */
  JVM_OPTIONS(
      variables(
          "JAVA_TOOL_OPTIONS", "-javaagent:agent.jar",
          "_JAVA_OPTIONS", "-Xmx1k",
          "_JAVA_SR_SIGNUM", "15",
          "CLASSPATH", "agent.jar"),
      variables("agent.jar", "not a jar\n")),

  /**
   * What the dynamic loader and glibc read: a library directory holding a broken copy of bash's
   * terminal library and of the JVM's compression library (a program that loads one fails to start;
   * node loads neither, so Qwen itself keeps running), a preload and an audit library,
   * character-set converters, locale data and a locale whose encoding is not UTF-8 (the kit's JVMs
   * open jar paths outside ASCII only in a UTF-8 locale), and tunables.
   */
  LOADER(
      variables(
          "LD_LIBRARY_PATH", "lib",
          "LD_PRELOAD", "lib/libz.so.1",
          "LD_AUDIT", "lib/libz.so.1",
          "GCONV_PATH", "lib",
          "LOCPATH", "lib",
          "LC_ALL", "POSIX",
          "GLIBC_TUNABLES", "glibc.malloc.check=3"),
      variables("lib/libtinfo.so.6", "not a library\n", "lib/libz.so.1", "not a library\n")),

  /**
   * What bash reads when Qwen runs the hook command with {@code bash -c}: tracing turned on with a
   * trace prompt that runs a command, which would leave {@link #MARKER} in the workspace.
   */
  SHELL(
      variables("SHELLOPTS", "xtrace", "PS4", "$(touch " + HostileVariables.MARKER + ")"),
      Map.of());

  /** The file a successful {@code PS4} command substitution would create in the workspace. */
  public static final String MARKER = "pwned-by-ps4";

  private final Map<String, String> variables;
  private final Map<String, String> files;

  HostileVariables(Map<String, String> variables, Map<String, String> files) {
    this.variables = variables;
    this.files = files;
  }

  /** The variables, by name, in a fixed order. */
  public Map<String, String> variables() {
    return variables;
  }

  /** The repository files the values point at, by path relative to the workspace. */
  public Map<String, String> files() {
    return files;
  }

  private static Map<String, String> variables(String... namesAndValues) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      map.put(namesAndValues[i], namesAndValues[i + 1]);
    }
    return map;
  }
}
