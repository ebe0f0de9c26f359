#Requires -Version 5.1
# Qwen Managed Kit: `qwen-managed-admin install` from this unpacked distribution. All logic is in
# lib\installer.jar; this only finds Java 17 or later (-Java PATH, JAVA_HOME, PATH). Arguments:
# see `install.ps1 --help` and docs/admin-guide.md.
param([string]$Java, [Parameter(ValueFromRemainingArguments = $true)][string[]]$Rest)
$ErrorActionPreference = 'Stop'
$JavaPath = $Java
. (Join-Path $PSScriptRoot 'find-java.ps1')
& $Java -jar (Join-Path $Kit 'lib\installer.jar') install @Rest
exit $LASTEXITCODE
