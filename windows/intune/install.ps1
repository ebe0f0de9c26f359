#Requires -Version 5.1
# Intune install command (untested on Windows): the kit's install.ps1 with plan.json beside this
# script and --json. Exit 5 (another install, rollback or uninstall is running) becomes 1618, which
# Intune retries; every other code passes through (0 installed or unchanged, 3 refused, 4 I/O).
param([string]$Plan = (Join-Path $PSScriptRoot 'plan.json'), [Parameter(ValueFromRemainingArguments = $true)][string[]]$Rest)
$ErrorActionPreference = 'Stop'
& (Join-Path (Split-Path -Parent $PSScriptRoot) 'install.ps1') --plan $Plan --json @Rest
$code = $LASTEXITCODE
if ($code -eq 5) { exit 1618 }
exit $code
