package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.model.JvmStartVariables;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.ShellCommand;
import io.qwenmanaged.policy.model.Utf8Locale;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The developer's {@code qwen-managed} command, written once per installation and the same for
 * every generation: it reads the current generation from {@code launcher.json} (the one file an
 * install replaces) and runs that generation's {@code launcher.args} with the developer's
 * arguments, after clearing the JVM's option variables (one of them can override the
 * configuration's location, the others can add an agent) and making sure of a UTF-8 locale, without
 * which the launcher's JVM cannot open a path with a non-ASCII letter ({@link Utf8Locale}).
 */
public final class WrapperScripts {

  private WrapperScripts() {}

  /** The wrapper files' contents, in the order of {@link InstallPaths#wrappers()}. */
  public static List<byte[]> of(InstallPaths paths) {
    return paths.platform() == Platform.WINDOWS
        ? List.of(windowsCmd(), powerShell(paths))
        : List.of(posix(paths));
  }

  private static byte[] posix(InstallPaths paths) {
    String text =
        "#!/bin/sh\n"
            + "# Qwen Managed Kit: starts Qwen Code through the launcher of the installed generation.\n"
            + "# Written by qwen-managed-admin install; the launcher refuses to start if it changes.\n"
            + "# The generation is read from launcher.json, the one file an install replaces; its\n"
            + "# launcher.args holds the launcher's command line, one word per line.\n"
            + "unset "
            + String.join(" ", JvmStartVariables.CLEARED_BEFORE_JAVA)
            + "\n"
            + Utf8Locale.POSIX_SCRIPT
            + "config="
            + sh(paths.launcherJson())
            + "\n"
            + "generations="
            + sh(paths.prefixGenerations())
            + "\n"
            + "generation=\n"
            + "while IFS= read -r line; do\n"
            + "  case $line in\n"
            + "    '    \"generation\": \"'*) generation=${line#*: \\\"}; generation=${generation%%\\\"*} ;;\n"
            + "  esac\n"
            + "done < \"$config\" || exit 4\n"
            + "case $generation in\n"
            + "  '' | *[!A-Za-z0-9._-]*)\n"
            + "    echo \"qwen-managed: no installed generation in $config; ask your administrator\" >&2\n"
            + "    exit 3 ;;\n"
            + "esac\n"
            + "count=$#\n"
            + "while IFS= read -r word; do set -- \"$@\" \"$word\"; done"
            + " < \"$generations/$generation/launcher.args\" || exit 4\n"
            + "while [ \"$count\" -gt 0 ]; do set -- \"$@\" \"$1\"; shift; count=$((count - 1)); done\n"
            + "exec \"$@\"\n";
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] windowsCmd() {
    String text =
        "@rem Qwen Managed Kit: runs qwen-managed.ps1 beside this file with the system PowerShell.\r\n"
            + "@\"%SystemRoot%\\System32\\WindowsPowerShell\\v1.0\\powershell.exe\" -NoProfile"
            + " -NonInteractive -ExecutionPolicy Bypass -File \"%~dp0qwen-managed.ps1\" %*\r\n"
            + "@exit /b %ERRORLEVEL%\r\n";
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] powerShell(InstallPaths paths) {
    String text =
        "#Requires -Version 5.1\r\n"
            + "# Qwen Managed Kit: starts Qwen Code through the launcher of the installed generation.\r\n"
            + "# Written by qwen-managed-admin install; the launcher refuses to start if it changes.\r\n"
            + "$ErrorActionPreference = 'Stop'\r\n"
            + "foreach ($name in "
            + powerShellNames()
            + ") {\r\n"
            + "  Remove-Item -LiteralPath \"Env:$name\" -ErrorAction Ignore\r\n"
            + "}\r\n"
            + "$config = "
            + ps(paths.launcherJson())
            + "\r\n"
            + "$generations = "
            + ps(paths.prefixGenerations())
            + "\r\n"
            + "try { $generation = (Get-Content -LiteralPath $config -Raw | ConvertFrom-Json).install.generation }"
            + " catch { $generation = $null }\r\n"
            + "if (-not $generation -or $generation -notmatch '^[A-Za-z0-9._-]+$') {\r\n"
            + "  [Console]::Error.WriteLine(\"qwen-managed: no installed generation in $config; ask your"
            + " administrator\")\r\n"
            + "  exit 3\r\n"
            + "}\r\n"
            + "$words = @(Get-Content -LiteralPath (Join-Path (Join-Path $generations $generation)"
            + " 'launcher.args'))\r\n"
            + "$arguments = @($words | Select-Object -Skip 1) + $args\r\n"
            + "& $words[0] @arguments\r\n"
            + "exit $LASTEXITCODE\r\n";
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /**
   * The cleared variables as a PowerShell list, the JVM's option variables first as the shipped
   * {@code find-java.ps1} lists them (the order a removal happens in changes nothing).
   */
  private static String powerShellNames() {
    List<String> cleared = JvmStartVariables.CLEARED_BEFORE_JAVA;
    List<String> names = new ArrayList<>();
    JvmStartVariables.OPTIONS.stream().filter(cleared::contains).forEach(names::add);
    cleared.stream().filter(name -> !names.contains(name)).forEach(names::add);
    return String.join(", ", names.stream().map(name -> "'" + name + "'").toList());
  }

  private static String sh(Path path) {
    return ShellCommand.bashQuoted(path.toString());
  }

  private static String ps(Path path) {
    return ShellCommand.powerShellQuoted(path.toString());
  }
}
