#Requires -Version 5.1
# Intune uninstall command (untested on Windows): the kit's uninstall.ps1 with --json. Exit 5
# (another install, rollback or uninstall is running) becomes 1618, which Intune retries; every
# other code passes through (0 uninstalled or absent, 3, 4).
param([Parameter(ValueFromRemainingArguments = $true)][string[]]$Rest)
$ErrorActionPreference = 'Stop'
& (Join-Path (Split-Path -Parent $PSScriptRoot) 'uninstall.ps1') --json @Rest
$code = $LASTEXITCODE
if ($code -eq 5) { exit 1618 }
exit $code
