#Requires -Version 5.1
# Intune custom detection rule (untested on Windows): "installed" only when verify --plan says the
# current generation is exactly plan.json (shipped beside this script in the Win32 package). Then
# it prints one line and exits 0; otherwise it prints nothing on stdout and exits 1.
param([string]$ConfigDir = 'C:\ProgramData\Qwen Managed', [string]$Plan = (Join-Path $PSScriptRoot 'plan.json'))
$ErrorActionPreference = 'Stop'
try {
  $JavaPath = $null
  . (Join-Path (Split-Path -Parent $PSScriptRoot) 'find-java.ps1') *> $null
  $json = & $Java -jar (Join-Path $Kit 'lib\installer.jar') verify --config-dir $ConfigDir --plan $Plan --json 2> $null
  $report = ($json | Out-String) | ConvertFrom-Json
  if ($LASTEXITCODE -eq 0 -and $report.result -eq 'valid') {
    Write-Output "Qwen Managed Kit installed: $($report.summary)"
    exit 0
  }
} catch {
}
exit 1
