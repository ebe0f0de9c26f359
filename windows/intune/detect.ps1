#Requires -Version 5.1
# Intune custom detection rule (untested on Windows): "installed" only when verify --plan says the
# current generation is exactly plan.json (shipped beside this script in the Win32 package). Then
# it prints one line and exits 0; otherwise it prints nothing on stdout and exits 1. Give it the
# options the install was given (-Prefix, -Workspace, -InstallQwen): verify compares the plan with
# them applied, so an install made with them is detected.
param(
  [string]$ConfigDir = 'C:\ProgramData\Qwen Managed',
  [string]$Plan = (Join-Path $PSScriptRoot 'plan.json'),
  [string]$Prefix,
  [string]$Workspace,
  [switch]$InstallQwen)
$ErrorActionPreference = 'Stop'
try {
  $JavaPath = $null
  . (Join-Path (Split-Path -Parent $PSScriptRoot) 'find-java.ps1') *> $null
  $options = @('--config-dir', $ConfigDir, '--plan', $Plan)
  if ($Prefix) { $options += @('--prefix', $Prefix) }
  if ($Workspace) { $options += @('--workspace', $Workspace) }
  if ($InstallQwen) { $options += '--install-qwen' }
  $json = & $Java -jar (Join-Path $Kit 'lib\installer.jar') verify @options --json 2> $null
  $report = ($json | Out-String) | ConvertFrom-Json
  if ($LASTEXITCODE -eq 0 -and $report.result -eq 'valid') {
    Write-Output "Qwen Managed Kit installed: $($report.summary)"
    exit 0
  }
} catch {
}
exit 1
