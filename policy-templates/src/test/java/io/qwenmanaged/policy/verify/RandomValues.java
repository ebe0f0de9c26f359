package io.qwenmanaged.policy.verify;

import java.util.List;
import java.util.Random;

/**
 * Random plan values that the plan schema accepts, mostly valid for the generator and sometimes
 * not: paths with spaces, quotes, shell and PowerShell metacharacters, backslashes and non-ASCII
 * text; Qwen flags and allowlist names including refused ones in many spellings; URLs.
 */
final class RandomValues {

  /** Characters of path names on both platforms (no separators, no control characters). */
  private static final String NAME_CHARS =
      "abcxyzABCXYZ0189 -_.'’$`;&%!#@()[]{}=+,~^éüß中文😀\u00a0\u2028";

  /** Plan-schema-valid characters that make a name invalid on Windows, or a POSIX backslash. */
  private static final String ODD_CHARS = "\\\"<>|?*:/";

  private static final List<String> SAFE_FLAGS =
      List.of(
          "--model=qwen3-coder-plus",
          "--screen-reader",
          "--output-style=Concise",
          "--exclude-tools=run_shell_command,web_fetch",
          "--max-session-turns=50");
  private static final List<String> REFUSED_FLAGS =
      List.of(
          "--yolo",
          "--YOLO",
          "--no-yolo",
          "-y",
          "-dy",
          "--approval-mode=default",
          "--approvalMode=yolo",
          "--approval-mode",
          "-p",
          "--prompt=hi",
          "-pd",
          "-i",
          "--prompt-interactive=x",
          "-o",
          "--output-format=json",
          "--input-format=text",
          "--json-schema=x",
          "--jsonSchema",
          "--input-file=/tmp/x",
          "--acp",
          "--experimental-acp",
          "--experimentalAcp",
          "serve",
          "Channel",
          "-c",
          "--continue",
          "-r",
          "--resume=1",
          "--session-id=x",
          "--fork-session",
          "--bare",
          "--safe-mode",
          "--safeMode",
          "--mcp-config=/x.json",
          "--allowed-mcp-server-names=x",
          "--allowed-tools=x",
          "--allowedTools",
          "-e",
          "--extensions=none",
          "--",
          "-",
          "write a poem",
          "qwen",
          "--debug",
          "-d",
          "--sandbox=false",
          "-s",
          "--checkpointing",
          "-m",
          "--screenReader",
          "update",
          "--help");

  private static final List<String> SAFE_NAMES =
      List.of(
          "HOME",
          "USER",
          "LOGNAME",
          "TERM",
          "COLORTERM",
          "LANG",
          "LC_*",
          "TZ",
          "SystemRoot",
          "ComSpec",
          "PATHEXT",
          "USERPROFILE",
          "APPDATA",
          "TEMP",
          "TMP",
          "OPENAI_API_KEY",
          "OPENAI_BASE_URL",
          "EDITOR",
          "MY_VAR_1",
          "X*",
          "_SAFE");
  private static final List<String> REFUSED_NAMES =
      List.of(
          "NODE_OPTIONS",
          "node_path",
          "NODE_TLS_REJECT_UNAUTHORIZED",
          "LD_PRELOAD",
          "ld_library_path",
          "LD_*",
          "L*",
          "DYLD_INSERT_LIBRARIES",
          "QWEN_CODE_SYSTEM_SETTINGS_PATH",
          "QWEN_*",
          "Q*",
          "qwen_home",
          "PATH",
          "Path",
          "PATH*",
          "HTTPS_PROXY",
          "no_proxy",
          "A*",
          "JAVA_TOOL_OPTIONS",
          "JDK_JAVA_OPTIONS",
          "_JAVA_OPTIONS",
          "_*",
          "BASH_ENV",
          "ENV",
          "BASH_FUNC_x",
          "SHELLOPTS");

  static final List<String> CREDENTIAL_NAMES =
      List.of("MEM0_API_KEY", "SEARCH_TOKEN", "My_Key_2", "_K");

  private static final List<String> GOOD_URLS =
      List.of(
          "https://api.mem0.ai",
          "https://mem0.internal.example.com/",
          "https://10.0.0.7:8443",
          "http://localhost:8080",
          "http://127.0.0.1:9",
          "http://[::1]:8765",
          "HTTPS://Search.Example");
  private static final List<String> BAD_URLS =
      List.of(
          "http://mem0.example.com",
          "https://user:pw@example.com",
          "https://example.com/v1",
          "https://example.com?q=1",
          "https://example.com#f",
          "ftp://example.com",
          "not a url",
          "https://");

  private static final List<String> GOOD_PROXIES =
      List.of("http://proxy.example.com:3128", "https://proxy:8443/", "http://[::1]:3128");
  private static final List<String> BAD_PROXIES =
      List.of("http://user:secret@proxy:3128", "socks5://proxy:1080", "http://proxy/path", "x");

  private final Random random;

  RandomValues(Random random) {
    this.random = random;
  }

  boolean chance(double probability) {
    return random.nextDouble() < probability;
  }

  <T> T pick(List<T> values) {
    return values.get(random.nextInt(values.size()));
  }

  int between(int low, int high) {
    return low + random.nextInt(high - low + 1);
  }

  /** A path name: mostly ordinary, sometimes odd for the platform, {@code .} or {@code ..}. */
  String name() {
    if (chance(0.004)) {
      return chance(0.5) ? "." : "..";
    }
    StringBuilder name = new StringBuilder();
    int length = between(1, 10);
    for (int i = 0; i < length; i++) {
      name.appendCodePoint(codePoint(NAME_CHARS));
    }
    if (chance(0.004)) {
      name.insert(
          random.nextInt(name.length() + 1), ODD_CHARS.charAt(random.nextInt(ODD_CHARS.length())));
    }
    return name.toString();
  }

  private int codePoint(String pool) {
    return pool.codePointAt(
        pool.offsetByCodePoints(0, random.nextInt(pool.codePointCount(0, pool.length()))));
  }

  /** One name character {@code length} times, often the quote that quoting multiplies. */
  String filler(int length) {
    char c = chance(0.3) ? '\'' : NAME_CHARS.charAt(random.nextInt(26));
    return String.valueOf(c).repeat(length);
  }

  String flag() {
    return chance(0.9) ? pick(SAFE_FLAGS) : pick(REFUSED_FLAGS);
  }

  String allowName() {
    return chance(0.95) ? pick(SAFE_NAMES) : pick(REFUSED_NAMES);
  }

  String providerUrl() {
    return chance(0.95) ? pick(GOOD_URLS) : pick(BAD_URLS);
  }

  String proxyUrl() {
    return chance(0.95) ? pick(GOOD_PROXIES) : pick(BAD_PROXIES);
  }

  /** An appId: usually 1–256 characters after trimming, sometimes blank or too long. */
  String appId() {
    if (chance(0.01)) {
      return chance(0.5) ? " \t\u3000" : filler(257);
    }
    String text = name() + (chance(0.3) ? " " + name() : "");
    return chance(0.2) ? "  " + text + "\u00a0" : chance(0.05) ? filler(256) : text;
  }

  /** A string with an unpaired surrogate, which the schema accepts and the generator refuses. */
  String withLoneSurrogate(String text) {
    return text + (chance(0.5) ? "\ud800" : "\udfff");
  }
}
