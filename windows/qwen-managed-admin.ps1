#Requires -Version 5.1
# Qwen Managed Kit: the whole admin CLI (install, verify, generate, rollback, uninstall, --version,
# --help) from this unpacked distribution. The work is done by lib\installer.jar; this script only
# picks the Java to run it with, as find-java.ps1 does for install.ps1 (-Java PATH, JAVA_HOME,
# PATH). Every other argument goes to the jar as given, and the jar's exit code is this script's.
# See `qwen-managed-admin --help` and docs/admin-guide.md.
param([string]$Java, [Parameter(ValueFromRemainingArguments = $true)][string[]]$Rest)
$ErrorActionPreference = 'Stop'
$JavaPath = $Java
. (Join-Path $PSScriptRoot 'find-java.ps1')
& $Java -jar (Join-Path $Kit 'lib\installer.jar') @Rest
exit $LASTEXITCODE
