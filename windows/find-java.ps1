#Requires -Version 5.1
# Dot-sourced by install.ps1, rollback.ps1, uninstall.ps1 and qwen-managed-admin.ps1: sets $Java
# to a Java 17 or later, taken from -Java PATH, else $env:JAVA_HOME\bin\java.exe, else java.exe on PATH, and $Kit to the
# unpacked distribution. The JVM's option variables are cleared first: they could change what the
# admin CLI does (an agent, another configuration).
$ErrorActionPreference = 'Stop'
foreach ($name in 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'CLASSPATH') {
  Remove-Item -LiteralPath "Env:$name" -ErrorAction Ignore
}
$Kit = Split-Path -Parent $PSScriptRoot
if ($JavaPath) { $Java = $JavaPath }
elseif ($env:JAVA_HOME) { $Java = Join-Path $env:JAVA_HOME 'bin\java.exe' }
else { $Java = (Get-Command java.exe -ErrorAction Ignore).Source }
# A path the admin named that is not there is a mistake to report as such, not "No Java found".
if ($JavaPath -and -not (Test-Path -LiteralPath $JavaPath -PathType Leaf)) {
  [Console]::Error.WriteLine(('-Java {0}: not an executable java' -f $JavaPath))
  exit 4
}
if (-not $Java -or -not (Test-Path -LiteralPath $Java -PathType Leaf)) {
  [Console]::Error.WriteLine('No Java found: pass -Java PATH or set JAVA_HOME (Java 17 or later)')
  exit 4
}
# java -version writes to stderr, which PowerShell 5.1 turns into errors that 'Stop' would throw.
$ErrorActionPreference = 'Continue'
$versionLine = (& $Java -version 2>&1 | Select-Object -First 1).ToString()
$ErrorActionPreference = 'Stop'
if ($versionLine -notmatch '"(\d+)' -or [int]$Matches[1] -lt 17) {
  [Console]::Error.WriteLine("$Java is not Java 17 or later")
  exit 4
}
